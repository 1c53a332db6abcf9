/**
 * A figure the executive wrote in French, restated in the English report's own sentence (issue 34,
 * round 15): "3 à 5 heures" is "3 to 5 hours", "2,4 %" is "2.4%", "environ deux jours" is "about
 * two days". Inside quotation marks their words stay as written; only the report's restatement is
 * put into English. An English figure comes back unchanged.
 */

const WORDS: readonly [RegExp, string][] = [
  [/(?<!\p{L})(?:par|chaque) jour(?!\p{L})/giu, "a day"],
  [/(?<!\p{L})(?:par|chaque) semaine(?!\p{L})/giu, "a week"],
  [/(?<!\p{L})(?:par|chaque) mois(?!\p{L})/giu, "a month"],
  [/(?<!\p{L})(?:par|chaque) (?:an|année)(?!\p{L})/giu, "a year"],
  [/(?<!\p{L})environ(?!\p{L})/giu, "about"],
  [/(?<!\p{L})près de(?!\p{L})/giu, "nearly"],
  [/(?<!\p{L})plus de(?!\p{L})/giu, "more than"],
  [/(?<!\p{L})jusqu['’]à(?!\p{L})/giu, "up to"],
  [/(?<!\p{L})à(?!\p{L})/giu, "to"],
  [/(?<!\p{L})ou(?!\p{L})/giu, "or"],
  [/(?<!\p{L})une demi[- ]/giu, "half a "],
  [/(?<!\p{L})heures?(?!\p{L})/giu, "hours"],
  [/(?<!\p{L})(?:jours?|journées?)(?!\p{L})/giu, "days"],
  [/(?<!\p{L})semaines?(?!\p{L})/giu, "weeks"],
  [/(?<!\p{L})mois(?!\p{L})/giu, "months"],
  [/(?<!\p{L})pour cent(?!\p{L})/giu, "%"],
  [/(?<!\p{L})une?(?!\p{L})/giu, "one"],
  [/(?<!\p{L})deux(?!\p{L})/giu, "two"],
  [/(?<!\p{L})trois(?!\p{L})/giu, "three"],
  [/(?<!\p{L})quatre(?!\p{L})/giu, "four"],
  [/(?<!\p{L})cinq(?!\p{L})/giu, "five"],
  [/(?<!\p{L})dix(?!\p{L})/giu, "ten"],
];

/** French words a figure may hold, or its decimal comma before a spaced per cent sign. */
const FRENCH =
  /(?<!\p{L})(?:à|ou|heures?|jours?|journées?|semaines?|mois|environ|près de|plus de|par|chaque|pour cent|une demi|deux|trois|quatre|cinq|dix)(?!\p{L})|\d\s%|\d,\d{1,2}%/iu;

/** "1 hours" reads "1 hour": the unit after a lone one is singular. */
const singular = (figure: string) =>
  figure.replace(/(?<![\d.,])\b(1|one|a)\s+(hour|day|week|month)s\b/giu, "$1 $2");

/** The figure in the report's English: a decimal point, the per cent sign against the number. */
export function inEnglish(figure: string): string {
  if (!FRENCH.test(figure)) return figure;
  const words = WORDS.reduce((f, [french, english]) => f.replace(french, english), figure);
  return singular(words.replace(/(\d),(\d{1,2})(?!\d)/g, "$1.$2").replace(/(\d)\s+%/g, "$1%"));
}

/** French words the figure's translation cannot carry over: "par rencontre", "moins d'une". */
const FRENCH_LEFT =
  /(?<!\p{L})(?:par|de|des|du|moins|la|le|les|à|chaque|et|sur|rencontres?|journées?|d['’]\p{L}+)(?!\p{L})/iu;

/**
 * A figure restated in the report's English where every word carries over ("environ 3 jours" is
 * "about 3 days"), else quoted as the executive wrote it ("“une heure par rencontre”"), never half
 * translated ("one hour par rencontre").
 */
export function figureSaid(figure: string): string {
  const english = inEnglish(figure);
  return FRENCH_LEFT.test(english) ? `“${figure}”` : english;
}
