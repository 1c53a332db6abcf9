/**
 * The children's ages the family states in its own words ("My son (16)", "our 11-year-old",
 * "the twins are 9 years old", "mon fils de 14 ans", "nos enfants de 6 et 9 ans"), under 18.
 * The questions ask for no ages, so the family section prescribes by age only what these show.
 */
import { NUMBER_WORDS as SMALL_NUMBERS } from "@/capabilities/report/content/number-words";

/** A child's age in words, in English or French ("sixteen", « seize », « dix-sept »). */
const NUMBER_WORDS: Readonly<Record<string, number>> = {
  ...SMALL_NUMBERS,
  treize: 13, quatorze: 14, quinze: 15, seize: 16, "dix-sept": 17,
}; // prettier-ignore
const NUMBER_WORD = Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .join("|");
const AGE = String.raw`(?:\d{1,2}|${NUMBER_WORD})`;
const SEPARATOR = /\s*(?:,|\band\b|&|\bet\b)\s*/i;
/** Several ages in a row: "6 and 9", "6, 9 and 12", "6 et 9". */
const AGES = String.raw`(${AGE}(?:${SEPARATOR.source}${AGE})*)`;
const CHILD = String.raw`(?:grand(?:kids?|children|child|sons?|daughters?)|sons?|daughters?|kids?|child(?:ren)?|boys?|girls?|twins|teens?|teenagers?|fils|filles?|enfants?|gar[cç]ons?|ados?|adolescente?s?|jumeaux|jumelles|petite?s?)`;

const PATTERNS: readonly RegExp[] = [
  // "our 11-year-old", "a 9 year old", "the twins are 9 years old", "eleven-year-old", "16 yo"
  new RegExp(String.raw`\b${AGES}[- ](?:years?|yrs?)[- ]olds?\b`, "giu"),
  new RegExp(String.raw`\b${AGES}[- ]?(?:yo|y/o|y\.o\.)(?!\p{L})`, "giu"),
  // "our son is 16", "my son, who is 16,", "the kids are 12 and 16", "two kids: 9 and 16"
  new RegExp(
    String.raw`\b${CHILD}(?:,?\s+who)?\s*(?:\s(?:is|are|turned|just turned)\s+|:\s*)${AGES}(?=\s*(?:$|[.;,:!?)]|(?:and|et|but|so|who|mais|qui|years?|ans)\b))`,
    "giu",
  ),
  // "My son (16)", "daughters (9, 12)", "our son Liam (14)", "ma fille Léa (12 ans)"
  new RegExp(
    String.raw`\b${CHILD}(?:\s+\p{L}[\p{L}'’-]*){0,2}?\s*\(\s*${AGES}\s*(?:ans|years?(?: old)?)?\s*\)`,
    "giu",
  ),
  // "Léa (12 ans) et Félix (9 ans)": an age in years in brackets is a person's
  new RegExp(String.raw`\(\s*${AGES}\s*(?:ans|years? old)\s*\)`, "giu"),
  // "kids aged 6 and 9", "children ages 4 and 7", "my son, 14,"
  new RegExp(String.raw`\b${CHILD},?\s+(?:aged?|ages)\s+${AGES}\b`, "giu"),
  new RegExp(String.raw`\b${CHILD},\s*${AGES}\s*,`, "giu"),
  // "mon fils de 14 ans", "ma fille a 9 ans", "nos enfants de 6 et 9 ans", "âgés de 8 ans"
  new RegExp(String.raw`\b${CHILD}\s+(?:de|a|ont|âgée?s?\s+de)\s+${AGES}\s*ans\b`, "giu"),
];

/** A child named with an age in brackets, once the words speak of children: "… and Eli (15)". */
const NAMED = new RegExp(String.raw`(?<!\p{L})\p{Lu}[\p{L}'’-]+\s*\(\s*${AGES}\s*\)`, "gu");
const SPEAKS_OF_CHILDREN = new RegExp(String.raw`\b${CHILD}\b`, "iu");

const ageOf = (word: string): number =>
  NUMBER_WORDS[word.toLowerCase()] ?? Number.parseInt(word, 10);

