import type { AssessmentInput } from "@/model/assessment/schemas";
import { confidentialRules, constraintSignals } from "@/capabilities/report/content/constraints";
import { THEME_FIELDS, type ThemeField } from "@/capabilities/report/content/themes";
import { publicToolRespect } from "./confidential-wording";
import { readableClauses } from "./free-text";
import { compileSignal, sightingIn } from "./recogniser";
import { decisionRespect } from "./red-lines";
import { leadTimeOf, meetingMonthOf, statedRulesIn } from "./stated-rules";
import { statedUsesIn } from "./stated-uses";
import { redLinesIn } from "./stated-red-lines";
import { bylineRulesIn } from "./stated-byline-rule";
import { designRulesIn } from "./stated-design-rules";
import { verifiedAnswersIn } from "./stated-verified-answers";
import { customerTermsIn } from "./stated-customer-terms";
import { dutiesIn } from "./stated-duties";
import {
  RECORDING_CONSENT,
  cloudRespect,
  consentOf,
  consentRespect,
  recordingLimits,
  vendorReviewOf,
} from "./constraint-respects";
import { sentencesOf } from "./theme-patterns";
import { quoteFor } from "./quote-for";
import { meaningful, shortAnswer } from "./text";
import {
  FREE,
  confidentialRuleOf,
  holdingSystemOf,
  keptInSystem,
  keptInSystemMaterial,
  materialKeptFromAi,
  outOfNamedTools,
} from "./confidential-subject";
import {
  approverIn,
  boardIn,
  ownersIn,
  reviewerIn,
  signerIn,
  vendorApproverIn,
  vendorDataIn,
} from "./rule-parties";
import { PER_PROJECT, capAsStated, capScope, yearlyAmount } from "./spending-cap";
import type { StatedConstraint } from "./stated-constraint";
import {
  firstTo,
  evaluationBarred,
  monitoringOnly,
  noticeDaysIn,
  noticeElsewhere,
  noticeWordsIn,
  unionRespect,
} from "./union-statements";
import { namedTools, vendors } from "./vendor-refusals";

/**
 * The constraints the executive states in the free-text answers (content/constraints.ts): data
 * kept in Canada or out of the US, nobody recorded, consent first, OCAP for a Nation's data, a
 * union, no budget or a ceiling, and "never" or "won't" about AI answering customers or a named
 * vendor, in English and French. Each keeps the words that state it, like a theme.
 */

/** A review rule whose subject is every tool, not a vendor: "tout outil doit passer par…", "every tool must go through…". */
const EVERY_TOOL =
  /(?<!\p{L})(?:(?:tout|chaque)\s+(?:nouvel?\s+|nouveau\s+)?(?:outil|logiciel|système|application)|(?:any|every|each|all)\s+(?:new\s+)?(?:\w+\s+)?(?:tools?|software|systems?|apps?)|(?:any|every|each|all)\s+AI(?!\s+(?:vendors?|suppliers?|providers?)))(?!\p{L})/iu;

/**
 * A rule on the tools that touch some work only ("any tool that touches incident reports"); one on
 * the tools that touch the business's data ("any AI that touches member data") holds every tool.
 */
