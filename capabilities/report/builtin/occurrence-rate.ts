/**
 * How often a problem comes round, as the executive wrote it ("every fortnight", "once a month",
 * « toutes les deux semaines »), when that is less often than weekly: a two-week log may see it
 * once or not at all (review r20 class 8), so the first count runs long enough to see it about
 * four times.
 */

const RATES: readonly [RegExp, string, number][] = [
  [
    /\b(?:every|each|once a) (?:fortnight|two weeks|other week)\b|\b(?:bi-?weekly|twice a month|two times a month|a couple of times a month)\b|(?<!\p{L})(?:toutes les deux semaines|aux deux semaines|deux fois par mois)(?!\p{L})/iu,
    "about every two weeks",
    2,
  ],
  [
    /\b(?:every|each) (?:three|3|few|couple of) weeks\b|(?<!\p{L})(?:toutes les trois semaines|aux trois semaines)(?!\p{L})/iu,
    "about every three weeks",
    3,
  ],
  [
    /\b(?:every|each|once a|once per) month\b|\bmonthly\b|(?<!\p{L})(?:chaque mois|une fois par mois|tous les mois|mensuel\p{L}*)(?!\p{L})/iu,
    "about once a month",
    4,
  ],
];

/** The rate in English and the months a count needs to see it about four times; null when it comes weekly or oftener, or is not said. */
export function sparseRateIn(words: string): { rate: string; months: number } | null {
  const found = RATES.find(([said]) => said.test(words));
  return found ? { rate: found[1], months: found[2] } : null;
}
