import { phasePlans } from "@/capabilities/report/content/phases";
import { monthLabel, monthOfYear, nextOf, phaseMonths, planStart, spanLabel } from "./calendar";
import type { Context } from "./context";
import {
  decisionDatesOf,
  vendorLeadTimeOf,
  type DecisionDate,
  type LeadTime,
} from "./decision-dates";
import { busySeasonOf, closedMonthsIn } from "./season-reading";
import { capitalise, MONTHS } from "./text";

/**
 * The executive's decision calendar on the plan (`decision-dates.ts`): the budget to be set, the
 * meeting that approves spending, the contract or collective agreement that ends, each a dated
 * step in the phase it is due; a new vendor's review started in the first phase, with the date
 * before which no pilot on a new vendor can start.
 */

export interface DatedStep {
  /** The plan month the step is due by (`planStart` counting). */
  due: number;
  /** For the roadmap's phase. */
  text: string;
  /** For the next steps, when due within the first three months ("" for none). */
  next: string;
  /** The phase it belongs to whatever its date (the pilots' phase for what holds pilots back). */
  phase?: number;
}

const ENGLISH_NUMBERS = [
  "",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
];
const inWords = (n: number) => ENGLISH_NUMBERS[n] ?? String(n);

/** "four to six months", "three months". */
export const leadLength = ({ min, max }: LeadTime): string =>
  `${min === max ? inWords(max) : `${inWords(min)} to ${inWords(max)}`} month${max > 1 ? "s" : ""}`;

/** The plan month a date falls in: its stated year, else its next occurrence from the start. */
function planMonthOf(date: DecisionDate, start: number): number {
  return date.year !== null ? date.year * 12 + date.month : nextOf(start, date.month);
}

const you = (quote: string) => `(you wrote “${quote}”)`;

/** The plan month of a month stated without a year, the last one at or before `at`. */
const before = (at: number, month: number) => at - ((((at - month) % 12) + 12) % 12);

/**
 * The season a leaver goes after ("après la saison 2027", "at the end of next season"), in plan
 * months: the business's busy season ending in the year stated, else the next one to end after
 * the plan starts; null when the answers give the season no months.
 */
function leavingSeason(
  date: DecisionDate,
  ctx: Context,
  start: number,
): { first: number; last: number } | null {
  const months = busySeasonOf(ctx.answers)?.months;
  if (!date.leaver?.afterSeason || !months?.length) return null;
  const inSeason = (m: number) => months.includes(monthOfYear(m));
  // Each run of the season's months ending after the plan starts, first to last.
  const runs = Array.from({ length: 36 }, (_, i) => start + i)
    .filter((m) => inSeason(m) && !inSeason(m + 1))
    .map((last) => {
      let first = last;
      while (inSeason(first - 1) && last - first < 11) first -= 1;
      return { first, last };
    });
  // The one ending in the year stated; "next season" is the first still to open.
  return (
    (date.year !== null
      ? runs.find((r) => Math.floor(r.last / 12) === date.year)
      : runs.find((r) => r.first > start)) ?? null
  );
}

/**
 * A leaver who works one more season: the capture starts in the plan's first open month, records
 * their work as they do it through that season, and is done by its last month, before they go.
 */