const SCOPED =
  /\b(?:that|which) (?:touch|touches|handles?|involves?|affects?)\b(?!\s+(?:[\p{L}'’]+\s+)?(?:data|information|records|files)\b)/iu;

/** A refusal the words say was only at the start: "at first", « au début ». */
const SETTLED = /(?<!\p{L})(?:at first|initially|in the beginning|au début|au départ)(?!\p{L})/iu;

/** A constraint's quotation may run longer than a theme's: the whole sentence that states it. */
const CONSTRAINT_QUOTE_MAX = 320;

const compiled = constraintSignals.map((signal) => ({ signal, recogniser: compileSignal(signal) }));

/**
 * An answer without the sentences that state a constraint: what is left describes problems to
 * solve, where the constraints are rules to keep (a refusal is no obstacle to remove, and no
 * evidence for a tool or a risk). Null when nothing is left.
 */
export function withoutConstraints(
  text: string | null,
  field: ThemeField,
  constraints: readonly StatedConstraint[],
): string | null {
  if (!text) return null;
  const stated = constraints.filter((c) => c.field === field);
  // A sentence the rule's quotation holds whole (a notice stated after it) is the rule's too.
  const kept = sentencesOf(text).filter(
    (s) =>
      !stated.some((c) => s.includes(c.clause) || c.quote.includes(s.trim().replace(/[.;]+$/, ""))),
  );
  return kept.length ? kept.join(" ") : null;
}

/** The vendors a clause rules out by name, with the name as written and their catalogue tools. */
function namedRefusals(text: string, field: ThemeField, clause: string): StatedConstraint[] {
  return vendors.flatMap(({ pattern, tools }) => {
    const match = pattern.exec(clause);
    const name = match?.[1] ?? match?.[2];
    return name && tools.length
      ? [
          {
            id: "never-named" as const,
            class: "never" as const,
            field,
            clause,
            quote: quoteFor(text, clause, CONSTRAINT_QUOTE_MAX),
            evidence: [match![0]],
            respect: `nothing from ${name}`,
            themes: [],
            tools,
          },
        ]
      : [];
  });
}

/** What a union's cost is said with: its raises squeeze a margin, a budget, the costs. */
const UNION_COST =
  /(?<!\p{L})(?:squeez\p{L}*|margins?|wages?|raises?|increases?|costs?|(?:a|per) year|hausses?|salaires?|coûts?)(?!\p{L})/iu;
/** What makes a union sentence a rule or a worry the plan must respect. */
const UNION_RULE =
  /(?<!\p{L})(?:requir\p{L}*|must|notice|consult\p{L}*|grievances?|approv\p{L}*|won['’]t|will not|refus\p{L}*|said no|object\p{L}*|worr\p{L}*|concern\p{L}*|fear\p{L}*|cameras?|monitor\p{L}*|surveil\p{L}*|exig\p{L}*|doit|doivent|préavis|craint\p{L}*|inquiet\p{L}*)(?!\p{L})/iu;

/**
 * A union named for what its agreement costs ("Fuel, insurance and the new Teamsters agreement
 * (3.5% a year for four years) are squeezing a 4% operating margin", review r29) states no rule.
 */
const unionCostOnly = (sentence: string): boolean =>
  UNION_COST.test(sentence) && !UNION_RULE.test(sentence);

function constraintsIn(text: string, field: ThemeField): StatedConstraint[] {
  const clauses = readableClauses(text, field);
  const found: StatedConstraint[] = [];
  for (const { signal, recogniser } of compiled) {
    const sighting = sightingIn(clauses, recogniser);
    if (!sighting) continue;
    const amountCad =
      signal.id === "budget-cap" ? yearlyAmount(sighting.evidence[0]!, sighting.clause) : undefined;
    if (signal.id === "budget-cap" && !amountCad) continue;
    // "refused to have consults recorded at first" (review r28): a refusal since settled.
    if (signal.id === "no-recording" && SETTLED.test(sighting.clause)) continue;
    const cap = amountCad ? capAsStated(amountCad, sighting.clause) : undefined;
    const sentence = sentencesOf(text).find((s) => s.includes(sighting.clause)) ?? sighting.clause;
    if (signal.id === "union" && unionCostOnly(sentence)) continue;
    const review = signal.id === "vendor-approval" ? vendorReviewOf(sentence) : null;
    const namedGate =
      signal.id === "vendor-approval" ? vendorApproverIn(sighting.clause, sentence) : undefined;
    // A review with no approver named ("must pass a third-party risk review") is the gate itself.
    const vendorGate =
      review && namedGate?.approver === "whoever approves new vendors"
        ? { approver: review, several: false }
        : namedGate;
    const leadTime = signal.id === "vendor-approval" ? leadTimeOf(sentence) : null;
    const meeting =
      signal.id === "spending-approval" ||
      signal.id === "vendor-approval" ||
      signal.id === "new-work-approval"
        ? meetingMonthOf(sentence)
        : undefined;
    const approver =
      signal.id === "spending-approval"
        ? approverIn(sentence)
        : signal.id === "new-work-approval"
          ? boardIn(sentence)
          : vendorGate?.approver;
    const data = signal.id === "vendor-approval" ? vendorDataIn(sentence) : undefined;
    // Material kept in a named system ("never leaves Tessitura") goes into no AI tool outside it.
    const system = signal.id === "confidential" ? holdingSystemOf(sighting.clause) : null;
    const rule =
      signal.id === "confidential"
        ? system
          ? ("any-ai" as const)
          : confidentialRuleOf(sighting.evidence, sighting.clause)
        : undefined;
    // Material kept out of a named tool is not a refusal of the vendor: ChatGPT may do other work.
    const named = signal.id === "confidential" ? namedTools(sighting.clause) : undefined;
    const outOfNamed = named ? outOfNamedTools(sighting.clause, named.names) : null;
    const keptFromAi =
      !system && !outOfNamed && rule === "any-ai" ? materialKeptFromAi(sighting.clause) : null;
    const keptIn = system ? keptInSystemMaterial(sighting.clause) : null;
    const kept = system
      ? keptInSystem(keptIn!, system)
      : (outOfNamed ?? (keptFromAi ? `${keptFromAi} entered into no AI tool` : null));
    const owners = signal.id === "data-ownership" ? ownersIn(sentence) : undefined;
    const signer = signal.id === "safety-signoff" ? signerIn(sighting.clause) : undefined;
    const reviewer = signal.id === "professional-review" ? reviewerIn(sighting.clause) : undefined;
    // The notice may be in the answer's next sentence: "The plant is unionised. Any change … 90 days before."
    const noticeDays =
      signal.id === "union" ? (noticeDaysIn(sentence) ?? noticeDaysIn(text)) : null;
    const seenFirstBy = signal.id === "union" ? firstTo(sentence) : undefined;
    found.push({
      id: signal.id,
      class: signal.class,
      field,
      clause: sighting.clause,
      // Only the union's statement takes in the notice said in another sentence.
      quote:
        (signal.id === "union" ? noticeElsewhere(text, sentence) : null) ??
        quoteFor(text, sighting.clause, CONSTRAINT_QUOTE_MAX),
      evidence: sighting.evidence,
      respect: (review && vendorGate?.approver === review
        ? `no new vendor before it passes ${review}${leadTime ? `, which takes ${leadTime.text}` : ""}`
        : signal.respect
      )
        .replace(
          "{confidential}",
          kept ??
            (rule === "public-tool" ? publicToolRespect(sighting.clause) : null) ??
            (rule === "cloud" ? cloudRespect(sighting.clause) : null) ??
            (rule ? confidentialRules[rule].respect : ""),
        )
        .replace("{amount}", cap ?? "")
        .replace("{approver}", approver ?? "")
        .replace("{approves}", vendorGate?.several ? "approve" : "approves")
        .replace("{data}", data ?? "")
        .replace("{owners}", owners ?? "")
        .replace("{signer}", signer ?? "")
        .replace("{consent}", signal.id === "consent" ? consentRespect(sighting.clause) : "")
        .replace("{reviewer}", reviewer ?? "")
        .replace(
          "{decision}",
          signal.id === "no-ai-decision" ? decisionRespect(sighting.clause) : "",
        )
        .replace("{union}", signal.id === "union" ? unionRespect(sentence, noticeDays) : ""),
      themes: signal.themes ?? [],
      ...(amountCad ? { amountCad, cap } : {}),
      ...(amountCad && capScope(sighting.clause) ? { capScope: capScope(sighting.clause) } : {}),
      ...(amountCad && PER_PROJECT.test(sighting.clause) ? { perProject: true as const } : {}),
      ...(noticeDays ? { noticeDays } : {}),
      ...(signal.id === "union" && noticeDays && (noticeWordsIn(sentence) ?? noticeWordsIn(text))
        ? { notice: (noticeWordsIn(sentence) ?? noticeWordsIn(text))! }
        : {}),
      ...(signal.id === "union" && monitoringOnly(sentence)
        ? { monitoringOnly: true as const }
        : {}),
      ...(signal.id === "union" && evaluationBarred(sentence)
        ? { evaluationBarred: true as const }
        : {}),
      ...(keptFromAi ? { keptFromAi } : {}),
      ...(seenFirstBy ? { firstTo: seenFirstBy } : {}),
      ...(approver ? { approver } : {}),
      ...(data ? { data } : {}),
      ...(rule ? { rule } : {}),
      ...(system ? { system, keptIn: keptIn! } : {}),
      ...(named?.tools.length ? { tools: named.tools } : {}),
      ...(named && FREE.test(sighting.clause) ? { freeTools: true as const } : {}),
      ...(owners ? { owners } : {}),
      ...(leadTime ? { leadTime } : {}),
      ...(signal.id === "vendor-approval" &&
      EVERY_TOOL.test(sighting.clause) &&
      !SCOPED.test(sighting.clause)
        ? { everyTool: true as const }
        : {}),
      ...(meeting ? { meeting } : {}),
      ...(signal.id === "consent" && !RECORDING_CONSENT.test(sighting.clause)
        ? { consentOf: consentOf(sighting.clause, sentence) }
        : {}),
      ...(signer ? { signer } : {}),
      ...(reviewer ? { reviewer } : {}),
    });
  }
  // Rules only a whole sentence shows: a threshold and its signer, a meeting, a language, images.
  for (const c of [
    ...statedRulesIn(text, field),
    ...statedUsesIn(text, field),
    ...bylineRulesIn(text, field),
    ...designRulesIn(text, field),
    ...verifiedAnswersIn(text, field),
    ...customerTermsIn(text, field),
  ])
    if (!found.some((f) => f.id === c.id && c.clause.includes(f.clause))) found.push(c);
  // Any other "never" about AI, a duty and an asset, from sentences no narrower rule has read.
  const held = (sentence: string) =>
    found.some((f) => sentence.includes(f.clause) || f.clause.includes(sentence));
  for (const c of [...redLinesIn(text, field), ...dutiesIn(text, field)])
    if (!held(c.clause)) found.push(c);
  const keptOut = new Set(found.filter((c) => c.id === "confidential").map((c) => c.clause));
  for (const { clause } of clauses)
    if (!keptOut.has(clause)) found.push(...namedRefusals(text, field, clause));
  // A broader reading of the same words holds the narrower one (OCAP keeps the data in Canada),
  // in one sentence too: "… into any US-hosted service; if a tool cannot keep data in Canada it is out".
  const covered = (c: StatedConstraint) =>
    found.some(
      (other) =>
        (other.clause === c.clause || other.quote === c.quote) &&
        constraintSignals.find((s) => s.id === other.id)?.covers?.includes(c.id),
    );
  const recorded = withRecordingLimits(found, text);
  // A tender threshold is a procurement rule, never a budget (review r23).
  const tendered = (c: StatedConstraint) =>
    c.class === "budget" &&
    found.some((t) => t.tender && (t.clause.includes(c.clause) || c.clause.includes(t.clause)));
  return recorded.filter((c) => !covered(c) && !tendered(c));
}

/**
 * A consent rule that records with consent ("patients are asked before any session is recorded")
 * makes its "never recorded" a limit on whom it records, never a ban on recording (review r24):
 * the consent keeps the limits in its words.
 */
function withRecordingLimits(found: StatedConstraint[], text: string): StatedConstraint[] {
  const consent = found.find((c) => c.id === "consent" && RECORDING_CONSENT.test(c.clause));
  const ban = found.find((c) => c.id === "no-recording");
  if (!consent || !ban) return found;
  const said = sentencesOf(text).filter(
    (s) => s.includes(consent.clause) || s.includes(ban.clause),
  );
  const limits = recordingLimits(said.join(" "));
  if (!limits.length) return found;
  return found
    .filter((c) => c !== ban)
    .map((c) => (c === consent ? { ...c, respect: [c.respect, ...limits].join("; ") } : c));
}

/**
 * Every statement of a constraint, in every answer that makes it: the sentences no theme, step
 * or risk is made of, even where an earlier answer stated the same constraint.
 */
export function constraintStatements(answers: AssessmentInput): StatedConstraint[] {
  return THEME_FIELDS.flatMap((field) => {
    const text = meaningful(answers[field]) ?? shortAnswer(answers[field]);
    return text ? constraintsIn(text, field) : [];
  });
}

/**
 * Every constraint in the free-text answers, each once (from the first answer that states it;
 * a vendor named in several answers is ruled out once per answer's words).
 */
export function readConstraints(answers: AssessmentInput): StatedConstraint[] {
  const read: StatedConstraint[] = [];
  for (const c of constraintStatements(answers))
    if (!read.some((r) => r.id === c.id && r.respect === c.respect)) read.push(c);
  return read;
}
