import { MONTH_WORD, monthOf } from "./months";
import { MONTHS } from "./text";

/**
 * Work that comes round once a cycle rather than every week: the end-of-season returns, the
 * month-end close, an intake, the year-end. A trial of it is judged over one full cycle, never
 * after 30 days that may hold none of it, and its baseline comes from the last cycle's records,
 * not a two-week log that may see none of it either.
 */

const CYCLES: readonly [RegExp, string][] = [
  [
    /\bmonth[- ]end\b|\b(?:every|each|per|a) month['’]?s? end\b|(?<!\p{L})fin (?:de|du) mois(?!\p{L})/iu,
    "month-end",
  ],
  [
    /\bquarter[- ]end\b|\bquarterly\b|(?<!\p{L})(?:fin de trimestre|trimestriel\p{L}*)(?!\p{L})/iu,
    "quarter",
  ],
  [
    /\byear[- ]end\b|\b(?:annual|yearly|once a year)\b|(?<!\p{L})(?:fin d['’]année|annuel\p{L}*|une fois par année|une fois par an)(?!\p{L})/iu,
    "year",
  ],
  [
    // An intake cycle, not one client's intake ("intake forms take forever").
    /\bintake (?:cycles?|periods?|seasons?|dates?)\b|\b(?:spring|fall|autumn|winter|september|january|annual|yearly) intakes?\b|\b(?:enrol+ment|registration) (?:period|cycle|season)\b|(?<!\p{L})(?:période d['’]inscription|rentrée)(?!\p{L})/iu,
    "intake",
  ],
  [
    /\bend[- ]of[- ](?:the[- ])?season\b|\b(?:once|every|each|per|a) season\b|\bpre-?season\b|\bpost-?season\b|(?<!\p{L})(?:fin de (?:la )?saison|chaque saison|une fois par saison)(?!\p{L})/iu,
    "season",
  ],
];

/**
 * Work done once a year in a month the words name: "Every October we rebuild our plow routes",
 * "each September", « chaque septembre », "every year in August", « tous les ans en août ».
 */
const YEARLY_MONTH = new RegExp(
  String.raw`(?<!\p{L})(?:every|each|chaque)\s+(${MONTH_WORD})(?!\p{L})|(?<!\p{L})(?:every|each) year,?\s+in\s+(${MONTH_WORD})(?!\p{L})|(?<!\p{L})(?:in|en)\s+(${MONTH_WORD}),?\s+(?:every|each) year(?!\p{L})|(?<!\p{L})(?:tous les ans|chaque année),?\s+en\s+(${MONTH_WORD})(?!\p{L})`,
  "iu",
);

/** The month once-a-year work comes round in (0 for January), or null. */
export function yearlyMonthIn(words: string): number | null {
  const found = words.match(YEARLY_MONTH);
  const word = found && (found[1] ?? found[2] ?? found[3] ?? found[4]);
  // "may" is a verb as often as a month: only "every May" reads as one.
  return word ? monthOf(word) : null;
}

/** The cycle the words tie the work to ("season", "month-end", "intake", "year"), or null. */
export function measureCycleIn(words: string): string | null {
  if (yearlyMonthIn(words) !== null) return "year";
  return CYCLES.find(([pattern]) => pattern.test(words))?.[1] ?? null;
}

/** How the work's own cycle is named in a baseline: "once a year, in October", "each month-end". */
export function cycleWords(words: string): string | null {
  const month = yearlyMonthIn(words);
  if (month !== null) return `once a year, in ${MONTHS[month]}`;
  const cycle = measureCycleIn(words);
  return cycle ? `each ${cycle === "year" ? "year" : cycle}` : null;
}
