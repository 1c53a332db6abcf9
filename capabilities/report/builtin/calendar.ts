import { capitalise, MONTHS } from "./text";
import type { BusySeason } from "./season-reading";

/**
 * The plan on the calendar: each phase's months from the report's date, and the first pilot timed
 * around the busy season the executive wrote about (`season-reading.ts`): run in the season it is
 * meant to help and read at its end, prepared before it opens, measured against the same weeks of
 * the season before.
 */

/** The first month of the plan: the month after the report's date. */
export const planStart = (date: Date): number =>
  date.getUTCFullYear() * 12 + date.getUTCMonth() + 1;

/** The month of the year (0 for January) of a plan month counted from year 0. */
export const monthOfYear = (m: number) => ((m % 12) + 12) % 12;
const monthName = (n: number) => MONTHS[monthOfYear(n)];
const yearOf = (n: number) => Math.floor(n / 12);

/** "January 2027": one plan month. */
export const monthLabel = (n: number): string => `${monthName(n)} ${yearOf(n)}`;

/** The first plan month from `from` on that is the given month of the year. */
export const nextOf = (from: number, month: number) => from + ((((month - from) % 12) + 12) % 12);

/** "December 2026 to February 2027", "January to March 2027": a span of plan months. */
export function spanLabel(first: number, last: number): string {
  if (first === last) return `${monthName(first)} ${yearOf(first)}`;
  return yearOf(first) === yearOf(last)
    ? `${monthName(first)} to ${monthName(last)} ${yearOf(last)}`
    : `${monthName(first)} ${yearOf(first)} to ${monthName(last)} ${yearOf(last)}`;
}

/** A month something new can start in: it and the month after are open, so it has time to run. */
export const roomToRun = (open: (m: number) => boolean) => (m: number) => open(m) && open(m + 1);

/**
 * The first month from `from` that opens two open months, within `last` or else within the year
 * after (a lone open month before a freeze is no time to run a pilot); else the first open month.
 * `fits` narrows the months a pilot may start in further (its whole run in the working season).
 */
export function firstOpenMonth(
  from: number,
  last: number,
  open: (m: number) => boolean,
  fits: (m: number) => boolean = () => true,
): number {
  const months = (to: number) =>
    Array.from({ length: Math.max(1, to - from + 1) }, (_, i) => from + i);
  const room = (m: number) => roomToRun(open)(m) && fits(m);
  return (
    months(last).find(room) ?? months(from + 11).find(room) ?? months(from + 11).find(open) ?? from
  );
}

