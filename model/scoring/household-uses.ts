import type { FamilyAnswers } from "./family";
import { clausesOf, namesCompanion, tellsOfRisk } from "./household-incidents";
import { deniesUse, hasText, meaningful, realPicks } from "./wording";

/**
 * The household's uses of AI, the ticked ones and those the family's "Other" words tell: "My wife
 * uses ChatGPT for recipes and trip planning" is travel planning and meals, never a task called
 * “My wife…”. Who uses it does not matter: a spouse's use is the household's.
 */
export interface HouseholdUses {
  /** The options in use, the ticked ones first, then those told; "other" left out. */
  kinds: string[];
  /** The family's words when they open on a use rather than on someone: “Alexa for weather and timers”. */
  named: string | null;
  /** Uses no option names that a story tells, as they read in a sentence: "recipes", "woodworking projects". */
  own: string[];
  /** "Other" is ticked and its words tell of a use this reading cannot name. */
  unread: boolean;
  /** The words say the household does not use AI ("We don't use it at home"). */
  denied: boolean;
}

const KINDS: readonly (readonly [kind: string, words: RegExp])[] = [
  [
    "scheduling",
    /\b(?:calendars?|schedul\w*|agendas?|appointments?|to-do lists?|chores)\b|(?<!\p{L})(?:horaires?|calendrier|rendez-vous|tâches ménagères)(?!\p{L})/iu,
  ],
  [
    "finances",
    /\b(?:budget\w*|finances?|financial|taxes|tax returns?|banking|invest\w*|mortgage)\b|(?<!\p{L})(?:impôts|placements|hypothèque)(?!\p{L})/iu,
  ],
  [
    "travel",
    /\b(?:trips?|travel\w*|vacations?|holidays?|itinerar\w*|flights?)\b|(?<!\p{L})(?:voyages?|vacances|itinéraires?)(?!\p{L})/iu,
  ],
  [
    "shopping",
    /\b(?:shopping|gifts?|groceries|grocery|purchases?)\b|(?<!\p{L})(?:achats|magasinage|cadeaux|épicerie)(?!\p{L})/iu,
  ],
  [
    "health",
    /\b(?:health|fitness|workouts?|medical|medications?|symptoms|diets?|nutrition)\b|(?<!\p{L})(?:santé|médica\w*|entraînements?|symptômes)(?!\p{L})/iu,
  ],
  [
    "education",
    /\b(?:homework|school\w*|essays?|stud(?:y|ies|ying)|tests|exams?|quiz\w*|tutor\w*|universit\w*|college|courses?|learn\w*|practis\w*|languages?|spanish|french|math\w*|science)\b|(?<!\p{L})(?:devoirs?|école|scolaires?|études|examens?|cours|apprend\w*|apprentissage|anglais|espagnol)(?!\p{L})/iu,
  ],
  [
    "entertainment",
    /\b(?:games?|gaming|music|songs?|stories|movies?|films?|drawings?|jokes)\b|(?<!\p{L})(?:jeux|musique|chansons?|histoires?|films?|dessins?|blagues)(?!\p{L})/iu,
  ],
];