function seasonLeaverStep(
  date: DecisionDate,
  season: { first: number; last: number },
  ctx: Context,
  start: number,
): DatedStep {
  const { who, verb, when, several } = date.leaver!;
  const closed = closedMonthsIn(ctx.answers);
  const open = Array.from({ length: Math.max(0, season.first - start) }, (_, i) => start + i).find(
    (m) => !closed.includes(monthOfYear(m)),
  );
  const begins = open ?? start;
  // No open month before the season: the capture still starts, said as no change to anyone's work.
  const held =
    open === undefined && closed.includes(monthOfYear(start))
      ? " (it records the work and changes none of it, so the months kept free do not hold it)"
      : "";
  const [knows, checks, goes, their] = several
    ? [`${who} know`, "them", "they leave", "their"]
    : [`${who} knows`, who, `${who} leaves`, `${who}'s`];
  const span = spanLabel(season.first, season.last);
  return {
    due: start,
    phase: 0,
    text: `${capitalise(who)} ${verb} ${when} ${you(date.quote)}: start capturing what only ${knows} in ${monthLabel(begins)}${held}, with ${checks} checking each part, record ${their} work as it is done through the season, ${span}, without changing it, and have it done by ${monthLabel(season.last)}, before ${goes}; none of it waits for a later phase.`,
    next: `Within 30 days: start capturing what only ${knows}, with ${checks} checking each part, and record ${their} work through the season, ${span}; done by ${monthLabel(season.last)} (${who} ${verb} ${when}).`,
  };
}

function stepOf(date: DecisionDate, at: number, start: number): DatedStep {
  // "12 February 2027" when the executive gave the day.
  const when = `${date.day ? `${date.day} ` : ""}${monthLabel(at)}`;
  const byWhen = (months: number) => Math.max(start, at - months);
  if (date.kind === "departure") {
    const { who, verb, when: season, several } = date.leaver!;
    const leaves = `${verb} ${season ?? `in ${when}`}`;
    const due = byWhen(1);
    const [knows, checks, goes] = several
      ? [`${who} know`, "them", "they leave"]
      : [`${who} knows`, who, `${who} leaves`];
    // Only the year given (review r24: "start in December, done by December"): the date is asked,
    // and the capture runs most critical task first, never to a month the answers do not give.
    if (date.leaver?.yearOnly && due <= start)
      return {
        due: start,
        phase: 0,
        text: `${capitalise(who)} ${leaves} ${you(date.quote)}: start capturing what only ${knows} in ${monthLabel(start)}, with ${checks} checking each part, most critical task first, before ${goes}, and agree the leaving date now, since the answers give only the year; none of it waits for a later phase.`,
        next: `Within 30 days: agree the leaving date and start capturing what only ${knows}, most critical task first, with ${checks} checking each part (${who} ${leaves}).`,
      };
    return {
      due: start,
      phase: 0,
      text: `${capitalise(who)} ${leaves} ${you(date.quote)}: start capturing what only ${knows} in ${monthLabel(start)}, with ${checks} checking each part, and have it done by ${monthLabel(due)}, before ${goes}; none of it waits for a later phase.`,
      next: `Within 30 days: start capturing what only ${knows}, with ${checks} checking each part, done by ${monthLabel(due)} (${who} ${leaves}).`,
    };
  }
  if (date.kind === "budget") {
    // The month the executive said the budget is drafted in, else the month before it is set.
    const due = date.drafted !== undefined ? Math.max(start, before(at, date.drafted)) : byWhen(1);
    const by = date.body ? `, decided by ${date.body}` : "";
    const drafted = date.drafted !== undefined ? `, drafted in ${MONTHS[date.drafted]}` : "";
    return {
      due,
      text: `Budget date, ${when}${by}${drafted} ${you(date.quote)}: by ${monthLabel(due)}, put the AI spending the pilots will need into the budget, with each pilot's cost; what misses it waits for the next one.`,
      next: `By ${monthLabel(due)}: put the AI spending the pilots will need into the budget of ${when}, with each pilot's cost.`,
    };
  }
  if (date.kind === "approval") {
    const due = byWhen(1);
    const body = date.body ?? "whoever approves spending";
    // "The partners meet … their approval", "The board meets … its approval".
    const several = /(?:partners|shareholders|members|owners)$/.test(body);
    const [meets, its, whose] = several
      ? ["meet", "their", `${body}'`]
      : ["meets", "its", `${body}'s`];
    return {
      due,
      text: `${capitalise(body)} ${meets} ${date.day ? "on" : "in"} ${when} ${you(date.quote)}: by ${monthLabel(due)}, prepare what needs ${its} approval, with the pilot it is for and its cost; a purchase that needs ${its} approval starts after that meeting, not before, and one that misses it waits for the next.`,
      next: `By ${monthLabel(due)}: prepare what needs ${whose} approval for ${its} ${when} meeting, with the pilot it is for and its cost.`,
    };
  }
  if (date.union) {
    const due = byWhen(3);
    return {
      due,
      // The union's own step (share the pilot plan before it starts) is already among the next steps.
      next: "",
      text: `Your collective agreement ends in ${when} ${you(date.quote)}: share the pilot plan with the union by ${monthLabel(due)}, before bargaining for the next agreement, and start no pilot that changes unionised work while it is renegotiated unless the union agrees to it in writing.`,
    };
  }
  const due = byWhen(2);
  const what = date.what ?? "contract";
  const ends = date.renews ? "comes up for renewal" : "ends";
  return {
    due,
    text: `Your ${what} ${ends} in ${when} ${you(date.quote)}: by ${monthLabel(due)}, decide whether to renew, change or replace it, with what the pilots have shown.`,
    next: `By ${monthLabel(due)}: decide whether to renew, change or replace your ${what}, which ${ends} in ${when}.`,
  };
}

