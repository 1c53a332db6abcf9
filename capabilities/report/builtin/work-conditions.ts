import { boardCondition } from "./board-approval";
import type { StatedConstraint } from "./stated-constraint";
import type { Context } from "./context";
import { jurisdictionOf } from "@/capabilities/report/content/jurisdictions";
import { escapeRegExp } from "@/platform/regexp";
import { materialKeptFromWork } from "./confidential-subject";
import { oncePer } from "./once";
import { consentCondition } from "./constraint-gates";
import { unionCovers } from "./constraint-fit";
import { agreementEndCondition, leadTimeCondition } from "./decision-calendar";
import { riskSignals } from "./risk-signals";
import { applicationFor } from "./shared";
import { capitalise, lowerFirst } from "./text";
import { paybackWindow } from "./stated-design-rules";

/**
 * What must be agreed before a piece of work starts under the executive's constraints: the
 * union's notice and consultation, a vendor's approval, people's consent.
 */

/**
 * The notice, in days, the union must have before the first pilot starts: none when its
 * agreement covers only monitoring technology and the first pilot puts none on the floor.
 */
export function noticeBeforeFirstPilot(ctx: Context): number {
  const union = ctx.constraints.find((c) => c.id === "union" && c.noticeDays);
  if (!union?.noticeDays) return 0;
  if (!union.monitoringOnly) return union.noticeDays;
  const first = ctx.challenges[0];
  const app = first && applicationFor(first, ctx);
  return app && unionCovers(`${app.application} ${first.text}`, app.records === true, ctx)
    ? union.noticeDays
    : 0;
}

/**
 * The provincial statute beside a union's notice, only where it is right: BC's Labour Relations
 * Code s. 54 asks 60 days' notice of a change affecting a significant number of employees.
 */
function labourCodeNotice(ctx: Context): string {
  // A federally regulated employer (an airline, a bank) answers to the Canada Labour Code instead.
  const bc = jurisdictionOf(ctx.answers).province === "BC" && !riskSignals(ctx).federal;
  return bc
    ? " (BC's Labour Relations Code, s. 54, also requires at least 60 days' notice to the union of a change that affects a significant number of employees)"
    : "";
}

/** Words of a union statement that ask to be consulted, or to agree, before a change. */
const CONSULTED = /\b(?:consult\w*|joint committee|comité paritaire|discuss\w*)\b/iu;
const AGREED = /\b(?:agree[sd]?|approv\w*|sign(?:s|ed)? off|accord|approuv\w*)\b/iu;

/**
 * What the union's statement asks of a piece of work, in the executive's own terms: the notice as
 * they wrote it ("90 days' written notice"), consultation or agreement where their words ask for
 * it; where they state no procedure, only a check against the agreement (never an invented one).
 */
function unionCondition(union: StatedConstraint, named: string, statute: string): string {
  // "Under the collective agreement" only where the executive's words name it.
  const under = /collective agreement|convention collective/iu.test(union.quote)
    ? "under the collective agreement, "
    : "";
  if (union.respect.startsWith("no monitoring data"))
    return `${under}nothing ${named} records is used to discipline ${union.respect.includes("without notice to the union") ? "staff without notice to the union" : "or rate staff"}`;
  const also = union.monitoringOnly ? statute : "";
  if (union.notice)
    return `${under}the union is given ${union.notice} of ${named} before it starts${also}`;
  if (union.noticeDays)
    return `${under}${named} is presented to the union at least ${union.noticeDays} days before it starts${also}`;
  if (CONSULTED.test(union.quote))
    return `${under}the union is consulted on ${named} before it starts`;
  if (AGREED.test(union.quote))
    return `${under}${named} starts only once the union has agreed to it`;
  return `before ${named} starts, check with the union what the collective agreement requires of it`;
}

/**
 * What must be agreed before a piece of work changes anyone's job, for the company's
 * constraints: the union consulted under the collective agreement on the work its statement
 * covers; each person's consent before they are recorded. `work` names it in the sentence
 * ("the Otter.ai trial", "the pilot on “…”"); `about` describes it, for the union's cover;
 * `design` adds the rules the pilot is designed to (how people are reached, the payback window).
 */
