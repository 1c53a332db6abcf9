import { confidentialRules, type ConstraintId } from "@/lib/report/content/constraints";
import type { CatalogueTool, ChallengeApplication } from "@/lib/report/content/types";
import type { StatedConstraint } from "./constraints";
import type { Context } from "./context";
import { jurisdictionOf } from "@/lib/report/content/jurisdictions";
import { doesWork } from "@/lib/report/content/tool-work";
import { toolCatalogue } from "@/lib/report/content/tools";
import { consentCondition, paidFor } from "./constraint-gates";
import { monthlyCostCad, roundCad } from "./cost";
import { agreementEndCondition, leadTimeCondition } from "./decision-calendar";
import { riskSignals } from "./risks";
import { makesDecisionRuledOut } from "./red-lines";
import { safeUseOf } from "./safe-use";
import { applicationFor } from "./shared";
import { capitalise, joinWords, lowerFirst, possessive } from "./text";

/**
 * What the executive's constraints (constraints.ts) do to the report: a tool that breaks one is
 * never recommended; a pilot that records people is done without recording, or replaced by the
 * challenge's next one; a pilot where the union or people's consent applies says how it is
 * agreed first. The report says which constraints it read, in the executive's words.
 */

export const stated = (constraints: readonly StatedConstraint[], id: ConstraintId): boolean =>
  constraints.some((c) => c.id === id);

/** Whether a tool breaks one stated constraint. Consent and a union change how it is used, not whether. */
export function breaks(tool: CatalogueTool, c: StatedConstraint, ctx: Context): boolean {
  const regions = tool.dataRegions ?? [];
  switch (c.id) {
    case "canada-only":
    case "ocap":
      return !regions.includes("canada") && !regions.includes("own-computers");
    case "no-us-hosting":
      // A vendor that publishes no region outside the US is treated as hosting in the US.
      return regions.length === 0;
    case "no-recording":
      return tool.records === true;
    case "no-budget":
      return !paidFor(tool, ctx) && tool.price.kind !== "included" && tool.price.kind !== "free";
    case "budget-cap":
      return !paidFor(tool, ctx) && monthlyCostCad(ctx, tool)[0] * 12 > (c.amountCad ?? 0);
    case "no-customer-ai":
    case "professional-review":
      // Nothing reaches a client before the licensed person has reviewed it.
      return tool.answersCustomers === true;
    case "confidential":
      // No AI agent answers the clients whose details must be kept out of AI tools; a hosted
      // coding assistant would take the code in; a recorder takes in client calls.
      if (c.rule === "code")
        return /coding/i.test(tool.category) && !regions.includes("own-computers");
      if (c.rule === "client-consent" && tool.records === true) return true;
      // Material kept on site, or off clouds the clients have not approved: no cloud tool whose
      // work takes it in (a recorder, a camera system, an agent answering the clients).
      if ((c.rule === "on-site" || c.rule === "cloud") && !regions.includes("own-computers"))
        return holdsTheMaterial(tool, c.rule);
      // The tools the rule names, and any with a free plan where it rules out free tools.
      if (c.tools?.includes(tool.name)) return true;
      if (c.freeTools && (tool.price.kind === "free" || /^free tier/i.test(tool.pricing)))
        return !paidFor(tool, ctx);
      return tool.answersCustomers === true;
    case "never-named":
      return c.tools?.includes(tool.name) ?? false;
    case "no-ai-decision":
      // A tool built to make the decision itself (screening, credit underwriting), not to prepare it.
      return makesDecisionRuledOut({ application: `${tool.category}. ${tool.description}` }, [c]);
    case "consent":
    case "union":
    case "data-ownership":
    case "spending-approval":
    case "vendor-approval":
    case "safety-signoff":
    case "approval-threshold":
    case "language":
    case "no-ai-imagery":
      return false;
  }
}

/**
 * A cloud tool whose work takes in the material a rule keeps off clouds: it records, sees or
 * answers the clients; where everything stays on site, it also moves or translates the records.
 * A desk assistant is kept, used only on work that holds none of it (respectNote).
 */