/** Uses no option names, as they read in a sentence. */
const OWN: readonly (readonly [phrase: string, words: RegExp])[] = [
  [
    "recipes",
    /\b(?:recipes?|meals?|cooking|dinners?|lunches)\b|(?<!\p{L})(?:recettes?|repas|soupers?|cuisiner)(?!\p{L})/iu,
  ],
  ["gardening", /\bgarden\w*\b|(?<!\p{L})jardin\w*(?!\p{L})/iu],
  ["translation", /\btranslat\w*|(?<!\p{L})(?:tradui\w*|traduction)(?!\p{L})/iu],
  [
    "woodworking and home projects",
    /\b(?:woodworking|DIY|carpentry|renovations?|home projects?)\b|(?<!\p{L})(?:bricolage|rénovations?|menuiserie)(?!\p{L})/iu,
  ],
  [
    "questions to a smart speaker",
    /\b(?:alexa|siri|google (?:speaker|home|nest|assistant)|smart speakers?|echo dot)\b|(?<!\p{L})(?:assistant vocal|haut-parleur intelligent|enceinte (?:intelligente|connectée))(?!\p{L})/iu,
  ],
  [
    "photo and video filters",
    /\b(?:tiktok|snapchat|instagram|beauty|face|photo|video) filters?\b|(?<!\p{L})filtres? (?:de |d['’])?(?:beauté|visage|tiktok|snapchat|instagram)(?!\p{L})/iu,
  ],
];

/** Words that name a use rather than tell a story: short, and not a sentence about someone. */
export const namesAUse = (text: string): boolean =>
  text.split(/\s+/).length <= 6 &&
  !/^(?:i|we|my|our|he|she|they|it|the kids|kids|nobody|no one|je|j['’]|nous|on|mes|mon|ma|nos|notre|il|elle|ils|elles)(?!\p{L})/iu.test(
    text.trim(),
  );

/** Words that open on a use, not on someone: "Batch-cooking plans from the weekly flyer…". */
export const opensOnAUse = (text: string): boolean =>
  namesAUse(text.trim().split(/\s+/).slice(0, 3).join(" "));

/** The household's uses: ticked, and told in the family's "Other" words. */
export function householdUses(input: FamilyAnswers): HouseholdUses {
  const picks = realPicks(input.householdAiUse);
  const ticked: string[] = picks.filter((use) => use !== "other");
  const written = meaningful(input.householdAiUseOther);
  const otherTicked = picks.includes("other");
  const denied = deniesUse(written) || (!written && hasText(input.householdAiUseOther));
  if (!written || denied)
    return {
      kinds: ticked,
      named: null,
      own: [],
      unread: otherTicked && !written && !hasText(input.householdAiUseOther),
      denied,
    };
  if (opensOnAUse(written))
    return { kinds: ticked, named: written, own: [], unread: false, denied };
  const told = clausesOf(written).filter((clause) => !tellsOfRisk(clause) && !deniesUse(clause));
  const kinds = KINDS.filter(([, words]) => told.some((clause) => words.test(clause))).map(
    ([kind]) => kind,
  );
  const own = OWN.filter(([, words]) => told.some((clause) => words.test(clause))).map(
    ([phrase]) => phrase,
  );
  if (told.some(namesCompanion)) own.push("a chatbot companion");
  return {
    kinds: [...ticked, ...kinds.filter((kind) => !ticked.includes(kind))],
    named: null,
    own,
    unread: otherTicked && !kinds.length && !own.length && told.length > 0,
    denied,
  };
}

/** "uses it for X", "uses ChatGPT to X", "ask it for X", « l'utilise pour X »: to or for, then X, to the clause's end. */
const USED_FOR =
  /\b(?:uses?|used|using|utilise\w*|s['’]en sert|ask(?:s|ed)?)\s+(?:(?:it|ai|chatgpt|copilot|gemini|claude|[\p{Lu}][\p{L}]*|l['’]ia|ça)\s+)?(?:mostly\s+|mainly\s+|surtout\s+)?(for|to|pour)\s+([^.;!?]{3,120})/iu;

/** Where a clause about someone else starts: "… and my husband plans our trips", « et ma fille ». */
const ANOTHER_CLAUSE =
  /\s*(?:,|\band\b|\bet\b)\s+(?:my|our|his|her|their|I|we|he|she|they|mon|ma|mes|notre|nos|je|j['’]|il|elle|ils|elles)(?![\p{L}])/iu;

/**
 * What the family's words say AI is used for, as written, to quote, or null: "4-H club newsletters
 * and meal planning around calving" from "My wife uses it for 4-H club newsletters and …".
 */
export function usedForIn(words: string | undefined): string | null {
  return statedUseIn(words)?.words ?? null;
}

/** What the words say AI is used for, with the word that links it ("to", "for"): "to" “plan our hunting trips”. */
/** The report is in English: « pour » before the family's French words is "for" (review r27). */
const englishLink = (link: string): string => (link === "pour" ? "for" : link);

export function statedUseIn(
  words: string | undefined,
): { link: string; words: string; at: number } | null {
  const match = words ? USED_FOR.exec(words) : null;
  const found = match?.[2]
    ?.split(ANOTHER_CLAUSE)[0]
    ?.trim()
    .replace(/[,\s]+$/, "");
  return found && found.split(/\s+/).length <= 16
    ? { link: englishLink(match![1]!.toLowerCase()), words: found, at: match!.index }
    : null;
}

/** The uses (option kinds and own phrases) some words name: what a quotation of them covers. */
export const usesNamedIn = (text: string): string[] => [
  ...KINDS.filter(([, words]) => words.test(text)).map(([kind]) => kind),
  ...OWN.filter(([, words]) => words.test(text)).map(([phrase]) => phrase),
];

/** How many uses the household has: the options in use, its own and one unread. */
export const householdUseCount = (uses: HouseholdUses): number =>
  uses.kinds.length + (uses.named ? 1 : 0) + uses.own.length + (uses.unread ? 1 : 0);