export function conditionsFor(
  work: string,
  records: boolean,
  ctx: Context,
  about: string = work,
  design = true,
): string[] {
  const named = lowerFirst(work.replace(/[.\s]+$/, ""));
  const conditions: string[] = [];
  if (unionCovers(about, records, ctx)) {
    const union = ctx.constraints.find((c) => c.id === "union");
    if (union) conditions.push(unionCondition(union, named, labourCodeNotice(ctx)));
    const ending = agreementEndCondition(ctx);
    if (ending) conditions.push(ending);
  }
  // A new vendor pilots only once approved; a tool already in place needs no approval.
  const gate = ctx.constraints.find((c) => c.id === "vendor-approval");
  const review = leadTimeCondition(ctx, named);
  // The review's length is said once: with its dates when the calendar reads them.
  const allow = gate?.leadTime && !review ? ` (allow ${gate.leadTime.text})` : "";
  const newVendor = !ctx.inPlace.some((t) => work.includes(t.name));
  // A review of the company's own with a stated length is said once, with its dates.
  const ownReview = /^your /.test(gate?.approver ?? "");
  // A review of every tool before use holds tools in place too: said of the pilot's tool, whatever it is.
  if (gate?.everyTool && !review)
    conditions.push(
      `its tool passes ${gate.approver} before the pilot starts${allow}, as every tool must`,
    );
  else if (gate && newVendor && !(ownReview && review))
    conditions.push(
      ownReview
        ? `if it needs a new vendor, that vendor passes ${gate.approver}${allow} before the pilot starts; tools already in place come first`
        : `if it needs a new vendor, ${gate.approver} ${/s$/.test(gate.approver ?? "") && !/head office$/.test(gate.approver ?? "") ? "approve" : "approves"} that vendor before it touches ${gate.data}${allow}; tools already in place come first`,
    );
  // A new vendor's review takes the time the executive gave: its pilot waits for it.
  if (review && newVendor)
    conditions.push(ownReview ? `${review}; tools already in place come first` : review);
  // The rules each pilot is designed to, said where the pilot is set out (not when it starts).
  if (design) conditions.push(...designConditions(about, ctx));
  // A customer's contract governs its data in any new system (review r24).
  for (const terms of ctx.constraints.filter((c) => c.id === "customer-terms"))
    if (newVendor && terms.customer)
      conditions.push(
        [
          terms.notice &&
            `if ${named} puts any of ${terms.customer}'s data into a new system, they are given ${terms.notice} first`,
          terms.noTraining &&
            `${terms.notice ? "and " : ""}its tool is used only under terms that bar training on ${terms.notice ? "their" : `${terms.customer}'s`} data`,
        ]
          .filter(Boolean)
          .join(", "),
      );
  // AI that would answer people does so only once its answers are verified, as the rule says.
  const verified = ctx.constraints.find((c) => c.id === "verified-answers");
  if (verified && ANSWERING.test(about))
    conditions.push(
      `${verified.reviewer} verifies every answer the AI gives${verified.answersAbout ? ` to ${verified.answersAbout}` : ""} in ${named} before it answers anyone${verified.answersOn ? ` ${verified.answersOn}` : ""}`,
    );
  // A red line on what AI never answers ("AI never answers a safety question from a guest; only a
  // lead guide does", "AI never gives a code answer that a licensed architect has not checked")
  // holds wherever AI would answer people, or works on what it names (reviews r25, r26).
  for (const c of ctx.constraints) {
    const kept = answersKept(c);
    if (kept && (ANSWERING.test(about) || kept.about.test(about))) conditions.push(kept.condition);
  }
  // Work that holds what a rule keeps out of every AI tool drafts without it (review r26).
  const kept = materialKeptFromWork(about, ctx.constraints);
  if (kept)
    conditions.push(
      `none of the ${kept} goes into ${named}, as your rule requires: it drafts from blank templates, and people add those details themselves`,
    );
  const board = boardCondition(ctx);
  if (board) conditions.push(board);
  const consent = ctx.constraints.find((c) => c.id === "consent");
  // The rule's own limits follow it: whom it never records, when the audio goes (constraints.ts).
  const limits = consent?.respect.split("; ").slice(1) ?? [];
  if (records && consent && !consent.consentOf)
    conditions.push(
      `each person's consent is asked and noted before ${named} records them, and whoever declines is not recorded${limits.map((l) => `; ${l}`).join("")}`,
    );
  // Consent to AI on their information, not to being recorded: asked before their details go in.
  const agreed = consent?.consentOf && consentCondition(work, ctx, about);
  if (agreed) conditions.push(agreed);
  return conditions;
}