/**
 * The review's steps: started in the plan's first month; and, where it clears after the pilots'
 * phase opens, the order they start in there (the pilots on tools in place first).
 */
function leadSteps(lead: LeadTime, start: number, pilotsFrom: number): DatedStep[] {
  const clears = monthLabel(start + lead.max);
  const review: DatedStep = {
    due: start,
    text: `A new vendor's ${lead.what} takes ${leadLength(lead)} ${you(lead.quote)}: start it in ${monthLabel(start)} for each new vendor a pilot needs, so that pilot can start in ${clears} at the earliest; pilots on the tools you already run go first.`,
    next: `Within 30 days: start the ${lead.what} of each new vendor the pilots need, so that their pilots can start in ${clears} at the earliest.`,
  };
  if (start + lead.max <= pilotsFrom) return [review];
  const order: DatedStep = {
    due: start + lead.max,
    text: `Until ${clears}, only pilots on the tools you already run start; those that need a new vendor start once its ${lead.what} clears.`,
    next: "",
    phase: 1,
  };
  return [review, order];
}

/** The plan's first month and each phase's months, from the pace's durations. */
function horizon(ctx: Context) {
  const start = planStart(ctx.input.createdAt);
  const phases = phasePlans[ctx.pace].map((p) => phaseMonths(p.duration, start));
  return { start, phases, end: phases[2].last };
}

/** Every dated step of the decision calendar within the plan, in the order they are due. */
export function decisionSteps(ctx: Context): DatedStep[] {
  const { start, end, phases } = horizon(ctx);
  const lead = vendorLeadTimeOf(ctx.answers);
  const dated = decisionDatesOf(ctx.answers).flatMap((date) => {
    // A leaver dated by the year alone ("retiring in 2026") may go in any month of it: from the start.
    const yearOnly = date.kind === "departure" && date.leaver?.yearOnly === true;
    const stated = planMonthOf(date, start);
    const next = yearOnly && stated + 11 >= start ? Math.max(stated, start) : stated;
    // A budget whose drafting month has passed this year is next year's.
    const at =
      date.drafted !== undefined && date.year === null && before(next, date.drafted) < start
        ? next + 12
        : next;
    // A leaver's know-how is captured from the first month, however far past the plan they go.
    if (at < start || (at > end && date.kind !== "departure")) return [];
    // An agreement ending just before or while the pilots run: said where they start.
    const bargaining =
      date.union && at >= phases[1].first - 3 && at <= phases[1].last
        ? [{ due: at, text: bargainingStep(at, at < phases[1].first), next: "", phase: 1 }]
        : [];
    const season = leavingSeason(date, ctx, start);
    if (season) return [seasonLeaverStep(date, season, ctx, start)];
    return [stepOf(date, at, start), ...bargaining];
  });
  const held = lead ? leadSteps(lead, start, phases[1].first) : [];
  return [...held, ...dated].sort((a, b) => a.due - b.due);
}