/** A phase's plan months from its duration ("Months 4–9", "Month 1", "Weeks 1–8"), counted from `start`. */
export function phaseMonths(duration: string, start: number): { first: number; last: number } {
  const [, unit, a, b] = duration.match(/(Months?|Weeks?)\s+(\d+)(?:\s*[–-]\s*(\d+))?/i) ?? [];
  if (!unit) return { first: start, last: start };
  const toMonth = (n: number) => (/weeks?/i.test(unit) ? Math.ceil(n / 4.35) : n);
  return { first: start + toMonth(Number(a)) - 1, last: start + toMonth(Number(b ?? a)) - 1 };
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

const LIKE_FOR_LIKE = "measured against the same weeks of the season before";

/** The preparation for the season (hiring and training before it opens) is due before it. */
function preparationDue(season: BusySeason, target: number): string {
  const prep = season.preparation;
  if (!prep) return "";
  const due = nextOf(target - 11, prep.month);
  return ` Whatever improves the ${prep.what} in ${MONTHS[prep.month]} is due before it: ready by ${spanLabel(due - 1, due - 1)}, not in it.`;
}

/** This year's preparation, under way or next, is recorded as the baseline for next year's. */
function preparationNow(season: BusySeason, target: number, start: number): string {
  const prep = season.preparation;
  if (!prep) return "";
  const soon = nextOf(start - 1, prep.month);
  if (soon >= nextOf(target - 11, prep.month) || soon > start) return "";
  return ` This ${MONTHS[prep.month]}'s ${prep.what} ${soon < start ? "is under way" : "comes next"}: write down what it takes (the hours, who does it, what goes wrong in the first weeks), the baseline for next year's.`;
}

/** When the season that opens now or within weeks of the report is not the pilot's, it is its baseline. */
function thisSeason(busy: (m: number) => boolean, target: number, start: number): string {
  const opensAt = (m: number) => busy(m) && !busy(m - 1);
  const now = start - 1;
  const opened = busy(now)
    ? [...Array(12).keys()].map((i) => now - i).find(opensAt)
    : firstRun(start, start + 2, opensAt)[0];
  if (opened === undefined || opened >= target) return "";
  const close = firstRun(opened, opened + 12, busy).at(-1)!;
  return ` This season, ${spanLabel(opened, close)}, is the baseline the first pilot will be measured against: record its figures week by week ${opened <= now ? "from now" : "from the opening"}, before any pilot runs.`;
}

export { closedMonthsOf } from "./season-reading";

/**
 * The busiest month read from the work's volume: the first pilot starts outside it, before or
 * after, and is measured against the same months a year before rather than against the peak.
 */
function peakTiming(season: BusySeason, starts: number): SeasonTiming | null {
  const months = season.months ?? [];
  if (months.includes(monthOfYear(starts))) return null;
  const peak = MONTHS[months[0]!];
  // Before or after the peak nearest the start: a peak just gone is "after it".
  const before = nextOf(starts, months[0]!) - starts < starts - nextOf(starts - 11, months[0]!);
  return {
    pilot: `Your busiest month is ${peak} (you wrote “${season.quote}”): the first pilot starts ${before ? "before it" : "after it"}, in ${spanLabel(starts, starts)}, so that it is learned at ordinary volume rather than in the month with the most work; measure it against the same months a year before, not against the peak, and start nothing new in ${peak}.`,
    now: "",
    resultsIn: null,
  };
}

export interface SeasonTiming {
  /** For the first pilot's phase: when it runs, what it is measured against, when it is read. */
  pilot: string;
  /** For the first phase, when the season or its preparation is under way or weeks away: "" else. */
  now: string;
  /** When the pilot's results are read ("May 2028"), if after its phase ends; else null. */
  resultsIn: string | null;
}

/**
 * How the first pilot is timed around the season: kept to the quiet months of its phase when the
 * season leaves no time, else running through the season it is meant to help, from before it
 * opens to its end, when its results are read; measured like with like; the preparation for the
 * season due before it; and, when this season is weeks away and not the pilot's, what to record
 * in it now. The quiet months are those no season closes (`closed`: other freezes the answers
 * state count too).
 */
export function seasonTiming(
  season: BusySeason,
  pilotPhase: string,
  start: number,
  pilotMonth = phaseMonths(pilotPhase, start).first,
  closed: readonly number[] = season.months ?? [],
  several = false,
  planEnd = Infinity,
  testedBySeason = false,
): SeasonTiming {
  const wrote = season.known ? `(${season.known})` : `(you wrote “${season.quote}”)`;
  const prep = season.preparation;
  const after =
    prep && !season.during.startsWith("after")
      ? `, after the ${prep.what} in ${MONTHS[prep.month]}`
      : "";
  // A window for anything new with no season named is said as the window, never as a season.
  const opening =
    season.window && season.during.startsWith("outside")
      ? `Anything new is kept to ${season.window.label} ${wrote}`
      : /^in your (?:busy|peak|high|rush) season$/i.test(season.during)
        ? `${capitalise(season.during.slice(3))}${after} ${wrote}`
        : `Your busy ${season.several ? "seasons run" : "season runs"} ${season.during}${after} ${wrote}`;
  const months = season.months;
  const { first, last } = phaseMonths(pilotPhase, start);
  const peak = season.peak ? peakTiming(season, pilotMonth) : null;
  if (peak) return peak;
  const pilot = (text: string, target = first + 12) => ({
    pilot: `${opening}: ${text}${preparationDue(season, target)}`,
    now: preparationNow(season, target, start).trim(),
    resultsIn: null,
  });
  if (!months)
    return pilot(
      season.noTime
        ? `set the first pilot up and run it in the quiet weeks, ${LIKE_FOR_LIKE}, and start nothing new in the season itself.`
        : `have the first pilot running before the season opens, so that the season is its first real test, ${LIKE_FOR_LIKE}; change nothing mid-season.`,
    );
  // A season that leaves no time is kept out of with every other freeze; one run through, alone.
  const kept = season.noTime ? [...months, ...closed] : months;
  const busy = (m: number) => kept.includes(monthOfYear(m));
  const nothingNew = season.window
    ? `start nothing new outside ${season.window.label}`
    : `start nothing new ${season.during}`;
  if (season.noTime) {
    // The plan's month for the first pilot (plan.ts) is the first that opens quiet months.
    const quiet = firstRun(pilotMonth, Math.max(last, pilotMonth + 11), (m) => !busy(m));
    // A season over the whole pilots' phase is said plainly: the first pilot starts after it.
    const phase = spanLabel(first, last);
    const lone = firstRun(first, last, (m) => !busy(m)).length > 0;
    const whole =
      pilotMonth <= last
        ? ""
        : lone
          ? `the pilots' phase, ${phase}, has no two months in a row open to anything new, so `
          : `no month of the pilots' phase, ${phase}, is open to anything new, so `;
    // A pilot only the season can test (parts for seeding, calls a wildfire brings) is readied in
    // the quiet months and live before the season opens, never measured in months without it.
    if (quiet.length && !busy(pilotMonth) && testedBySeason) {
      const opens = quiet.at(-1)! + 1;
      const close = firstRun(opens, opens + 12, busy).at(-1)!;
      return {
        ...pilot(
          `${whole}start the first pilot in ${spanLabel(pilotMonth, pilotMonth)}, ready it in the quiet months, ${spanLabel(quiet[0], quiet.at(-1)!)}, and have it live before the season opens in ${spanLabel(opens, opens)}, so that the season is its test: nothing is changed in it, it is ${LIKE_FOR_LIKE}, and its results are read in ${spanLabel(close + 1, close + 1)}.`,
        ),
        resultsIn: close + 1 > last ? spanLabel(close + 1, close + 1) : null,
      };
    }
    if (quiet.length && !busy(pilotMonth))
      return pilot(
        `${whole}start the first pilot in ${spanLabel(pilotMonth, pilotMonth)} and run it in the quiet months, ${spanLabel(quiet[0], quiet.at(-1)!)}, measured against the same months a year before, and ${nothingNew}.`,
      );
    const before = firstRun(start, first, (m) => !busy(m));
    const after = firstRun(last, last + 12, (m) => !busy(m));
    return pilot(
      `the first pilot's phase, ${spanLabel(first, last)}, falls in the season, so bring the pilot forward to the quiet months, ${spanLabel(before[0] ?? start, before.at(-1) ?? start)}, or hold it until ${spanLabel(after[0] ?? last, after[0] ?? last)}, measured against the same months a year before.`,
    );
  }
  const opensAt = (m: number) => busy(m) && !busy(m - 1);
  const closeOf = (open: number) => firstRun(open, open + 12, busy).at(-1)!;
  const runTo = (open: number) => {
    const close = closeOf(open);
    return `run it to the season's end in ${spanLabel(close, close)}, ${LIKE_FOR_LIKE}, and read its results in ${spanLabel(close + 1, close + 1)}`;
  };
  // A season the first pilot cannot be running before: one that opens before "within 60 days"
  // (or the pilot's month) is over, which is next year's.
  const from = busy(pilotMonth) ? first : pilotMonth;
  const lead = from === start ? 2 : 1;
  const next = firstRun(from + lead, from + lead + 12, opensAt)[0] ?? from + lead;
  // The pilot's phase opens mid-season: this season if there is time to be ready, else the next.
  const current = [...Array(12).keys()].map((i) => first - i).find(opensAt) ?? first;
  const later = firstRun(first + 1, first + 13, opensAt)[0] ?? first + 12;
  const outOfSeason = !busy(from) || opensAt(from);
  const target = outOfSeason ? next : later;
  const [they, run, are, their] = several
    ? ["the pilots", "run", "they are", "their"]
    : ["the first pilot", "runs", "it is", "its"];
  // Started in the off-season before it, a pilot is only measured in the season, never changed;
  // it runs in its own phase, never past the phase's last month (round 19: "April to December").
  // A season that closes after the plan's last phase is no test the plan can read: the pilot is
  // read over its own months instead (round 20: "read in April 2028" in an 18-month plan).
  const ranTo = Math.min(next - 1, last);
  const readInPlan = closeOf(next) + 1 <= planEnd;
  const timing = !busy(from)
    ? readInPlan
      ? `${they} ${run} ${spanLabel(from, ranTo)}, before it opens in ${spanLabel(next, next)}; in season ${are} only measured, against the same weeks of the season before, with nothing changed mid-season, and ${their} results are read in ${spanLabel(closeOf(next) + 1, closeOf(next) + 1)}.`
      : `${they} ${run} ${spanLabel(from, ranTo)}, before it opens in ${spanLabel(next, next)}, and ${are} measured over ${their} own months, against the same months a year before, with ${their} results read in ${spanLabel(ranTo, ranTo)}: the season's results would come in only after the plan ends.`
    : outOfSeason
      ? `have the first pilot running before the season opens in ${spanLabel(next, next)}, so that the season is its first real test: ${runTo(next)}; change nothing mid-season.`
      : current > start
        ? `the first pilot's phase opens mid-season, so have the pilot running by ${spanLabel(current, current)} or ready for the next season, in ${spanLabel(later, later)}: ${runTo(later)}; change nothing mid-season.`
        : `the season is under way when the first pilot's phase opens, so have the pilot ready for the next one, in ${spanLabel(later, later)}: ${runTo(later)}; change nothing mid-season.`;
  return {
    pilot: `${opening}: ${timing}${preparationDue(season, target)}`,
    // A pilot read over its own months is measured against them a year before, not this season.
    now: `${busy(from) || readInPlan ? thisSeason(busy, target, start) : ""}${preparationNow(season, target, start)}`.trim(),
    resultsIn:
      closeOf(target) + 1 > last && (busy(from) || readInPlan)
        ? spanLabel(closeOf(target) + 1, closeOf(target) + 1)
        : null,
  };
}

/** Demand that varies with no season named: each pilot is measured like with like. */
export const likeForLike = (quote: string): string =>
  `Your demand varies (you wrote “${quote}”): measure each pilot against the same weeks last year, day of the week for day of the week, never against weeks of another season.`;
