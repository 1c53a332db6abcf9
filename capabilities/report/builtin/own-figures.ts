import { SEASON_FALL } from "@/capabilities/report/content/fall-event";
import { isContextFigure } from "./context-figures";
import { figureClause } from "./figure-clause";
import { isNaturalDuration } from "./natural-durations";
import { clausesOf } from "./theme-patterns";
import { joinWords } from "./text";

/**
 * The figures the executive gave for a problem the report scopes with them, word for word, so
 * the scoping starts from them as its baseline and never asks for them again: "roughly 40 calls
 * a day", "from 8:00 to 9:30 every morning", "down about 30%", "hundreds of owner e-mails a week".
 */

const ABOUT =
  "(?:(?:about|around|roughly|nearly|almost|over|more than|up to|some|at least|environ|près de|plus de|au moins)\\s+)?";
const COUNT =
  "(?:\\d[\\d,.]*(?:\\s?[-–]\\s?\\d[\\d,.]*)?|hundreds of|dozens of|thousands of|des centaines d['’]|des dizaines d['’]|des centaines de|des dizaines de)";
const PERIOD =
  "(?:a|an|per|each|every|par|chaque)\\s+(?:day|week|month|year|shift|morning|night|jour|semaine|mois|an|année|quart|matin)";

/**
 * Money lost with no period ("cost us about $380,000", "roughly $120K", « 380 000 $ »): still the
 * baseline, its period to confirm; one with a period ("$3,000 a month") is a COUNT.
 */
const MONEY = new RegExp(
  `(?<![\\p{L}\\d])${ABOUT}(?:(?:C|CA|US)?\\$\\s?\\d{1,3}(?:,\\d{3})*(?:\\.\\d+)?(?:\\s?(?:[kKmM]|million|billion)(?![\\p{L}]))?|\\d{1,3}(?:[\\s\u00a0\u202f]\\d{3})+\\s?\\$|\\d+(?:[.,]\\d+)?\\s?(?:k|M)\\$)(?![\\d,]|\\.\\d|\\s?[kKmM](?![\\p{L}])|\\s?(?:million|billion)(?![\\p{L}])|\\s*${PERIOD})`,
  "giu",
);
/** Money with its period, whole: "about $2.3 million a year", "about $900,000 a year" (review r18). */
const MONEY_PER = new RegExp(
  `(?<![\\p{L}\\d])${ABOUT}(?:C|CA|US)?\\$\\s?\\d[\\d,.]*(?:\\s?(?:million|billion|[kKmM])(?![\\p{L}]))?\\s+${PERIOD}\\b`,
  "giu",
);
const hasPeriod = new RegExp(PERIOD, "iu");
/**
 * A period the executive stated for money beside it, before or after: "last year", "last school
 * year", "this season", "in 2025", « l'an dernier », « l'année scolaire dernière » (review r18).
 */
const STATED_PERIOD = new RegExp(
  String.raw`\b(?:(?:last|this|past|previous|each|every|per|a|an|the)\s+(?:(?:school|fiscal|crop|calendar|financial|business|academic|growing|sugaring|tax)\s+)?(?:year|season|quarter|month|week|winter|summer|spring|${SEASON_FALL}|autumn|harvest)|annually|yearly|(?:in|for|during)\s+(?:fy\s?)?(?:19|20)\d{2})\b|(?<!\p{L})(?:l['’]an\s+(?:dernier|passé)|l['’]année\s+(?:(?:scolaire|financière|fiscale)\s+)?(?:dernière|passée)|l['’]an\s+passé|(?:chaque|par|cette|la dernière)\s+(?:année|an|saison|mois|semaine)|(?:la\s+)?saison\s+dernière|(?:en|pour)\s+(?:19|20)\d{2})(?!\p{L})`,
  "iu",
);

/** A number of hours or days, in figures or words. */
const SPAN =
  "(?:\\d+(?:[.,]\\d+)?|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|half a|a full|deux|trois|quatre|cinq|dix)";

/**
 * Years, months or decades after a number say how long something has lasted ("for 4 years"), a
 * unit of their own: a count per day or week never starts with one.
 */
const LONG_SPAN = "(?:years?|yrs?|months?|decades?|ans?|années?|mois|décennies?)(?![\\p{L}])";

