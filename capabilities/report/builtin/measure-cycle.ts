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

/** The cycle the words tie the work to ("season", "month-end", "intake", "year"), or null. */
export function measureCycleIn(words: string): string | null {
  return CYCLES.find(([pattern]) => pattern.test(words))?.[1] ?? null;
}
