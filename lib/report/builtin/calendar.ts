import type { AssessmentInput } from "@/lib/assessment/schemas";
import { MONTHS } from "./text";
import { sentencesOf } from "./theme-patterns";

/**
 * The plan on the calendar: each phase's months from the report's date, and the busy season the
 * executive wrote about ("Renewals pile up every spring", "Nobody has time between April and
 * October"), which the first pilot is timed around.
 */

const FRENCH_MONTHS = [
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

/** A month's number (0 for January) from its English or French name or abbreviation. */
function monthOf(word: string): number | null {
  const w = word.toLowerCase().replace(/\.$/, "");
  const english = MONTHS.findIndex((m) => m.toLowerCase().startsWith(w));
  if (english >= 0) return english;
  const french = FRENCH_MONTHS.findIndex((m) => m.startsWith(w));
  return french >= 0 ? french : null;
}

const MONTH_WORD =
  "(?:jan(?:uary|vier)?|feb(?:ruary)?|février|fév|mar(?:ch|s)?|apr(?:il)?|avril|may|mai|june?|juin|july?|juillet|aug(?:ust)?|août|sep(?:t(?:ember)?)?|septembre|oct(?:ober|obre)?|nov(?:ember|embre)?|dec(?:ember)?|décembre)";
const RANGE = new RegExp(
  // "April to October", "Dec 12 – Apr 6", "du 12 décembre au 6 avril".
  `\\b(?:between|from|entre|d['’]|de|du)?\\s*(?:\\d{1,2}\\s+)?(${MONTH_WORD})\\.?(?:\\s+\\d{1,2}(?:st|nd|rd|th)?)?\\s*(?:and|to|through|until|till|-|–|—|et|à|au|jusqu['’]en)\\s*(?:\\d{1,2}\\s+)?(${MONTH_WORD})\\b`,
  "iu",
);
const ONE_MONTH = new RegExp(
  `\\b(?:in|every|each|en|chaque|during|durant)\\s+(${MONTH_WORD})\\b`,
  "iu",
);

/** Seasons and named peaks, with their usual months in Canada. */
const SEASONS: readonly {
  pattern: RegExp;
  months: readonly number[];
  label: string;
  /** A busy period by its name alone (tax season, harvest), needing no other word. */
  peak?: true;
}[] = [
  {
    pattern: /\btax (?:season|time)\b|\bpériode des impôts\b/iu,
    months: [1, 2, 3],
    label: "tax season, February to April",
    peak: true,
  },
  { pattern: /\b(?:spring|printemps)\b/iu, months: [2, 3, 4], label: "spring, March to May" },
  {
    pattern: /\bsummers?\b|\b(?:l['’]|en |cet |chaque )été\b/iu,
    months: [5, 6, 7],
    label: "summer, June to August",
  },
  {
    pattern: /\b(?:(?:the|this|every|each|in) fall|autumn|automne)\b/iu,
    months: [8, 9, 10],
    label: "the fall, September to November",
  },
  {
    pattern: /\bski season\b|\bsaison de ski\b/iu,
    months: [11, 0, 1, 2],
    label: "ski season, December to March",
    peak: true,
  },
  { pattern: /\b(?:winter|hiver)\b/iu, months: [11, 0, 1], label: "winter, December to February" },
  {
    pattern: /\b(?:holiday season|christmas|the holidays|temps des fêtes|noël)\b/iu,
    months: [10, 11],
    label: "the holiday season, November and December",
    peak: true,
  },
  {
    pattern: /\b(?:harvest|récolte|vendanges?)\b/iu,
    months: [7, 8, 9],
    label: "harvest, August to October",
    peak: true,
  },
];

/** Words of a busy period without months: the season is named as the executive wrote it. */
const PEAK = /\b(?:busy|peak|high|rush)\s+season\b|\bhaute saison\b|\bpériode de pointe\b/iu;

/** The executive's words say people have no time in the season, so the pilot keeps out of it. */
const NO_TIME =
  /\b(?:no(?:body|one)? (?:has )?time|no time|too busy|can't spare|cannot spare|all hands|pas le temps|personne n'a le temps|débordés?)\b/iu;

export interface BusySeason {
  /** The sentence that names it, as written. */
  quote: string;
  /** "from April to October", "in July", "in spring (March to May)", "in your peak season". */
  during: string;
  /** Its months (0 for January), or null when the words give none. */
  months: readonly number[] | null;
  /** Whether the season leaves no time for anything new (the pilot keeps out of it). */
  noTime: boolean;
}

const FIELDS = ["otherChallenge", "aiFriction", "aiExperience"] as const;

function monthsBetween(from: number, to: number): number[] {
  const months = [from];
  for (let m = from; m !== to;) months.push((m = (m + 1) % 12));
  return months;
}

/** A busy season one sentence names, or null. */
/**
 * Words that make months a busy period rather than a date ("move it to ezyVet next spring"): the
 * work piles up, nearly all of it falls then, or it comes back every year.
 */
const BUSY =
  /\b(?:busy|busiest|peak|rush|pile|piles|piling|double|doubles|triple|overtime|slammed|crunch|surge|spike|backlog|most of|almost all|nearly all|all of|seasonal|season|every (?:spring|summer|fall|autumn|winter|year)|each (?:spring|summer|fall|autumn|winter|year)|presque tout|la plupart|surcharg\w*|achaland\w*|saison\w*|chaque (?:printemps|été|automne|hiver|année))\b/iu;

function seasonIn(sentence: string): BusySeason | null {
  const quote = sentence.trim().replace(/[.!?;]+$/, "");
  const noTime = NO_TIME.test(sentence);
  if (!noTime && !BUSY.test(sentence) && !SEASONS.some((s) => s.peak && s.pattern.test(sentence)))
    return null;
  const range = sentence.match(RANGE);
  const [from, to] = range ? [monthOf(range[1]), monthOf(range[2])] : [null, null];
  if (from !== null && to !== null && from !== to)
    return {
      quote,
      during: `from ${MONTHS[from]} to ${MONTHS[to]}`,
      months: monthsBetween(from, to),
      noTime,
    };
  const one = sentence.match(ONE_MONTH);
  const month = one ? monthOf(one[1]) : null;
  if (month !== null) return { quote, during: `in ${MONTHS[month]}`, months: [month], noTime };
  const season = SEASONS.find((s) => s.pattern.test(sentence));
  if (season) return { quote, during: `in ${season.label}`, months: season.months, noTime };
  const peak = sentence.match(PEAK);
  return peak ? { quote, during: `in your ${peak[0].toLowerCase()}`, months: null, noTime } : null;
}

/**
 * The busy season the free text names: the sentence that names the most months, so "Nobody has
 * time between April and October" outranks "Cherry harvest in July".
 */
export function busySeasonOf(answers: AssessmentInput): BusySeason | null {
  const found = FIELDS.flatMap((field) =>
    sentencesOf(answers[field] ?? "")
      .flatMap((sentence) => sentence.split(/;\s*/))
      .flatMap((clause) => seasonIn(clause) ?? []),
  );
  const size = (s: BusySeason) => s.months?.length ?? 0;
  return found.reduce<BusySeason | null>(
    (best, s) => (best && size(best) >= size(s) ? best : s),
    null,
  );
}

/** The first month of the plan: the month after the report's date. */
export const planStart = (date: Date): number =>
  date.getUTCFullYear() * 12 + date.getUTCMonth() + 1;

const monthName = (n: number) => MONTHS[((n % 12) + 12) % 12];
const yearOf = (n: number) => Math.floor(n / 12);

/** "December 2026 to February 2027", "January to March 2027": a span of plan months. */
function spanLabel(first: number, last: number): string {
  if (first === last) return `${monthName(first)} ${yearOf(first)}`;
  return yearOf(first) === yearOf(last)
    ? `${monthName(first)} to ${monthName(last)} ${yearOf(last)}`
    : `${monthName(first)} ${yearOf(first)} to ${monthName(last)} ${yearOf(last)}`;
}

/** A phase's plan months from its duration ("Months 4–9", "Weeks 1–8"), counted from `start`. */
export function phaseMonths(duration: string, start: number): { first: number; last: number } {
  const [, unit, a, b] = duration.match(/(Months|Weeks)\s+(\d+)\s*[–-]\s*(\d+)/i) ?? [];
  if (!unit) return { first: start, last: start };
  const toMonth = (n: number) => (/weeks/i.test(unit) ? Math.ceil(n / 4.35) : n);
  return { first: start + toMonth(Number(a)) - 1, last: start + toMonth(Number(b)) - 1 };
}

/** "Months 1–3, December 2026 to February 2027": a phase's duration with its dates. */
export function datedDuration(duration: string, start: number): string {
  const { first, last } = phaseMonths(duration, start);
  return `${duration}, ${spanLabel(first, last)}`;
}

/** The first run of months in a span, in order, that are in (or out of) the season. */
function firstRun(first: number, last: number, inSeason: (m: number) => boolean): number[] {
  const run: number[] = [];
  for (let m = first; m <= last; m++) {
    if (inSeason(m)) run.push(m);
    else if (run.length) break;
  }
  return run;
}

/**
 * How the first pilot is timed around the season, in one sentence: kept to the quiet months of
 * its phase when the season leaves no time, else running before the season opens so that the
 * season is its first test.
 */
export function seasonTiming(season: BusySeason, pilotPhase: string, start: number): string {
  const opening = `Your busy season runs ${season.during} (you wrote “${season.quote}”)`;
  const months = season.months;
  if (!months)
    return season.noTime
      ? `${opening}: set the first pilot up and run it in the quiet weeks, and start nothing new in the season itself.`
      : `${opening}: have the first pilot running before the season opens, so that the season is its first real test, and change nothing mid-season.`;
  const busy = (m: number) => months.includes(m % 12);
  const { first, last } = phaseMonths(pilotPhase, start);
  if (season.noTime) {
    const quiet = firstRun(first, last, (m) => !busy(m));
    if (quiet.length)
      return `${opening}: run the first pilot in the quiet months of its phase, ${spanLabel(quiet[0], quiet.at(-1)!)}, and start nothing new ${season.during}.`;
    const before = firstRun(start, first, (m) => !busy(m));
    const after = firstRun(last, last + 12, (m) => !busy(m));
    return `${opening}: the first pilot's phase, ${spanLabel(first, last)}, falls in the season, so bring the pilot forward to the quiet months, ${spanLabel(before[0] ?? start, before.at(-1) ?? start)}, or hold it until ${spanLabel(after[0] ?? last, after[0] ?? last)}.`;
  }
  const opensAt = (m: number) => busy(m) && !busy(m - 1);
  const next = firstRun(first, first + 12, opensAt)[0] ?? first;
  if (!busy(first) || opensAt(first))
    return `${opening}: have the first pilot running before the season opens in ${spanLabel(next, next)}, so that the season is its first real test, and change nothing mid-season.`;
  // The pilot's phase opens mid-season: this season if there is time to be ready, else the next.
  const current = [...Array(12).keys()].map((i) => first - i).find(opensAt) ?? first;
  const later = firstRun(first + 1, first + 13, opensAt)[0] ?? first + 12;
  return current > start
    ? `${opening}: the first pilot's phase opens mid-season, so have the pilot running by ${spanLabel(current, current)} or ready for the next season, in ${spanLabel(later, later)}; change nothing mid-season.`
    : `${opening}: the season is under way when the first pilot's phase opens, so have the pilot ready for the next one, in ${spanLabel(later, later)}, and change nothing mid-season.`;
}