const holdsTheMaterial = (tool: CatalogueTool, rule: "on-site" | "cloud"): boolean =>
  tool.records === true ||
  tool.answersCustomers === true ||
  doesWork(tool, "recording") ||
  doesWork(tool, "vision") ||
  (rule === "on-site" &&
    (doesWork(tool, "automation") || /translation|practice management/i.test(tool.category)));

/** New yearly spending on these tools, in C$, at the top of each estimate; what is paid for adds nothing. */
export const newYearlySpendCad = (tools: readonly CatalogueTool[], ctx: Context): number =>
  tools.filter((t) => !paidFor(t, ctx)).reduce((sum, t) => sum + monthlyCostCad(ctx, t)[1] * 12, 0);

/**
 * A tool's new spending set against the ceiling the executive stated, for its cost line ("C$28 a
 * month of the C$50 a month you set for all new AI spending"); null without a ceiling or new spending.
 */
export function againstCap(tool: CatalogueTool, ctx: Context): string | null {
  const cap = ctx.constraints.find((c) => c.id === "budget-cap")?.cap;
  if (!cap || paidFor(tool, ctx)) return null;
  const [low] = monthlyCostCad(ctx, tool);
  if (!low) return null;
  const spend = cap.endsWith("a month")
    ? `C$${roundCad(low)} a month`
    : `C$${roundCad(low * 12)} a year`;
  return `${spend} of the ${cap} you set for all new AI spending`;
}

/** A stated yearly ceiling caps the tools' new spending together, not each tool's. */
export function withinCeiling(tools: readonly CatalogueTool[], ctx: Context): boolean {
  const ceiling = ctx.constraints.find((c) => c.id === "budget-cap")?.amountCad;
  return ceiling === undefined || newYearlySpendCad(tools, ctx) <= ceiling;
}

/** The first stated constraint the tool breaks, if any. */
export const brokenBy = (tool: CatalogueTool, ctx: Context): StatedConstraint | undefined =>
  ctx.constraints.find((c) => breaks(tool, c, ctx));

/** Below this yearly ceiling (C$), installed hardware (cameras, sensors, scales) is out of reach. */
const HARDWARE_FLOOR_CAD = 5_000;

/** No budget, or a ceiling below what installed hardware costs a year. */
const tooSmallForHardware = (constraints: readonly StatedConstraint[]) =>
  constraints.some(
    (c) =>
      c.id === "no-budget" || (c.id === "budget-cap" && (c.amountCad ?? 0) < HARDWARE_FLOOR_CAD),
  );

/**
 * Work the constraints rule out as it stands: it records people, AI answers customers, or it
 * needs hardware a stated budget cannot buy.
 */
export const ruledOut = (
  work: { records?: true; answersCustomers?: true; hardware?: true },
  constraints: readonly StatedConstraint[],
): boolean =>
  (work.hardware === true && tooSmallForHardware(constraints)) ||
  (work.records === true &&
    (stated(constraints, "no-recording") ||
      constraints.some(
        (c) => c.id === "confidential" && (c.rule === "on-site" || c.rule === "cloud"),
      ))) ||
  (work.answersCustomers === true &&
    (stated(constraints, "no-customer-ai") ||
      constraints.some((c) => c.id === "confidential" && c.rule !== "code") ||
      stated(constraints, "professional-review")));

/** Coding work where source code may not leave: "AI coding assistants" -> "Self-hosted AI coding assistants". */
const selfHosted = (application: string): string =>
  /(?:AI )?coding assistants?/.test(application)
    ? capitalise(application.replace(/(?:AI )?coding assistants?/, (m) => `self-hosted ${m}`))
    : `${application}, on a self-hosted model`;

/**
 * A challenge's applications as the constraints allow: work that records people done with
 * nobody recorded (or dropped, so the next application leads), AI answering customers dropped.
 */
