import { MONTHS } from "./text";

/** Month names in the answers, English and French, read by the season and the decision dates. */

export const FRENCH_MONTHS = [
  "janvier",
  "février",
  "mars",
  "avril",
  "mai",
  "juin",
  "juillet",
  "août",
  "septembre",
  "octobre",
  "novembre",
  "décembre",
] as const;

/** Holidays that end or open a season ("late June to Labour Day"), by the month they fall in. */
const HOLIDAY_MONTHS: Readonly<Record<string, number>> = {
  "victoria day": 4,
  "canada day": 6,
  "saint-jean": 5,
  "labour day": 8,
  "labor day": 8,
  "fête du travail": 8,
  thanksgiving: 9,
  "action de grâce": 9,
  "action de grâces": 9,
  halloween: 9,
  christmas: 11,
  noël: 11,
};
const HOLIDAY = String.raw`(?:victoria day|canada day|saint-jean|labou?r day|fête du travail|thanksgiving|action de grâces?|halloween|christmas|noël)`;

/** A month's number (0 for January) from its English or French name or abbreviation, or a holiday's. */
export function monthOf(word: string): number | null {
  const w = word.toLowerCase().replace(/\.$/, "");
  if (w in HOLIDAY_MONTHS) return HOLIDAY_MONTHS[w]!;
  const english = MONTHS.findIndex((m) => m.toLowerCase().startsWith(w));
  if (english >= 0) return english;
  const french = FRENCH_MONTHS.findIndex((m) => m.startsWith(w));
  return french >= 0 ? french : null;
}

export const MONTH_WORD =
  "(?:jan(?:uary|vier|v)?|feb(?:ruary)?|février|févr?|mar(?:ch|s)?|apr(?:il)?|avr(?:il)?|may|mai|june?|juin|july?|juil(?:let)?|aug(?:ust)?|août|sep(?:t(?:ember)?)?|septembre|oct(?:ober|obre)?|nov(?:ember|embre)?|dec(?:ember)?|déc(?:embre)?)";

/** The months from one to another, both included, wrapping the year: November to February is four. */
export function monthsFromTo(from: number, to: number): number[] {
  const months = [from];
  for (let m = from; m !== to;) months.push((m = (m + 1) % 12));
  return months;
}

/** Where in a month a range's end falls: "mid-May", "early October", "the end of March", "fin septembre". */
const EDGE = String.raw`(?:(?:early|mid|late|the (?:start|beginning|middle|end) of|(?:le |la )?(?:début|mi|fin)(?: de| d['’])?)[\s-]*)?`;
/** A day before the month ("12 December", "1er mai"), or after it with a year ("Dec 12", "May 2027"). */
const DAY_BEFORE = String.raw`(?:\d{1,2}(?:er|st|nd|rd|th)?\s+)?`;
const DAY_AFTER = String.raw`\.?(?:\s+\d{1,2}(?:st|nd|rd|th)?)?(?:,?\s+\d{4})?`;
const RANGE_JOIN = String.raw`(?:and|to|through(?: to)?|thru|until|till|up to|-|–|—|et|à|au|jusqu['’](?:en|à|au))`;

/**
 * A range of months however it is written: "October to December", "May–Sep", "from May through
 * September", "between May and September", "Oct. to Dec.", "mid-May to mid-September", "de mai à
 * septembre", "entre mai et septembre", "d'octobre à décembre", "du 12 décembre au 6 avril". Its
 * two months are its groups 1 and 2, so a pattern may be built around it.
 */
export const MONTH_RANGE = new RegExp(
  String.raw`(?<!\p{L})(?:between|from|entre|d['’]|de|du)?\s*${DAY_BEFORE}${EDGE}(${MONTH_WORD}|${HOLIDAY})${DAY_AFTER}\s*${RANGE_JOIN}\s*${DAY_BEFORE}${EDGE}(?:la\s+|l['’])?(${MONTH_WORD}|${HOLIDAY})(?!\p{L})\.?`,
  "iu",
);

export interface MonthRange {
  /** Every month of the range, in order (0 for January). */
  months: number[];
  /** The words that state it, and where they start. */
  words: string;
  at: number;
}

/** A range found by MONTH_RANGE, or null where its two months are not two different ones. */
function rangeOf(found: RegExpMatchArray): MonthRange | null {
  const from = monthOf(found[1]!);
  const to = monthOf(found[2]!);
  if (from === null || to === null || from === to) return null;
  return { months: monthsFromTo(from, to), words: found[0].trim(), at: found.index ?? 0 };
}

/** Every range of two different months the text states, whole, in order. */
export function monthRangesIn(text: string): MonthRange[] {
  return [...text.matchAll(new RegExp(MONTH_RANGE.source, "giu"))].flatMap(
    (found) => rangeOf(found) ?? [],
  );
}

/** The first range of two different months the text states, whole, or null. */
export function monthRangeIn(text: string): MonthRange | null {
  const found = text.match(MONTH_RANGE);
  return found && rangeOf(found);
}

/**
 * Words that make a month a decision date rather than a season: a budget or fiscal year, a
 * board, council or committee and its meeting, an approval, a contract or agreement and its end.
 */
export const DECISION_WORDS =
  /(?<!\p{L})(?:budgets?|fiscal|financial year|year[- ]end|boards?|councils?|committees?|agm|votes?|approv\p{L}*|sign[- ]off|contracts?|agreements?|leases?|licen[cs]es?|expir\p{L}*|exercice|conseils?|comités?|assemblée|approuv\p{L}*|contrats?|convention|bail|entente|échéance)(?!\p{L})/iu;

/** Words about the volume of the work itself: these make a month a busy one even beside a decision word. */
export const STRONG_VOLUME =
  /(?<!\p{L})(?:busy|busiest|peak|rush|slammed|piles?|piling|crunch|surge|overtime|achaland\p{L}*|pointe|débordée?s?)(?!\p{L})/iu;
