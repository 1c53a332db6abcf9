import { childConcernOptions, householdUseOptions } from "@/model/assessment/options";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { capitalise, inSentence, labelsOf, meaningful, plural, realPicks } from "./wording";
import { householdIncident, type HouseholdIncident } from "./household-incidents";
import {
  householdUseCount,
  householdUses,
  usedForIn,
  usesNamedIn,
  type HouseholdUses,
} from "./household-uses";
import { childrenAsCounted, familyAsStated, NO_CHILDREN_AT_HOME } from "./household-words";

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

/**
 * How prepared the family says it feels, said as its own view: the option's label ("Somewhat
 * prepared") beside the score read as a second rating that disagreed with it (review 16).
 */
const FEELS_PREPARED: Record<Preparedness, string> = {
  not_at_all: "the family does not feel prepared for AI at home",
  somewhat: "the family feels somewhat prepared for AI at home",
  fully: "the family feels fully prepared for AI at home",
};

const RULES_PHRASE: Record<Rules, string> = {
  no_rules: "no rules yet for the children's AI use",
  informal: "informal guidelines for the children's AI use",
  difficult: "rules for the children's AI use that are difficult to enforce",
  enforced: "clear, enforced rules for the children's AI use",
};

/**
 * The highest score of a family whose own words tell of a scam or deepfake that reached it: below
 * "Advanced", whatever its rules, until the steps after it are in place.
 */
export const INCIDENT_CAP = 7;

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
  const uses = householdUses(input);
  const concernsAnswered = (input.childAiConcerns?.length ?? 0) > 0;
  const concerns = realPicks(input.childAiConcerns);
  if (!preparedness && !rules && !realPicks(input.householdAiUse).length && !concernsAnswered)
    return null;
  const noChildren = input.childAiConcerns?.includes(NO_CHILDREN_AT_HOME) ?? false;

  const breakdown: FamilyBreakdown = {
    preparednessScore: preparedness ? PREPAREDNESS_SCORE[preparedness] : 0,
    usageScore: byCount(USAGE_SCORE, householdUseCount(uses)),
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
  const scored = Math.round(
    parts.reduce((sum, [weight, part]) => sum + weight * part, 0) / weights,
  );
  const incident = householdIncident(input.householdAiUseOther);
  const score = incident ? Math.min(scored, INCIDENT_CAP) : scored;
  const capped = score < scored && incident ? ` ${cappedBecause(incident, scored)}` : "";
  return {
    score,
    noChildrenAtHome: noChildren,
    rating: familyRating(score),
    breakdown,
    summary: `${summarise(input, uses, concerns)}${capped}`,
  };
}

/** Why a score the answers put higher is held below "Advanced". */
const cappedBecause = (incident: HouseholdIncident, scored: number): string =>
  `The score is held at ${INCIDENT_CAP}/10, below Advanced (the answers alone score ${scored}/10), because your own words tell of ${
    incident.kind === "scam" ? "a scam" : "a deepfake"
  } that reached ${incident.elder ? "an older relative" : "the family"}; the steps for it come first.`;

/** "Other" in the family's own words when short enough to quote whole, else its first clause with "…". */
function quoted(written: string): string | null {
  const whole = written.replace(/\s+/g, " ").replace(/[.\s]+$/, "");
  if (whole.length <= OTHER_QUOTED) return `“${whole}”`;
  const clause = whole.split(/[,;:.!?(]|\s(?:and|but|which|et|mais)\s/iu)[0]!.trim();
  const words = (clause.length <= OTHER_QUOTED ? clause : whole.slice(0, OTHER_QUOTED))
    .replace(/\s+\S*$/u, (tail) => (clause.length <= OTHER_QUOTED ? tail : ""))
    .replace(/(?:\s+(?:\S{1,2}|with|for|the|and|from|avec|pour|les|des|une))+$/iu, "")
    .trim();
  return words ? `“${words}…”` : null;
}

/** The longest "Other" answer the summary quotes whole. */
const OTHER_QUOTED = 60;

function summarise(input: FamilyAnswers, uses: HouseholdUses, concerns: string[]): string {
  const { preparednessLevel: preparedness, rulesForChildren: rules } = input;
  const noChildren = input.childAiConcerns?.includes(NO_CHILDREN_AT_HOME) ?? false;
  const first = [
    preparedness ? FEELS_PREPARED[preparedness] : "",
    rules && !noChildren
      ? RULES_PHRASE[rules].replace(
          "the children's",
          childrenAsCounted(input.householdAiUseOther ?? "") === "child" ? "the child's" : "$&",
        )
      : "",
  ].filter(Boolean);
  const second: string[] = [];
  const count = householdUseCount(uses);
  if (count) {
    // The family's words are quoted only when they name a use; a story is read for its uses,
    // and what it tells beyond the ticked options is said to be the family's words.
    const picks: string[] = realPicks(input.householdAiUse);
    const labels = (kinds: string[]) => labelsOf(householdUseOptions, kinds).map(inSentence);
    const ticked = [
      ...labels(uses.kinds.filter((kind) => picks.includes(kind))),
      ...(uses.named ? [quoted(uses.named)] : []),
      ...(uses.unread && !meaningful(input.householdAiUseOther) ? ["one other"] : []),
    ].filter(Boolean);
    // Only the family's words, as written, are "in the family's own words": a use read from
    // them ("recipes" from "meal planning around calving") is no quotation of them. The uses the
    // quotation holds are said by it; the others by their names.
    const usedFor = usedForIn(input.householdAiUseOther ?? undefined);
    const inQuote = usedFor ? usesNamedIn(usedFor) : [];
    const toldKinds = uses.kinds.filter((kind) => !picks.includes(kind));
    const quotes = usedFor !== null && [...toldKinds, ...uses.own].some((u) => inQuote.includes(u));
    const told = [
      ...labels(toldKinds.filter((kind) => !quotes || !inQuote.includes(kind))),
      ...uses.own.filter((own) => !quotes || !inQuote.includes(own)),
      ...(uses.unread && meaningful(input.householdAiUseOther) ? ["one more"] : []),
    ];
    const quotation = `in the family's own words, “${usedFor}”`;
    const inWords =
      told.join() === "one more"
        ? "one more in the family's own words"
        : quotes
          ? told.length
            ? `${told.join(", ")}, and, ${quotation}`
            : quotation
          : told.join(", ");
    const and = told.join() === "one more" || !quotes ? "and " : told.length ? "" : "and, ";
    if (quotes) told.push(quotation);
    const names = told.length ? [...ticked, `${ticked.length ? and : ""}${inWords}`] : ticked;
    second.push(`AI helps with ${plural(count, "household task")} (${names.join(", ")})`);
  } else if (uses.denied) second.push("the family does not use AI at home");
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