export function allowedApplications(
  applications: readonly ChallengeApplication[],
  constraints: readonly StatedConstraint[],
): ChallengeApplication[] {
  const codeKept = constraints.some((c) => c.id === "confidential" && c.rule === "code");
  const offClouds = constraints.some(
    (c) => c.id === "confidential" && (c.rule === "on-site" || c.rule === "cloud"),
  );
  const noImages = stated(constraints, "no-ai-imagery");
  return applications.flatMap((app) => {
    if (codeKept && app.work === "coding")
      return [{ ...app, application: selfHosted(app.application) }];
    // Cameras on the line see what the clients keep off clouds: the images stay on site.
    if (offClouds && app.work === "vision")
      return [
        { ...app, application: `${app.application}, on a system that keeps every image on site` },
      ];
    // What AI images never show is shown as it is: the work keeps to words, or goes.
    if (noImages && app.depicts) {
      const { depicts: _depicts, undepicted, ...rest } = app;
      void _depicts;
      return undepicted ? [{ ...rest, application: undepicted, work: "drafting" as const }] : [];
    }
    // Vision work needs cameras installed.
    const hardware = app.hardware ?? (app.work === "vision" ? true : undefined);
    // A decision the executive keeps for a person is no work for AI to take on.
    if (makesDecisionRuledOut(app, constraints)) return [];
    if (!ruledOut({ ...app, hardware }, constraints)) return [app];
    if (app.answersCustomers || !app.unrecorded) return [];
    const { records: _records, unrecorded, ...rest } = app;
    void _records;
    return [{ ...rest, application: unrecorded }];
  });
}

/** Words that name no particular work: everyone's job, the statement's own verbs. */
const ANY_WORK = new Set(
  (
    "staff employees employee workers worker people team teams members plant shop floor company " +
    "everyone anyone anyone's office work works working jobs duties roles change changes tool " +
    "tools software technology system systems anything everything their employés travailleurs " +
    "personnel équipes travail outil outils"
  ).split(" "),
);
/** Who is unionised ("Our field crews are unionised") and what the union guards ("touches timesheets or monitoring"). */
const UNION_COVERS = [
  /((?:\p{L}+\s+){0,2}\p{L}+)\s+(?:are|is|sont|est)\s+(?:unionis|unioniz|syndiqu)/iu,
  /\b(?:touch(?:es|ing)?|affect(?:s|ing)?|involv\w*|concern\w*|changes? to|touche\w*)\s+([^.;,:]+)/iu,
];
const stem = (word: string) =>
  word
    .toLowerCase()
    .replace(/(?:ies|es|s)$/, "")
    .slice(0, 6);
const wordsOf = (text: string) => text.match(/\p{L}{4,}/gu) ?? [];
const RECORDS_PEOPLE = /monitor|surveil|record|track|camera|enregistr/i;
/** Work that puts monitoring technology on the floor: cameras, sensors, tracking people. */
const MONITORS_PEOPLE =
  /\b(?:cameras?|caméras?|vision|visual|sensors?|capteurs?|monitor\w*|surveil\w*|track(?:s|ing|ed)? (?:staff|workers|people|employees|drivers)|gps|wearables?|telematics)\b/iu;

/**
 * Whether the union's statement covers this work: the people and the work it names (field
 * crews, timesheets, monitoring) are what the work touches, or it names none and so covers every
 * change. `about` is the work described in words: its application, the executive's words.
 */
export function unionCovers(about: string, records: boolean, ctx: Context): boolean {
  const statements = ctx.constraints.filter((c) => c.id === "union");
  // An agreement on new monitoring technology covers only work that watches people.
  if (statements.length && statements.every((c) => c.monitoringOnly))
    return records || MONITORS_PEOPLE.test(about);
  const named = statements
    .flatMap((c) => UNION_COVERS.map((pattern) => c.quote.match(pattern)?.[1] ?? ""))
    .flatMap(wordsOf)
    .filter((w) => !ANY_WORK.has(w.toLowerCase()));
  if (!named.length) return statements.length > 0;
  if (records && named.some((w) => RECORDS_PEOPLE.test(w))) return true;
  const touched = new Set(wordsOf(about).map(stem));
  return named.some((w) => touched.has(stem(w)));
}

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
 * ("the Otter.ai trial", "the pilot on “…”"); `about` describes it, for the union's cover.
 */
