import {
  childConcernOptions,
  householdUseOptions,
  labelOf,
  preparednessOptions,
} from "@/model/assessment/options";
import type { AssessmentInput } from "@/model/assessment/schemas";
import {
  capitalise,
  deniesUse,
  hasText,
  inSentence,
  labelsOf,
  meaningful,
  plural,
  realPicks,
} from "./wording";
import { familyAsStated, NO_CHILDREN_AT_HOME } from "./household-words";

type FamilyField =
  | "preparednessLevel"
  | "householdAiUse"
  | "householdAiUseOther"
  | "childAiConcerns"
  | "rulesForChildren";

/** The family step's answers; each may be missing on older rows. */
export type FamilyAnswers = { [K in FamilyField]?: AssessmentInput[K] | null };

export type FamilyRating = "Advanced" | "High" | "Moderate" | "Low";

export interface FamilyBreakdown {
  preparednessScore: number;
  usageScore: number;
  childSafetyScore: number;
  rulesScore: number;
}

export interface FamilyResult {
  /** 0-10 integer. */
  score: number;
  /** "No children at home" was chosen: child safety and rules for children do not apply. */
  noChildrenAtHome: boolean;
  rating: FamilyRating;
  breakdown: FamilyBreakdown;
  summary: string;
}

type Preparedness = NonNullable<FamilyAnswers["preparednessLevel"]>;
type Rules = NonNullable<FamilyAnswers["rulesForChildren"]>;

const PREPAREDNESS_SCORE: Record<Preparedness, number> = { not_at_all: 0, somewhat: 5, fully: 10 };
/** Rules that are difficult to enforce protect no more than informal guidance (issue 34). */
const RULES_SCORE: Record<Rules, number> = { no_rules: 0, informal: 4, difficult: 4, enforced: 10 };
/** Uses 0, 1, 2, 3, 4+: four everyday uses is a household where AI is routine. */
const USAGE_SCORE = [0, 3, 5, 8, 10] as const;
/** Concerns named 0 ('none'), 1, 2, 3+: knowing the risks, out of 6. */
const AWARENESS_SCORE = [2, 4, 5, 6] as const;
/** How far the rules turn that awareness into protection, out of 4. */
const SAFEGUARD_SCORE: Record<Rules, number> = {
  no_rules: 0,
  informal: 2,
  difficult: 2,
  enforced: 4,
};

/** Weights in percent of the overall score. */
export const FAMILY_WEIGHTS = { preparedness: 35, rules: 30, childSafety: 20, usage: 15 } as const;

export { NO_CHILDREN_AT_HOME };

const RULES_PHRASE: Record<Rules, string> = {
  no_rules: "no rules yet for the children's AI use",
  informal: "informal guidelines for the children's AI use",
  difficult: "rules for the children's AI use that are difficult to enforce",
  enforced: "clear, enforced rules for the children's AI use",
};

export function familyRating(score: number): FamilyRating {
  // 6/10 is a middling score: "High" beside it reads as a label that disagrees (issue 34).
  if (score >= 8) return "Advanced";
  if (score >= 7) return "High";
  if (score >= 4) return "Moderate";
  return "Low";
}

const byCount = (table: readonly number[], count: number) =>
  table[Math.min(count, table.length - 1)];

/**
 * A family's AI readiness, or null when the family step was not answered at all. An
 * unanswered question scores 0: there is no evidence of readiness on it.
 */
