import type { AssessmentInput } from "@/model/assessment/schemas";
import type {
  ChildConcern,
  HouseholdRules,
  HouseholdUse,
  Preparedness,
} from "@/capabilities/report/content/family";
import { NO_CHILDREN_AT_HOME } from "@/model/scoring/family";
import { familyAsStated } from "@/model/scoring/household-words";
import { deniesUse, hasText, realPicks } from "@/model/scoring/wording";
import { statedChildAges } from "./child-ages";
import { meaningful } from "./text";

/** The family step read as its questions ask. */
export interface Family {
  preparedness: Preparedness | "unknown";
  rules: HouseholdRules | undefined;
  /** Real everyday uses: "Other" with a placeholder such as "none really" is no use. */
  uses: HouseholdUse[];
  /** The family's own words for "Other" say something. */
  describesOther: boolean;
  /** Those words when they name a use and are short enough to quote: “Alexa for weather and timers”. */
  otherNamed: string | null;
  /** Concerns about children; empty when the family has "No particular concerns". */
  concerns: ChildConcern[];
  /** "No children at home": no advice about children, no rules for them. */
  noChildren: boolean;
  /** The children's ages the family's own words state ("My son (16)"), under 18; else none. */
  ages: number[];
}

export function readFamily(answers: AssessmentInput): Family {
  // "Just my partner and me", "nos enfants sont adultes": no children at home, as if ticked.
  const a = familyAsStated(answers);
  const written = meaningful(a.householdAiUseOther);
  const otherText = deniesUse(written) ? null : written;
  const otherIsPlaceholder = !otherText && hasText(a.householdAiUseOther);
  return {
    preparedness: (a.preparednessLevel as Preparedness | undefined) ?? "unknown",
    rules: a.rulesForChildren as HouseholdRules | undefined,
    uses: (realPicks(a.householdAiUse) as HouseholdUse[]).filter(
      (u) => u !== "other" || !otherIsPlaceholder,
    ),
    describesOther: Boolean(otherText),
    otherNamed: otherText ? householdUseNamed(otherText) : null,
    concerns: realPicks(a.childAiConcerns) as ChildConcern[],
    noChildren:
      (a.childAiConcerns as readonly string[] | undefined)?.includes(NO_CHILDREN_AT_HOME) ?? false,
    ages: statedChildAges(a.householdAiUseOther),
  };
}

/** Words that name a use rather than tell a story: short, and not a sentence about someone. */
const namesAUse = (text: string) =>
  text.split(/\s+/).length <= 6 &&
  !/^(?:i|we|my|our|he|she|they|it|the kids|kids|nobody|no one)\b/i.test(text.trim());

/**
 * The use a long answer opens on, when it opens on one rather than on someone: "Meal planning
 * around what's in the garden and the CSA box each week" is named “Meal planning around what's
 * in the garden…”; "My son uses it for…" is a sentence, never a noun.
 */
function householdUseNamed(text: string): string | null {
  const whole = text.replace(/\s+/g, " ").replace(/[.\s]+$/, "");
  if (namesAUse(whole)) return whole;
  if (!namesAUse(whole.split(/\s+/).slice(0, 3).join(" "))) return null;
  const clause = whole.split(/[,;:.!?(]|\s(?:and|but|which|et|mais)\s/iu)[0]!.trim();
  const words = clause.split(/\s+/);
  if (words.length < 2) return null;
  const kept = words
    .slice(0, 8)
    .join(" ")
    .replace(/(?:\s+(?:\S{1,2}|with|for|the|and|from|avec|pour|les|des|une))+$/iu, "");
  return kept === whole ? kept : `${kept}…`;
}
