import { SEASON_FALL } from "@/capabilities/report/content/fall-event";
import { isNaturalDuration } from "./natural-durations";
import { clausesOf } from "./theme-patterns";
import { lostShare } from "./pain-figures";

/**
 * Whether a canned pilot's measure fits the executive's sentence, so a template never answers a
 * problem it was not written for: "hours on those routine tasks and overtime in the peak, against last year"
 * fits a tax season, not phones swamped from 8:00 to 9:30 every morning; "the work of an unfilled
 * role" fits an office role AI can take steps of, not a shortage of Class 1 drivers. A sentence
 * no measure fits is quoted whole and scoped with the executive, from their own figures.
 */

/** A period of the year or a busy time that recurs: what "the peak, against last year" compares. */
const PERIOD_OF_YEAR = new RegExp(
  String.raw`\b(?:seasons?|seasonal|saisons?|saisonni\w+|peaks?|busy (?:time|period|months?)|rush|crunch|month-end|month end|year-end|year end|quarter-end|fiscal|tax|filing|deadlines?|intake|spring|summers?|${SEASON_FALL}|autumn|winter|holidays?|christmas|harvest|seeding|fin (?:de mois|d['’]année)|printemps|été|automne|hiver|fêtes|récolte|january|february|march|april|june|july|august|september|october|november|december|janvier|février|mars|avril|juin|juillet|août|septembre|octobre|novembre|décembre)\b`,
  "giu",
);
/** Words of a peak that say nothing of when: with a window within the day, the peak is daily. */
const PEAK_WORD = /^(?:peaks?|rush|crunch)$/iu;
/** "the morning peak", "the lunch rush": a daily window named with a peak word. */
const DAILY_PEAK =
  /\b(?:morning|afternoon|evening|lunch(?:time)?|daily|dinner|breakfast|supper)\s+(?:peaks?|rush|crunch)\b/giu;

/** A window within the day: "from 8:00 to 9:30", "every morning", "40 calls a day", "chaque matin". */
const WITHIN_THE_DAY =
  /(?:\b\d{1,2}(?::\d{2}|\s?h\s?\d{2}|\s?h\b|\s?[ap]\.?m\b)|\b(?:every|each|in the|first thing in the) (?:morning|afternoon|evening|lunch(?:time)?|day)\b|\b(?:mornings|afternoons|daily)\b|\blunch ?(?:hour|time)\b|\b(?:a|per|each) (?:day|shift)\b|\b(?:chaque|tous les) (?:matins?|jours?|midis?|soirs?)\b|\ble matin\b|\b(?:par|chaque) (?:jour|quart)\b)/iu;

/** "The peak, against last year" fits a recurring period of the year, never a daily window. */
function peakFits(sentence: string): boolean {
  const named = [...sentence.replace(DAILY_PEAK, " ").matchAll(PERIOD_OF_YEAR)].map((m) => m[0]);
  if (!named.length) return false;
  return !(named.every((w) => PEAK_WORD.test(w)) && WITHIN_THE_DAY.test(sentence));
}

/**
 * People whose work is done with their hands or a vehicle, where they are: AI takes no step of
 * a driver's, a welder's or a care aide's work, nor an educator's kept on the floor by a ratio, so
 * "the work of an unfilled role" does not fit.
 * (A technician may sit at a CAD station: it is left to the role.)
 */
const HANDS_ON_WORKERS =
  /(?<![\p{L}\d])(?:drivers?|truck(?:ers?|[- ]drivers?)|class(?:e)? ?[1-5]|cdl|operators?|labou?rers?|welders?|electricians?|plumbers?|carpenters?|mechanics?|millwrights?|tradespe\w+|trades(?:men|women)?|apprentices?|journeym[ae]n|pickers?|packers?|warehouse (?:staff|workers?)|farm ?(?:hands|workers?)|field (?:staff|workers?|crews?)|crews?|cooks?|line cooks?|dishwashers?|cleaners?|housekeep\w+|caregivers?|care aides?|personal support workers?|psws?|nurses?|paramedics?|lifeguards?|security guards?|chauffeurs?|camionneurs?|conducteurs?|opérateurs?|soudeurs?|électriciens?|mécaniciens?|manœuvres?|journaliers?|cuisiniers?|infirmi(?:er|ère)s?|préposé\w*|ouvriers?|educators?|early childhood|ECEs?|child ?care workers?|éducat(?:rices?|eurs?))(?![\p{L}\d])/iu;

/** "A role you cannot fill" is work AI can take steps of, not people on the road or the floor. */
const capacityFits = (sentence: string): boolean => !HANDS_ON_WORKERS.test(sentence);

/** Rates set outside the business (interest, exchange, tax): no pilot wins them back. */
const OUTSIDE_RATE =
  /\b(?:interest|mortgage|prime|exchange|tax|vacancy|unemployment|d['’]intérêt|de change|d['’]imposition|de chômage)\b/iu;
/** "The work you timed" fits a time the work takes, never the time a process takes by its nature. */
const timedFits = (sentence: string): boolean => !clausesOf(sentence).some(isNaturalDuration);

/** Fit rules by theme or kind id; an id without one always fits. */
const FITS: Readonly<Record<string, (sentence: string) => boolean>> = {
  "peak-workload": peakFits,
  capacity: capacityFits,
  "falling-rate": (sentence) => !OUTSIDE_RATE.test(sentence),
  "timed-work": timedFits,
  // A share of time, of revenue or of growth is no share of goods lost.
  "lost-share": (sentence) => lostShare(sentence) !== null,
};

/** Whether the measure of a theme or kind (by id) fits the sentence it would answer. */
export const measureFits = (id: string, sentence: string): boolean => FITS[id]?.(sentence) ?? true;