export function scoreFamily(answers: FamilyAnswers): FamilyResult | null {
  // "Just my partner and me" in the family's words is a household without children.
  const input = familyAsStated(answers);
  const { preparednessLevel: preparedness, rulesForChildren: rules } = input;
  const uses = realPicks(input.householdAiUse);
  const concernsAnswered = (input.childAiConcerns?.length ?? 0) > 0;
  const concerns = realPicks(input.childAiConcerns);
  if (!preparedness && !rules && !uses.length && !concernsAnswered) return null;
  const noChildren = input.childAiConcerns?.includes(NO_CHILDREN_AT_HOME) ?? false;

  const breakdown: FamilyBreakdown = {
    preparednessScore: preparedness ? PREPAREDNESS_SCORE[preparedness] : 0,
    usageScore: byCount(USAGE_SCORE, uses.length),
    // Without children at home these two parts do not apply: 0 here, left out of the score.
    childSafetyScore: noChildren
      ? 0
      : (concernsAnswered ? byCount(AWARENESS_SCORE, concerns.length) : 0) +
        (rules ? SAFEGUARD_SCORE[rules] : 0),
    rulesScore: rules && !noChildren ? RULES_SCORE[rules] : 0,
  };
  const parts = [
    [FAMILY_WEIGHTS.preparedness, breakdown.preparednessScore],
    [FAMILY_WEIGHTS.usage, breakdown.usageScore],
    ...(noChildren
      ? []
      : [
          [FAMILY_WEIGHTS.rules, breakdown.rulesScore],
          [FAMILY_WEIGHTS.childSafety, breakdown.childSafetyScore],
        ]),
  ];
  const weights = parts.reduce((sum, [weight]) => sum + weight, 0);
  const score = Math.round(parts.reduce((sum, [weight, part]) => sum + weight * part, 0) / weights);
  return {
    score,
    noChildrenAtHome: noChildren,
    rating: familyRating(score),
    breakdown,
    summary: summarise(input, uses, concerns),
  };
}

/**
 * "Other" is named by what the family wrote: whole when short, else its first clause or words
 * with "…" ("“Meal planning around what's in the garden…”"), never a placeholder.
 */
function otherUse(input: FamilyAnswers, uses: readonly string[]): string[] {
  const written = uses.includes("other") ? meaningful(input.householdAiUseOther) : null;
  if (!written) return [];
  const whole = written.replace(/\s+/g, " ").replace(/[.\s]+$/, "");
  if (whole.length <= OTHER_QUOTED) return [`“${whole}”`];
  const clause = whole.split(/[,;:.!?(]|\s(?:and|but|which|et|mais)\s/iu)[0]!.trim();
  const words = (clause.length <= OTHER_QUOTED ? clause : whole.slice(0, OTHER_QUOTED))
    .replace(/\s+\S*$/u, (tail) => (clause.length <= OTHER_QUOTED ? tail : ""))
    .replace(/(?:\s+(?:\S{1,2}|with|for|the|and|from|avec|pour|les|des|une))+$/iu, "")
    .trim();
  return words ? [`“${words}…”`] : [];
}

/** The longest "Other" answer the summary quotes whole. */
const OTHER_QUOTED = 60;

function summarise(input: FamilyAnswers, picked: string[], concerns: string[]): string {
  // An "Other" that says the family uses no AI ("We don't use it", or only "Nothing yet") is no
  // use in the summary's words, as in the report's family section (review r12 class 9).
  const written = meaningful(input.householdAiUseOther);
  const denied = deniesUse(written) || (!written && hasText(input.householdAiUseOther));
  const uses = denied ? picked.filter((u) => u !== "other") : picked;
  const { preparednessLevel: preparedness, rulesForChildren: rules } = input;
  const noChildren = input.childAiConcerns?.includes(NO_CHILDREN_AT_HOME) ?? false;
  const first = [
    preparedness ? `${labelOf(preparednessOptions, preparedness)} for AI at home` : "",
    rules && !noChildren ? RULES_PHRASE[rules] : "",
  ].filter(Boolean);
  const second: string[] = [];
  if (uses.length) {
    const names = [
      ...labelsOf(
        householdUseOptions,
        uses.filter((u) => u !== "other"),
      ).map(inSentence),
      ...otherUse(input, uses),
    ];
    // The uses named add up to the count: an "Other" too long to quote is one more.
    if (names.length && names.length < uses.length)
      names.push(
        meaningful(input.householdAiUseOther) ? "one more in the family's words" : "one other",
      );
    const named = names.length ? ` (${names.join(", ")})` : "";
    second.push(`AI helps with ${plural(uses.length, "household task")}${named}`);
  } else if (denied) second.push("the family does not use AI at home");
  if (concerns.length) {
    const names = labelsOf(childConcernOptions, concerns).map(inSentence).join(", ");
    second.push(
      `the family names ${plural(concerns.length, "concern")} about children and AI (${names})`,
    );
  } else if (noChildren) {
    second.push("there are no children at home");
  } else if (input.childAiConcerns?.length) {
    second.push("the family names no particular concerns about children and AI");
  }
  return [first.join(", with "), second.join("; ")]
    .filter(Boolean)
    .map((sentence) => `${capitalise(sentence)}.`)
    .join(" ");
}
