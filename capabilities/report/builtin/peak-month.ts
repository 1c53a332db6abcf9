import { MONTH_WORD, monthOf, monthRangeIn } from "./months";

/**
 * The month with the most work, read only from words about the work's volume: the executive's
 * own counts by month ("40 files a month in April, 12 in January": the higher one is the peak) or
 * a month called the busiest ("April is our busiest month"). A month beside a budget, a board or
 * a contract is a decision date (`decision-dates.ts`), never a peak.
 */

/** "40 files a month in April", "12 in January", "900 commandes en novembre". */
const COUNT_IN_MONTH = new RegExp(
  `(?<![\\d$,.])(\\d{1,3}(?:[,\\s]\\d{3})+|\\d+)(?![\\d%$])(?:\\s+[\\p{L}'’-]+){0,4}?\\s+(?:in|en|during|durant)\\s+(${MONTH_WORD})\\b`,
  "giu",
);
/** The counts are a rate of work: "a month", "per week", "par mois", "/day". */
const RATE =
  /\b(?:a|per|each|every|par|chaque)\s+(?:month|week|day|mois|semaine|jour)\b|\/\s?(?:month|mo|week|wk|day)\b|\bmonthly\b|\bmensuel\w*/iu;
/** Counts of people taken on are preparation for a season, not its volume. */
const STAFFING =
  /\b(?:hire[sd]?|hiring|recruit\w*|train\w*|embauch\w*|recrut\w*|employees|staff|employés)\b/iu;

/** "April is our busiest month", "our peak month is April", "avril est notre mois le plus achalandé". */
const BUSIEST = [
  new RegExp(
    `\\b(${MONTH_WORD})\\s+(?:is|was|est)\\s+(?:always\\s+|toujours\\s+)?(?:our|the|notre|le)\\s+(?:busiest|peak|biggest|heaviest)\\b`,
    "iu",
  ),
  new RegExp(
    `\\b(?:busiest|peak|biggest|heaviest)\\s+month\\s+(?:is|was)\\s+(?:always\\s+)?(${MONTH_WORD})\\b`,
    "iu",
  ),
  new RegExp(
    `\\b(${MONTH_WORD})\\s+est\\s+(?:toujours\\s+)?notre\\s+mois\\s+le\\s+plus\\s+(?:achalandé|occupé|chargé)(?!\\p{L})`,
    "iu",
  ),
  new RegExp(
    `\\bmois\\s+le\\s+plus\\s+(?:achalandé|occupé|chargé)\\s+est\\s+(?:toujours\\s+)?(${MONTH_WORD})\\b`,
    "iu",
  ),
];

export interface PeakMonth {
  /** The busiest month (0 for January). */
  month: number;
  /** The words that name it. */
  words: string;
}

const count = (figure: string) => Number(figure.replace(/[,\s]/g, ""));

/** The peak from counts by month: two months at least, a rate, and the higher count wins. */
function fromCounts(clause: string): PeakMonth | null {
  if (!RATE.test(clause) || STAFFING.test(clause)) return null;
  const byMonth = new Map<number, number>();
  let words = "";
  for (const found of clause.matchAll(COUNT_IN_MONTH)) {
    const month = monthOf(found[2]!);
    if (month === null || byMonth.has(month)) continue;
    byMonth.set(month, count(found[1]!));
    words ||= found[0];
  }
  if (byMonth.size < 2) return null;
  const ranked = [...byMonth].sort((a, b) => b[1] - a[1]);
  if (ranked[0]![1] === ranked[1]![1]) return null;
  return { month: ranked[0]![0], words };
}

/**
 * The busiest month a clause names by its volume, or null. A month that ends a range ("October
 * to December is our peak") is no peak month: the range is the season.
 */
export function peakMonthIn(clause: string): PeakMonth | null {
  const range = monthRangeIn(clause);
  const inRange = (at: number) =>
    range !== null && at >= range.at && at < range.at + range.words.length;
  for (const pattern of BUSIEST) {
    const found = clause.match(pattern);
    const month = found && monthOf(found[1]!);
    const at = found ? (found.index ?? 0) + found[0].indexOf(found[1]!) : -1;
    if (found && month !== null && !inRange(at)) return { month, words: found[0] };
  }
  return fromCounts(clause);
}
