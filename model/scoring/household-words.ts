import type { FamilyAnswers } from "./family";
import { meaningful } from "./wording";

/** The child concerns answer of a household without children. */
export const NO_CHILDREN_AT_HOME = "no_children";

/**
 * A household without children said in the family's own words rather than ticked: "just my
 * partner and me", "our kids are grown", "no kids", "nos enfants sont adultes", "sans enfants".
 * The question about children's AI concerns still had to be answered, so a family may tick a
 * concern and write that its children left home years ago: the words decide.
 */
const NO_CHILDREN: readonly RegExp[] = [
  /\b(?:just|only)\s+(?:my|the)\s+(?:partner|husband|wife|spouse|fianc[ée]e?|boyfriend|girlfriend)\s+and\s+(?:me|I|myself)\b/i,
  /\b(?:just|only)\s+(?:(?:the\s+)?two\s+of\s+us|us(?:\s+two)?)\b/i,
  /\b(?:I\s+live\s+alone|I\s+live\s+on\s+my\s+own|just\s+me\s+at\s+home)\b/i,
  /\bno\s+(?:kids|children)\b(?!['’])/i,
  /\b(?:don['’]?t|do\s+not|never\s+had)\s+(?:have\s+)?(?:any\s+)?(?:kids|children)\b/i,
  /\b(?:childless|child-free|empty[- ]nest\w*)\b/i,
  /\b(?:kids|children|sons?|daughters?)\s+(?:are|is)\s+(?:all\s+)?(?:grown(?:\s+up)?(?:\s+and\s+(?:gone|flown|moved out|out of the house))?\b|adults?\b|grown-ups\b|out of the house\b|in their (?:twenties|thirties|forties|20s|30s|40s)\b)/i,
  /\b(?:kids|children)\s+(?:have\s+)?(?:all\s+)?(?:moved out|left home|left the nest)\b/i,
  /\b(?:adult|grown(?:-up)?)\s+(?:kids|children|sons?|daughters?)\b/i,
  /(?<!\p{L})(?:juste|seulement|uniquement)\s+(?:mon|ma)\s+(?:conjointe?|mari|femme|époux|épouse|partenaire|chum|blonde)\s+et\s+moi(?!\p{L})/iu,
  /(?<!\p{L})(?:juste|seulement)\s+(?:nous\s+)?deux(?!\p{L})/iu,
  /(?<!\p{L})(?:pas\s+d['’]\s*|sans\s+|aucun\s+)enfants?(?!\p{L})/iu,
  /(?<!\p{L})(?:nos|mes)\s+enfants\s+(?:sont\s+(?:tous\s+|toutes\s+)?(?:adultes|grands|partis|majeurs)|ont\s+(?:tous\s+)?quitté)(?!\p{L})/iu,
  /(?<!\p{L})enfants\s+(?:adultes|majeurs)(?!\p{L})/iu,
  /(?<!\p{L})nid\s+vide(?!\p{L})/iu,
];

/**
 * A minor in the house after all: grandchildren who visit, a teenager, a child still at home or
 * of a stated age under 18 ("our son is grown; our daughter is 15").
 */
const MINOR_AT_HOME =
  /(?<!\p{L})(?:grand-?(?:kids?|children|sons?|daughters?)|grandchild|petits?-enfants|petite?s?-(?:fille|fils)s?|teens?|teenagers?|toddlers?|bab(?:y|ies)|ados?|adolescente?s?|bébés?|still (?:lives?|living) at home|encore à la maison|(?:[1-9]|1[0-7])[- ](?:years?[- ]olds?|ans)|(?:twins?|kids?|children|sons?|daughters?|youngest|jumeaux|jumelles|fils|filles?)\s+(?:is|are|a|ont)\s+(?:[1-9]|1[0-7])(?!\d))(?!\p{L})/iu;

/** Whether the words say no child lives at home, and none of them shows one that does. */
export function statesNoChildrenAtHome(words: string | null | undefined): boolean {
  if (!words) return false;
  return NO_CHILDREN.some((re) => re.test(words)) && !MINOR_AT_HOME.test(words);
}

/** What is left of a clause once its statement is taken out and says nothing: "it's", "now". */
const LEFT_OVER =
  /^(?:(?:(?:et\s+)?ont\s+(?:tous\s+)?quitté\s+la\s+maison|(?:and\s+)?(?:have\s+)?(?:all\s+)?(?:moved out|left home)|it['’]s|it is|we['’]re|we are|there['’]s|c['’]est|nous sommes|for|pour|now|and|et|our|nos|mes|my|at home|à la maison|these days|maintenant|désormais|anymore)\s*)*$/iu;

/**
 * The family's "Other" answer without the words that say who lives at home: "Recipes and travel,
 * just my wife and me" names “Recipes and travel”; "Just my partner and me now; our kids are
 * grown" names no use at all (null).
 */
export function householdUseWords(words: string): string | null {
  const rest = words
    .split(/[.;!?]+|,\s+|\s+[-–—]\s+|\s+(?:but|mais)\s+/iu)
    .map((clause) =>
      NO_CHILDREN.reduce((left, re) => left.replace(new RegExp(re.source, re.flags), " "), clause)
        .replace(/\s+/g, " ")
        .trim(),
    )
    .map((left) => left.replace(/\s+(?:for|pour|now|maintenant|and|et)$/iu, "").trim())
    .filter((left) => left && !LEFT_OVER.test(left));
  // A semicolon keeps the clauses apart for what reads them after ("I don't use it" is not "my wife uses it").
  return rest.length ? rest.join("; ") : null;
}

/**
 * The family step as its words state it: a household whose words say no child lives at home is
 * one that ticked "No children at home", and an "Other" use that only said who lives there is no
 * use. Everything that reads the family step (its score, its summary, the report's family
 * section) reads these answers, so they agree.
 */
export function familyAsStated<T extends FamilyAnswers>(answers: T): T {
  const written = answers.householdAiUseOther;
  if (!statesNoChildrenAtHome(written)) return answers;
  // What is left may say nothing ("Nothing much, it's only my husband and me"): no use either.
  const rest = meaningful(householdUseWords(written!));
  return {
    ...answers,
    childAiConcerns: [NO_CHILDREN_AT_HOME],
    householdAiUseOther: rest ?? undefined,
    householdAiUse: rest
      ? answers.householdAiUse
      : answers.householdAiUse?.filter((use) => use !== "other"),
  };
}

const SEVERAL =
  /\b(?:kids|children|boys|girls|sons|daughters|twins|teens|teenagers|two|three)\b|(?<!\p{L})(?:enfants|filles|garçons|jumeaux|jumelles|deux|trois|(?:mes|nos|les)\s+fils)(?!\p{L})/iu;

const ONE = /\b(?:son|daughter|child|boy|girl)\b|(?<!\p{L})(?:fils|fille)(?!\p{L})/giu;

/**
 * "child" or "children", as the words count them: "my daughter Zara" is one, "our two boys" or
 * "my son and my daughter" several, and words that count nobody are read as several.
 */
export function childrenAsCounted(words: string): "child" | "children" {
  const named = new Set([...words.matchAll(ONE)].map((m) => m[0].toLowerCase()));
  return SEVERAL.test(words) || named.size !== 1 ? "children" : "child";
}