export function conditionsFor(
  work: string,
  records: boolean,
  ctx: Context,
  about: string = work,
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
  const review = leadTimeCondition(ctx);
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
  const consent = ctx.constraints.find((c) => c.id === "consent");
  if (records && consent && !consent.consentOf)
    conditions.push(
      `each person's consent is asked and noted before ${named} records them, and whoever declines is not recorded`,
    );
  // Consent to AI on their information, not to being recorded: asked before their details go in.
  const agreed = consent?.consentOf && consentCondition(work, ctx);
  if (agreed) conditions.push(agreed);
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

/**
 * AI tools already in use that a residency rule reaches: a tool the executive or staff use whose
 * every catalogue plan keeps data outside Canada (or in the US), named as the answers name it.
 */
export function inUseAgainstResidency(ctx: Context): string[] {
  const rule = ctx.constraints.find((c) => c.class === "residency" || c.id === "ocap");
  if (!rule) return [];
  const named = [...new Set([...ctx.inPlace.map((t) => t.name), ...ctx.toolLabels])];
  // "ChatGPT" beside "ChatGPT Business" is the same tool, named once by its plan.
  const once = named.filter((n) => !named.some((o) => o !== n && o.startsWith(`${n} `)));
  return once.filter((name) => {
    // A tool the answers say is used without client details is kept to the rule already.
    if (safeUseOf(ctx.answers, name, once)) return false;
    const plans = toolCatalogue.filter((t) => t.name.toLowerCase().includes(name.toLowerCase()));
    return plans.length > 0 && plans.every((t) => breaks(t, rule, ctx));
  });
}

/** The early review of tools in use under a residency rule; null when none is reached. */
export function residencyReview(ctx: Context): string | null {
  const tools = inUseAgainstResidency(ctx);
  const rule = ctx.constraints.find((c) => c.class === "residency" || c.id === "ocap");
  if (!tools.length || !rule) return null;
  return `Review the use of ${joinWords(tools)} against your rule (you wrote “${rule.quote}”): ${tools.length > 1 ? "they are" : "it is"} hosted outside Canada, so no client data goes into ${tools.length > 1 ? "them" : "it"} until a plan hosted in Canada replaces ${tools.length > 1 ? "them" : "it"} for that work`;
}

/** A dependency with the conditions added, or the dependency alone. */
export function withConditions(
  dependsOn: string | undefined,
  conditions: readonly string[],
): string | undefined {
  const all = [dependsOn?.replace(/[.\s]+$/, ""), ...conditions].filter(Boolean) as string[];
  return all.length ? capitalise(all.join("; ")) : undefined;
}

/** The confidential-material rule as it applies to a kept tool; null when none applies. */
export function confidentialNote(tool: CatalogueTool, ctx: Context): string | null {
  const rule = ctx.constraints.find((c) => c.id === "confidential")?.rule;
  // A model on the company's own computers keeps the material where it is.
  const note = rule && confidentialRules[rule].note;
  if (!note || tool.dataRegions?.includes("own-computers")) return null;
  return note.replace("{tool}", tool.name).replace("{company's}", possessive(ctx.company));
}

/**
 * How a kept tool respects the constraints, as sentences for its use case; null when none applies.
 * The confidential rule is the same for every tool: without `sayRule` it is left to the first.
 */
export function respectNote(tool: CatalogueTool, ctx: Context, sayRule = true): string | null {
  const notes: string[] = [];
  if (tool.records && stated(ctx.constraints, "consent"))
    notes.push(
      `${tool.name} records only people who have agreed: consent is asked and noted before each recording, and whoever declines is not recorded.`,
    );
  const rule = sayRule ? confidentialNote(tool, ctx) : null;
  if (rule) notes.push(rule);
  return notes.length ? notes.join(" ") : null;
}

/**
 * The constraints the report read, in the words that state them: "“Staff refuse to have
 * appointments recorded”". Null when the executive stated none.
 */
export function respectedLine(ctx: Context): string | null {
  const quotes = [...new Set(ctx.constraints.map((c) => c.quote))];
  if (!quotes.length) return null;
  // The executive's words alone: a label of ours beside them would restate the rule in other words.
  return `What this report respects, in your words: ${quotes.map((q) => `“${q}”`).join("; ")}.`;
}
