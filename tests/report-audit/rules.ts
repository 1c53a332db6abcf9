import {
  departmentOptions,
  labelOf,
  type Department,
  type Industry,
} from "@/model/assessment/options";
import { unsupportedClaims } from "@/capabilities/report/anthropic/claims";
import { buildContext } from "@/capabilities/report/builtin/context";
import { customerFacingPlan } from "@/capabilities/report/builtin/risk-signals";
import { jurisdictionOf } from "@/capabilities/report/content/jurisdictions";
import { meaningful } from "@/capabilities/report/builtin/text";
import type { GenerationInput } from "@/capabilities/report/generation-input";
import type { ReportData } from "@/model/documents/report-schemas";
import type { FollowUpQuestionsContent, RoadmapContent } from "@/model/documents/roadmap-schemas";
import { constraintViolations } from "./constraint-rules";
import { regulatorViolations } from "./regulator-rules";
import { familyFitViolations, familyOwnLineViolations } from "./family-rules";
import { measureViolations } from "./measure-rules";
import { priceViolations } from "./price-rules";
import { durationViolations } from "./duration-rules";
import { kindWordViolations } from "./kind-words-rules";
import { quoteViolations } from "./quote-rules";

/**
 * The rules a report must keep, each found broken in real trials (issue 12): a wish read as a
 * fact, advice that chases points, the executive's own words left unanswered, template seams,
 * laws of the wrong province, regulators of the wrong profession (regulator-rules.ts). Each rule
 * reads the documents' text and the answers.
 */

export interface Violation {
  rule: string;
  detail: string;
}

export interface AuditedDocuments {
  reportData: ReportData;
  roadmap: RoadmapContent;
  /** The follow-up questions, where the audit has them: they time a pilot too. */
  followUp?: FollowUpQuestionsContent;
}

type Located = { path: string; text: string };

/**
 * Every string of a document, with where it sits. The rules read the same documents many
 * times over, so each object's list is kept (frozen: the documents are never changed).
 */
export function strings(value: unknown, path = ""): readonly Located[] {
  if (typeof value === "string") return [{ path, text: value }];
  if (!value || typeof value !== "object") return [];
  let byPath = walked.get(value);
  if (!byPath) walked.set(value, (byPath = new Map()));
  let found = byPath.get(path);
  if (!found) {
    const out: Located[] = [];
    collect(value, path, out);
    byPath.set(path, (found = Object.freeze(out)));
  }
  return found;
}
const walked = new WeakMap<object, Map<string, readonly Located[]>>();

function collect(value: unknown, path: string, out: Located[]): void {
  if (typeof value === "string") out.push({ path, text: value });
  else if (Array.isArray(value)) value.forEach((v, i) => collect(v, `${path}[${i}]`, out));
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) collect(v, path ? `${path}.${k}` : k, out);
}

/** Catalogue facts are not the generator's prose: a tool's own description may say anything. */
export const isProse = (path: string) =>
  !/\.(name|url|pricing|description|category|industryExampleSource)$/.test(path) ||
  /familyStrategies|solutionLandscape|childSafety|familyBestPractices/.test(path);

const IMPLAUSIBLE: Partial<Record<Industry, readonly Department[]>> = {
  education: ["product", "supply_chain", "sales"],
  consulting: ["supply_chain", "product"],
  "real-estate": ["supply_chain", "product"],
  healthcare: ["product", "supply_chain", "sales"],
  "food-services": ["product"],
  "travel-hospitality-tourism": ["product", "supply_chain"],
  technology: ["supply_chain"],
  "financial-services": ["supply_chain"],
};
/** Advice to create what the executive said is already in place. */
export const ALREADY_IN_PLACE: { element: string; advice: RegExp }[] = [
  {
    element: "internal_champions",
    advice: /\b(?:build|create|name|start) (?:a |an )?(?:internal )?(?:AI )?champions?\b/i,
  },
  {
    element: "ai_policy",
    advice: /\b(?:publish|write|draft) (?:a |an |the )?(?:one-page )?AI (?:use )?policy\b/i,
  },
  {
    element: "steering_committee",
    advice: /\b(?:form|set up|create) (?:a |an )?(?:AI )?steering\b/i,
  },
  { element: "dedicated_budget", advice: /\bset aside (?:a )?dedicated AI budget\b/i },
];