/**
 * "AI never answers a safety question …; only a lead guide does", "AI never answers bylaw
 * interpretations or disputes between owners; those go to a licensed strata manager": what AI
 * never answers, and who does. "AI never gives a code or life-safety answer that a licensed
 * architect has not checked": answers it gives only once checked.
 */
const NEVER_ANSWERS =
  /\b(?:never|not|no AI)\s+(?:\w+\s+)?answers?\s+(?:an?\s+|any\s+)?([\p{L}\s-]{3,60}?)(?:\s+questions?)?(?:\s+(?:from|by|of)\s+[^;:.]*)?(?=[;:.]|$)/iu;
const NEVER_GIVES_UNCHECKED =
  /\b(?:never|not)\s+gives?\s+(?:an?\s+|any\s+)?([\p{L}\s-]{3,40}?)\s+answers?\s+that\s+((?:an?|the|our)\s+[\p{L}\s-]{2,40}?)\s+(?:has|have)\s+not\s+(?:checked|reviewed|approved)/iu;
const WHO_ANSWERS =
  /\b(?:only\s+((?:an?|the|our)\s+[\p{L}\s-]{2,30}?)\s+(?:does|do|may|can|answers?)|(?:those|these|they|it)\s+(?:go|goes)\s+to\s+((?:an?|the|our)\s+[\p{L}\s-]{2,40}?))(?=\s*(?:[,;.]|because\b|since\b|as\b|$))/iu;

/** The words of a topic, for the work that touches it: "code or life-safety" -> /code|life-safety/. */
const topicWords = (topic: string): RegExp =>
  new RegExp(
    `\\b(?:${topic
      .replace(/\s+(?:between|among|from|with|of|about|for|by)\s.*$/u, "")
      .split(/\s+(?:or|and)\s+|\s+/u)
      .filter((w) => w.length > 3)
      .map(escapeRegExp)
      .join("|")})`,
    "iu",
  );

/**
 * The condition a red line on answers puts on the work, and the words of what it covers; null
 * for any other rule. Read once per rule: every pilot's conditions ask.
 */
const answersKept = oncePer(
  (rule: StatedConstraint): { condition: string; about: RegExp } | null =>
    rule.id === "red-line" ? answersKeptIn(rule.clause) : null,
);

function answersKeptIn(clause: string): { condition: string; about: RegExp } | null {
  const unchecked = NEVER_GIVES_UNCHECKED.exec(clause);
  if (unchecked) {
    const topic = unchecked[1]!.toLowerCase();
    const who = unchecked[2]!.replace(/^our\s+/iu, "a ");
    return {
      condition: `${who} checks every ${topic} answer the AI gives before anyone relies on it`,
      about: topicWords(topic),
    };
  }
  const topic = NEVER_ANSWERS.exec(clause)?.[1]?.trim().toLowerCase();
  if (!topic) return null;
  const said = WHO_ANSWERS.exec(clause);
  const who = (said?.[1] ?? said?.[2])?.replace(/^our\s+/iu, "a ") ?? "a person";
  // "a safety question": one word of topic is a kind of question; a longer one is said as written.
  const condition = /\s/u.test(topic)
    ? `${topic} go to ${who}, and the AI answers none of them`
    : `every ${topic} question goes to ${who}, and the AI answers none of them`;
  return { condition, about: topicWords(topic) };
}