const COUNTS: readonly RegExp[] = [
  // "roughly 40 calls a day", "hundreds of owner e-mails a week", "12 no-shows every week";
  // never a span of years before a rate of another clause: « depuis 4 ans chaque jour ».
  new RegExp(
    `\\b${ABOUT}${COUNT}\\s*(?!${LONG_SPAN})(?:[\\p{L}'’-]+\\s+){0,3}?${PERIOD}\\b`,
    "giu",
  ),
  // "from 8:00 to 9:30", "between 7 and 9 a.m.", "de 8 h à 9 h 30"; never a range of per cents.
  /\b(?:from|between|de|entre)\s+\d{1,2}(?::\d{2}|\s?h(?:\s?\d{2})?)?(?:\s?[ap]\.?m\.?)?\s*(?:to|and|until|-|–|à|et)\s*\d{1,2}(?::\d{2}|\s?h(?:\s?\d{2})?)?(?:\s?[ap]\.?m\.?)?(?!\d|\s*(?:%|per ?cent|pour cent))(?:\s+(?:every|each|chaque|tous les)\s+(?:morning|day|afternoon|evening|matin|jour|soir)s?)?/giu,
  // "about 30%", "4 per cent of sales", and a range whole: "25-30%", "25% to 30%", "25 à 30 %".
  new RegExp(
    `\\b${ABOUT}(?:down |up )?(?:\\d+(?:[.,]\\d+)?\\s?%?\\s?(?:-|–|to|à)\\s?)?\\d+(?:[.,]\\d+)?\\s*(?:%|per ?cent\\b|pour cent\\b)`,
    "giu",
  ),
  MONEY,
  MONEY_PER,
];
/** "three hours every Sunday", "two days per quote", "two to three hours each", "18 harvest days". */
const DURATION = new RegExp(
  `\\b${ABOUT}(?:${SPAN}\\s*(?:-|–|to|or|à|ou)\\s*)?${SPAN}\\s+(?:full\\s+|whole\\s+|harvest\\s+|production\\s+|working\\s+|business\\s+|field\\s+|shipping\\s+)?(?:hours?|days?|weeks?|heures?|jours?|semaines?)(?:\\s+(?:a|per|each|every|par|chaque)\\s+(?!(?:to|for|and|or|in|on|at|the|with|pour|à|et)\\b)[\\p{L}]+)?\\b`,
  "giu",
);

/** "$180k last year": the money with the period written right after it, when one is. */
export function withStatedPeriod(figure: string, text: string): string {
  const after = text.slice(text.indexOf(figure) + figure.length);
  const period = new RegExp(`^\\s+(?:in\\s+)?(?:${STATED_PERIOD.source})`, "iu").exec(after);
  return period && !hasPeriod.test(figure) ? `${figure}${period[0].trimEnd()}` : figure;
}

/** The clause of `text` a figure stands in states its period ("ran $1.4 million last year"). */
const periodStated = (figure: string, text: string): boolean =>
  STATED_PERIOD.test(clausesOf(text).find((c) => c.includes(figure)) ?? "");

/**
 * The figures as the report gives them: each in quotation marks, as written; money with no
 * period, in the figure or in the words around it (`text`), says so.
 */
export const quotedFigures = (figures: readonly string[], text = ""): string =>
  joinWords(
    figures.map((f) =>
      f.includes("$") && !hasPeriod.test(f) && !periodStated(f, text)
        ? `“${f}” for a period to confirm`
        : `“${f}”`,
    ),
  );

/** The figures in the executive's words, in the order written, each once and none inside another. */
export function ownFigures(text: string): string[] {
  const matches = (p: RegExp) =>
    [...text.matchAll(p)].map((m) => ({ at: m.index ?? 0, figure: m[0].trim() }));
  // The time a process takes by its nature ("a batch takes three weeks") is no baseline.
  const natural = clausesOf(text).filter(isNaturalDuration);
  const durations = matches(DURATION).filter(
    ({ figure }) => !natural.some((clause) => clause.includes(figure)),
  );
  const found = [...COUNTS.flatMap(matches), ...durations].sort(
    (a, b) => a.at - b.at || b.figure.length - a.figure.length,
  );
  const kept: { at: number; figure: string }[] = [];
  for (const f of found) {
    const last = kept[kept.length - 1];
    if (last && f.at < last.at + last.figure.length) continue;
    kept.push(f);
  }
  // A distance, revenue, a deadline or a headcount sets the scene; it measures nothing.
  const clauses = clausesOf(text);
  const measures = kept.filter(
    ({ at, figure }) => !isContextFigure(text, at, figure, figureClause(clauses, figure) ?? text),
  );
  return [...new Set(measures.map((f) => f.figure))];
}