/** A stated problem put off rather than given a first step: "to be scoped with you", "scoped together". */
const DEFERRED_TO_SCOPING =
  /\bto be scoped\b|\bscoped (?:with you|together)\b|\b(?:we will|we'll) scope\b|\bscope (?:this|it|them) with you\b/i;

/**
 * A problem the executive put a sum of money on, given the step to measure it rather than a pilot
 * (review r19): "Measure your own problem before any pilot on it: … “Claims cost us $400k a year”".
 */
const COSTED_BUT_SCOPED =
  /\bbefore any pilot on (?:it|them)\b[^“]*“[^”]*(?:\b(?:cost\w*|los[est]\w*|lost|claims?|penalt\w*|fines?|tying up|tied up|write-?offs?|written off)\b[^”]*(?:\$\s?\d|\d\s?\$)|(?:\$\s?\d|\d\s?\$)[^”]*\b(?:cost\w*|los[est]\w*|lost|claims?|penalt\w*|fines?|tying up|tied up|write-?offs?|written off)\b)[^”]*”/i;

/** Money lost to the weather or a market is context to scope, no pilot's measure. */
const OUTSIDE_CAUSE =
  /(?<!\p{L})(?:weather|ice|froze|freeze-?up|snow\w*|rain\w*|drought|floods?|wildfires?|smoke|hail|storms?|tariffs?|exchange rates?|interest rates?|recession|pandemic|covid|strikes?)(?!\p{L})/iu;

/** A group the executive is to form, sized from the headcount: "a pilot group of 50", "one per 60 staff". */
const SIZED_BY_HEADCOUNT =
  /\b(?:pilot|working|steering) group of \d|\bone (?:per|for every) \d+ (?:staff|employees|people)\b|\bthe \d+ members of the leadership team\b/i;

export function auditDocuments(input: GenerationInput, docs: AuditedDocuments): Violation[] {
  const ctx = buildContext(input);
  const found: Violation[] = [];
  const flag = (rule: string, detail: string) => found.push({ rule, detail });
  const all = [...strings(docs.reportData, "report"), ...strings(docs.roadmap, "roadmap")].filter(
    (s) => isProse(s.path),
  );
  // The same readings the report is written from: claims of use, the province, a chatbot plan.
  const province = jurisdictionOf(ctx.answers).province;
  const outsideBc = province !== null && province !== "BC";
  const chatbotPlanned = customerFacingPlan(ctx) !== null;

  for (const { path, text } of all) {
    for (const claim of unsupportedClaims(text, ctx))
      flag("claim of use the answers do not support", `${path}: "${claim.match}"`);
    const points = text.match(/\(?\+\d+ points?\)?/i);
    if (points) flag("advice that chases points", `${path}: "${points[0]}"`);
    const sized = text.match(SIZED_BY_HEADCOUNT);
    if (sized) flag("team sized from the headcount", `${path}: "${sized[0]}"`);
    const deferred = text.match(DEFERRED_TO_SCOPING);
    if (deferred) flag("own words left unanswered", `${path}: "${deferred[0]}"`);
    const costed = text.match(COSTED_BUT_SCOPED);
    if (costed && !OUTSIDE_CAUSE.test(costed[0]))
      flag("costed problem given no pilot", `${path}: "${costed[0].slice(0, 160)}"`);
    for (const [, quoted] of text.matchAll(/“([^”]{1,40})”/g)) {
      if (!meaningful(quoted) && quoted.split(" ").length <= 3)
        flag("placeholder quoted as an answer", `${path}: “${quoted}”`);
    }
    for (const department of IMPLAUSIBLE[ctx.industry] ?? []) {
      const name = labelOf(departmentOptions, department);
      if (!ctx.focusDepartments.includes(department) && new RegExp(`\\b${name}\\b`).test(text))
        flag("department that does not fit the industry", `${path}: "${name}"`);
    }
    for (const { element, advice } of ALREADY_IN_PLACE) {
      const match = ctx.elements.includes(element as never) && text.match(advice);
      if (match) flag("advice to create what is in place", `${path}: "${match[0]}"`);
    }
    if (outsideBc && /British Columbia's Personal Information|BC PIPA/i.test(text))
      flag("law of the wrong province", `${path}: BC PIPA for a head office outside BC`);
    if (!chatbotPlanned && /Moffatt/i.test(text))
      flag("chatbot ruling without a chatbot", `${path}: Moffatt v. Air Canada`);
  }

  found.push(...constraintViolations(ctx, docs, all));
  found.push(...regulatorViolations(ctx, all));
  found.push(...kindWordViolations(ctx, all));
  found.push(...familyFitViolations(docs.reportData));
  found.push(...familyOwnLineViolations(docs.reportData, ctx.answers.householdAiUseOther));
  found.push(...measureViolations(docs.reportData, docs.roadmap));
  found.push(...priceViolations(docs.reportData));
  found.push(...durationViolations(input, docs));
  found.push(...quoteViolations(all));

  const rules = ctx.answers.rulesForChildren;
  const family = docs.reportData.familyStrategies;
  if (family && rules === "enforced") {
    for (const r of family.childSafetyRecommendations) {
      if (
        /make (?:the )?informal|set (?:three |clear )?(?:family |household )?rules|agree (?:on )?rules/i.test(
          `${r.title} ${r.description}`,
        )
      )
        flag("rule-making advice to a family with enforced rules", r.title);
    }
  }
  const concerns = (ctx.answers.childAiConcerns ?? []).filter((c) => c !== "none");
  if (family && !concerns.length) {
    for (const p of family.familyBestPractices) {
      if (/\b(ages?|years?|children|teens?|kids)\b/i.test(p.ageGroup))
        flag("child age group without a child concern", p.ageGroup);
    }
  }
  // An age band is a condition unless the family stated an age in it ("Your 11-year-old").
  for (const p of family?.familyBestPractices ?? [])
    if (/^(?:under \d+|\d+ to \d+)$/i.test(p.ageGroup.trim()))
      flag("children's ages assumed", p.ageGroup);
  return found;
}
