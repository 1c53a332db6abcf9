import type { AssessmentInput } from "@/model/assessment/schemas";
import type {
  ChildConcern,
  HouseholdRules,
  HouseholdUse,
  Preparedness,
} from "@/capabilities/report/content/family";
import { NO_CHILDREN_AT_HOME } from "@/model/scoring/family";
import {
  householdIncident,
  householdWorries,
  namesElders,
  type HouseholdIncident,
  type HouseholdWorry,
} from "@/model/scoring/household-incidents";
import { householdUses, namesAUse, usedForIn } from "@/model/scoring/household-uses";
import { childrenAsCounted, familyAsStated } from "@/model/scoring/household-words";
import { realPicks } from "@/model/scoring/wording";
import {
  agesAreGrandchildren,
  statedChildAges,
  statedSchoolStage,
  type SchoolStage,
} from "./child-ages";
import { personUses, type PersonUse } from "./family-people";

/** The family step read as its questions ask, and as its own words tell. */
export interface Family {
  preparedness: Preparedness | "unknown";
  rules: HouseholdRules | undefined;
  /**
   * The household's uses, ticked or told in its words ("my wife uses it for trip planning" is
   * travel); "other" for those no option names. A placeholder such as "none really" is no use.
   */
  uses: HouseholdUse[];
  /** The uses read from the words, not ticked: the section says they are the family's words. */
  told: HouseholdUse[];
  /** Who uses AI for what, as the words tell it, with the advice for each use. */
  personUses: PersonUse[];
  /** The family's own words for "Other" tell of a use. */
  describesOther: boolean;
  /**
   * "Other" as it reads in a sentence: the family's words when they name a use (“Alexa for
   * weather and timers”), else the uses they tell ("recipes", "a chatbot companion"); none when
   * unread.
   */
  otherNamed: string[];
  /**
   * What the family's words say AI is used for, as written, to quote: "4-H club newsletters and
   * meal planning around calving" from "My wife uses it for 4-H club newsletters and meal
   * planning around calving"; null when the words say it no way a quotation can hold.
   */
  usedFor: string | null;
  /** Concerns about children, ticked or told ("talks to a chatbot" is about real friendships). */
  concerns: ChildConcern[];
  /** "No children at home": no advice about children, no rules for them. */
  noChildren: boolean;
  /** The children's ages the family's own words state ("My son (16)"), under 18; else none. */
  ages: number[];
  /** The ages are grandchildren's ("nos petits-enfants (7 et 11 ans)"): "Your 7-year-old grandchild". */
  grandchildren: boolean;
  /** With no age stated, the school stage the words show ("Zara's school", « secondaire »). */
  stage: SchoolStage | null;
  /** "child" when the words speak of one ("my daughter Zara"), else "children". */
  children: "child" | "children";
  /** A scam or deepfake the words say happened. */
  incident: HouseholdIncident | null;
  /** The worries the words name. */
  worries: HouseholdWorry[];
  /** An older relative is named in the words. */
  elders: boolean;
}

/** The concern about children a worry in the family's words is. */
const WORRY_CONCERN: Partial<Record<HouseholdWorry, ChildConcern>> = {
  companion: "social",
  plagiarism: "shortcuts",
  secret: "shortcuts",
  deepfake: "content",
};

export function readFamily(answers: AssessmentInput): Family {
  // "Just my partner and me", "nos enfants sont adultes": no children at home, as if ticked.
  const a = familyAsStated(answers);
  const words = a.householdAiUseOther;
  const uses = householdUses(a);
  const named = uses.named && householdUseNamed(uses.named);
  const otherNamed = named ? [`“${named}”`] : uses.own;
  const noChildren =
    (a.childAiConcerns as readonly string[] | undefined)?.includes(NO_CHILDREN_AT_HOME) ?? false;
  const worries = householdWorries(words);
  const tickedConcerns = realPicks(a.childAiConcerns) as ChildConcern[];
  const toldConcerns = noChildren ? [] : worries.flatMap((w) => WORRY_CONCERN[w] ?? []);
  const ticked = realPicks(a.householdAiUse);
  return {
    preparedness: (a.preparednessLevel as Preparedness | undefined) ?? "unknown",
    rules: a.rulesForChildren as HouseholdRules | undefined,
    uses: [
      ...(uses.kinds as HouseholdUse[]),
      ...(uses.named || uses.own.length || uses.unread ? (["other"] as const) : []),
    ],
    describesOther:
      Boolean(uses.named) || uses.own.length > 0 || (uses.unread && Boolean(words?.trim())),
    otherNamed,
    told: (uses.kinds as HouseholdUse[]).filter((use) => !ticked.includes(use)),
    usedFor: usedForIn(words),
    personUses: personUses(words),
    concerns: [...new Set([...tickedConcerns, ...toldConcerns])],
    noChildren,
    ages: statedChildAges(words),
    grandchildren: agesAreGrandchildren(words),
    stage: statedSchoolStage(words),
    children: childrenAsCounted(words ?? ""),
    incident: householdIncident(words),
    worries,
    elders: namesElders(words),
  };
}

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
