import type { RecognisedTheme } from "./recognised-theme";

/**
 * The problem the executive puts the biggest sum of money on (review r18 class 5: "$1.4 million
 * in claims last year", « 410 000 $ l'an dernier ») starts first among their own written
 * problems, ahead of one stated in hours or with no figure: a sum a month, a week or a day is
 * made a year's to compare. Problems with no sum keep their order.
 */

const AMOUNT =
  /(?:(?:C|CA|US)?\$\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(million|billion|[kKmM](?![\p{L}]))?|(\d{1,3}(?:[\s\u00a0\u202f]\d{3})+|\d+(?:[.,]\d+)?)\s?(millions?|milliards?|[kKM](?![\p{L}]))?\s?(?:de dollars|\$))/gu;
const SCALE: Record<string, number> = {
  k: 1e3,
  m: 1e6,
  million: 1e6,
  millions: 1e6,
  billion: 1e9,
  milliard: 1e9,
  milliards: 1e9,
};
const PER = [
  { words: /^\s*(?:a|per|each|every|par|chaque)\s+(?:month|mois)\b|^\s*monthly\b/iu, times: 12 },
  { words: /^\s*(?:a|per|each|every|par|chaque)\s+(?:week|semaine)\b|^\s*weekly\b/iu, times: 52 },
  { words: /^\s*(?:a|per|each|every|par|chaque)\s+(?:day|jour)\b|^\s*daily\b/iu, times: 250 },
];

/** The largest sum of money a sentence states, made a year's where it says a month, week or day. */
export function yearlySum(quote: string): number {
  let largest = 0;
  for (const m of quote.matchAll(AMOUNT)) {
    const digits = (m[1] ?? m[3] ?? "").replace(/[,\s\u00a0\u202f]/g, (c) =>
      c === "," && m[3] && /,\d{1,2}$/.test(m[3]) ? "." : "",
    );
    const scale = SCALE[(m[2] ?? m[4] ?? "").toLowerCase()] ?? 1;
    const after = quote.slice((m.index ?? 0) + m[0].length);
    const per = PER.find((p) => p.words.test(after))?.times ?? 1;
    const value = Number(digits) * scale * per;
    if (Number.isFinite(value)) largest = Math.max(largest, value);
  }
  return largest;
}

/** The themes with the costliest sum first, the rest (no sum) in the order given. */
export const costliestFirst = <T extends Pick<RecognisedTheme, "quote">>(
  themes: readonly T[],
): T[] =>
  themes
    .map((theme, at) => ({ theme, at, sum: yearlySum(theme.quote) }))
    .sort((a, b) => b.sum - a.sum || a.at - b.at)
    .map(({ theme }) => theme);

/** The theme of these with the largest sum of money on it, if any states one. */
export const costliest = <T extends Pick<RecognisedTheme, "quote">>(
  themes: readonly T[],
): T | undefined => {
  const [first] = costliestFirst(themes);
  return first && yearlySum(first.quote) > 0 ? first : undefined;
};
