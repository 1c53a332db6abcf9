/** Numbers as executives write them, in figures or in English or French words. */

// prettier-ignore
const UNITS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17,
  eighteen: 18, nineteen: 19,
  un: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, sept: 7, huit: 8, neuf: 9, dix: 10,
  onze: 11, douze: 12, treize: 13, quatorze: 14, quinze: 15, seize: 16,
};
// prettier-ignore
const TENS: Record<string, number> = {
  twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
  vingt: 20, trente: 30, quarante: 40, cinquante: 50, soixante: 60,
};
const HUNDRED = /^(?:hundred|cent)$/;

const WORD = `(?:${[...Object.keys(TENS), ...Object.keys(UNITS), "hundred", "cent", "and", "et"].join("|")})`;
export const NUMBER = `(?:\\d{1,3}(?:[, \\u00a0]\\d{3})+|\\d+|${WORD}(?:[\\s-]+${WORD})*)`;

/** "forty-five" → 45, "1,200" → 1200, "deux cent" → 200; null when it is no number. */
export function numberOf(written: string): number | null {
  const digits = written.replace(/[, \u00a0]/g, "");
  if (/^\d+$/.test(digits)) return Number(digits);
  let total = 0;
  for (const word of written.toLowerCase().split(/[\s-]+/)) {
    if (word === "and" || word === "et") continue;
    if (HUNDRED.test(word)) total = (total || 1) * 100;
    else if (word in TENS) total += TENS[word]!;
    else if (word in UNITS) total += UNITS[word]!;
    else return null;
  }
  return total > 0 ? total : null;
}