/** The distinct ages under 18 the words state, youngest first; empty when none is stated. */
export function statedChildAges(words: string | undefined): number[] {
  if (!words) return [];
  const ages = new Set<number>();
  const patterns = SPEAKS_OF_CHILDREN.test(words) ? [...PATTERNS, NAMED] : PATTERNS;
  for (const pattern of patterns)
    for (const match of words.matchAll(pattern))
      for (const word of match[1]!.split(SEPARATOR)) if (word.trim()) ages.add(ageOf(word.trim()));
  return [...ages].filter((a) => a >= 0 && a < 18).sort((a, b) => a - b);
}

/** Grandchildren, and no child of the family's own: "Nos petits-enfants (7 et 11 ans) passent les fins de semaine". */
const GRANDCHILDREN =
  /\bgrand(?:children|child|kids?|sons?|daughters?)\b|(?<!\p{L})(?:petits?-enfants?|petite?s?-fil(?:le|s)s?)(?!\p{L})/iu;
const OWN_CHILDREN =
  /\b(?:(?:my|our) (?:sons?|daughters?|kids?|children|boys?|girls?|twins|teens?))\b|(?<!\p{L})(?:mon fils|ma fille|mes fils|mes filles|nos fils|nos filles|mes enfants|nos enfants)(?!\p{L})/iu;

/** Whether the children the words give ages for are grandchildren: the advice speaks of them so. */
export const agesAreGrandchildren = (words: string | undefined): boolean =>
  Boolean(words && GRANDCHILDREN.test(words) && !OWN_CHILDREN.test(words));

/**
 * The school stage the words show when they state no age: "Zara's school", "homework", "grade 4",
 * "high school", « secondaire », « primaire », « cégep », a ski club or hockey. The family
 * section then advises that stage, named so ("Your children in secondary school"), rather than
 * three age bands framed as conditions.
 */
export interface SchoolStage {
  /** "in grade 4", "in secondary school", "at school age". */
  label: string;
  /** The ages whose practices fit the stage, inclusive. */
  from: number;
  to: number;
}

const GRADE =
  /\b(?:grade\s+(\d{1,2})|(\d{1,2})(?:st|nd|rd|th)\s+grade)\b|(?<!\p{L})(?:(\d)(?:e|re|ème)\s+année|secondaire\s+([1-5])|sec\.?\s*([1-5]))(?!\p{L})/iu;
const STAGES: readonly (readonly [SchoolStage, RegExp])[] = [
  [
    { label: "in secondary school", from: 13, to: 17 },
    /\b(?:high school|secondary school|junior high)\b|(?<!\p{L})(?:secondaire|polyvalente)(?!\p{L})/iu,
  ],
  [
    { label: "at cégep or university", from: 13, to: 17 },
    /\b(?:c[ée]gep|universit(?:y|ies)|college)\b|(?<!\p{L})(?:cégep|université)(?!\p{L})/iu,
  ],
  [
    { label: "in primary school", from: 8, to: 12 },
    /\b(?:elementary|primary school|grade school)\b|(?<!\p{L})(?:primaire|école primaire)(?!\p{L})/iu,
  ],
  [
    { label: "of school age", from: 8, to: 12 },
    /\b(?:schools?|homework|teachers?|classmates|immersion|ski club|ski team|hockey|soccer|ringette|swim team)\b|(?<!\p{L})(?:école|devoirs|scolaires?|enseignante?|hockey|soccer|ringuette)(?!\p{L})/iu,
  ],
];

/** The stage of schooling the words show for the children, or null when they show none. */
export function statedSchoolStage(words: string | undefined): SchoolStage | null {
  if (!words || !SPEAKS_OF_CHILDREN.test(words)) return null;
  const grade = GRADE.exec(words);
  const number = grade && Number(grade.slice(1).find(Boolean));
  if (grade && number) {
    const secondary = grade[4] ?? grade[5];
    const age = secondary ? 11 + number : number + 6;
    const band = age < 8 ? [0, 7] : age <= 12 ? [8, 12] : [13, 17];
    return { label: `in ${grade[0].trim()}`, from: band[0]!, to: band[1]! };
  }
  return STAGES.find(([, words_]) => words_.test(words))?.[0] ?? null;
}