/** Work where AI answers people itself: an assistant, an agent, a chatbot, a phone line. */
const ANSWERING =
  /\b(?:assistant|agent|chatbot|bot|answer\w*|repl(?:y|ies)|phone line|calls?|chat)\b/iu;

/** Work that talks to people: messages, confirmations, calls, offers, placements. */
const CONTACT =
  /\b(?:messag\w*|confirm\w*|text\w*|remind\w*|notif\w*|call\w*|offer\w*|ask\w*|availability|placed|plac(?:e|es|ing)|orders?|shifts?|recruit\w*)\b/iu;

/** Whether the work talks to these people: "confirmations sent to every booked worker" for "workers". */
export const reachesPeople = (about: string, people: string): boolean =>
  new RegExp(`\\b${people.replace(/s$/, "")}s?\\b`, "iu").test(about) && CONTACT.test(about);

/**
 * The facts of the executive's world each pilot is designed to (stated-design-rules.ts): how the
 * people it reaches are reached, the conversation clients require, and the payback window.
 */
function designConditions(about: string, ctx: Context): string[] {
  const conditions: string[] = [];
  for (const c of ctx.constraints) {
    if (c.channel && reachesPeople(about, c.channel.audience))
      conditions.push(
        `every message to ${c.channel.audience} goes by ${c.channel.channel}, never e-mail, with each one's agreement to be messaged there recorded when they register`,
      );
    if (c.spoken && reachesPeople(about, c.spoken.who))
      conditions.push(
        `a person still speaks to every ${c.spoken.who} before ${c.spoken.by} receive them: AI prepares the call and never replaces it, so the pilot is judged on the minutes each call takes, never on calls removed`,
      );
    if (c.paybackMonths)
      conditions.push(
        `it pays for itself within ${paybackWindow(c.paybackMonths)} of starting: its cost and set-up hours are counted against what it saves, and it stops at its review if it cannot`,
      );
  }
  return conditions;
}

/**
 * The first phase's approval step under a vendor rule: who approves, with what; null without one.
 * "Put each new vendor that would touch residents' data to the condo boards for approval …"
 */
export function vendorApprovalStep(ctx: Context): string | null {
  const gate = ctx.constraints.find((c) => c.id === "vendor-approval");
  if (!gate) return null;
  if (gate.everyTool)
    return `Put each tool through ${gate.approver} before anyone uses it, the approved assistant first, with its terms on data use, hosting and retention and the pilot it is for${gate.leadTime ? ` (allow ${gate.leadTime.text})` : ""}; no pilot starts on a tool that has not passed`;
  // A review that takes months starts as soon as a vendor is chosen, not when its pilot is due.
  if (/^your /.test(gate.approver ?? ""))
    return `Submit each new vendor to ${gate.approver} as soon as it is chosen, with its terms on data use, hosting and retention and the pilot it is for${gate.leadTime ? `: the review takes ${gate.leadTime.text}, so` : ";"} no pilot on a new vendor starts before it passes; tools already in place come first`;
  return `Put each new vendor that would touch ${gate.data} to ${gate.approver} for approval, with its terms on data use, hosting and retention and the pilot it is for, before that pilot starts${gate.leadTime ? ` (allow ${gate.leadTime.text})` : ""}; tools already in place come first`;
}

/** A dependency that already asks each person's consent ("Consent from each resident, or …"). */
const CONSENT =
  /\bconsent (?:from|of) (?:each|every)\b|\beach\b[^;.]{0,60}?['’]s consent\b|\bconsentement de chaque\b/i;

/** A dependency with the conditions added, or the dependency alone. */
export function withConditions(
  dependsOn: string | undefined,
  conditions: readonly string[],
): string | undefined {
  // The consent rule is not said twice in one sentence (review r22).
  const kept = CONSENT.test(dependsOn ?? "")
    ? conditions.filter((c) => !CONSENT.test(c))
    : conditions;
  const all = [dependsOn?.replace(/[.\s]+$/, ""), ...kept].filter(Boolean) as string[];
  return all.length ? capitalise(all.join("; ")) : undefined;
}