const bargainingStep = (at: number, before: boolean) =>
  `The collective agreement ends in ${monthLabel(at)}, ${before ? "just before the pilots begin" : "while the pilots run"}: those that change unionised work start only once the union has agreed to them in writing or the new agreement is signed.`;

/** The steps due in one phase (those due before the plan starts fall in the first). */
export function decisionStepsIn(ctx: Context, phase: number): string[] {
  const { phases } = horizon(ctx);
  const inPhase = (due: number) => {
    const found = phases.findIndex((p) => due <= p.last);
    return found < 0 ? phases.length - 1 : found;
  };
  return decisionSteps(ctx)
    .filter((s) => (s.phase ?? inPhase(s.due)) === phase)
    .map((s) => s.text);
}

/** The next steps for what falls due in the first three months, in date order. */
export function decisionNextSteps(ctx: Context): string[] {
  const { start } = horizon(ctx);
  return decisionSteps(ctx)
    .filter((s) => s.next && s.due <= start + 2)
    .slice(0, 2)
    .map((s) => s.next);
}

/** Days from the report to the end of a step's window: "This week" 7, "By January 2027" its last day. */
function daysTo(step: string, createdAt: Date): number {
  const [, when = ""] = step.match(/^([^:]+):/) ?? [];
  if (/^This week$/i.test(when)) return 7;
  if (/^Within two weeks$/i.test(when)) return 14;
  const within = when.match(/^Within (\d+) days$/i);
  if (within) return Number(within[1]);
  const by = when.match(/^By (\w+) (\d{4})$/);
  const month = by ? MONTHS.indexOf(by[1]!) : -1;
  if (by && month >= 0)
    return (Date.UTC(Number(by[2]), month + 1, 0) - createdAt.getTime()) / 86_400_000;
  return Number.POSITIVE_INFINITY;
}

/** The next steps with the calendar's among them, each before the first step due later. */
export function withDecisionSteps(ctx: Context, steps: readonly string[]): string[] {
  const merged = [...steps];
  for (const step of decisionNextSteps(ctx)) {
    const days = daysTo(step, ctx.input.createdAt);
    const at = merged.findIndex((s) => daysTo(s, ctx.input.createdAt) > days);
    merged.splice(at < 0 ? merged.length : at, 0, step);
  }
  return merged;
}

/**
 * What a pilot that may need a new vendor waits for: the vendor's review, started in the first
 * phase, so the pilot starts no earlier than its longest stated length; null without one. With
 * `work`, the pilot is named.
 */
export function leadTimeCondition(ctx: Context, work?: string): string | null {
  const lead = vendorLeadTimeOf(ctx.answers);
  if (!lead) return null;
  const clears = monthLabel(planStart(ctx.input.createdAt) + lead.max);
  // Named, so pilots that depend on nothing else never repeat each other's words.
  const needs = work ? `if a new vendor is needed for ${work}` : "if it needs a new vendor";
  return `${needs}, that vendor's ${lead.what} (${leadLength(lead)}) starts in phase 1 and the pilot no earlier than ${clears}`;
}

/**
 * What a pilot the union's agreement covers waits for when the agreement ends before the pilots'
 * phase does (pilots would start in its bargaining): the union's written agreement or the new
 * agreement; null otherwise.
 */
export function agreementEndCondition(ctx: Context): string | null {
  const { start, phases } = horizon(ctx);
  const ends = decisionDatesOf(ctx.answers).find((d) => d.kind === "expiry" && d.union);
  if (!ends) return null;
  const at = planMonthOf(ends, start);
  if (at < start || at > phases[1].last) return null;
  return `with the collective agreement ending in ${monthLabel(at)}, it starts only once the union has agreed to it in writing or the new agreement is signed`;
}
