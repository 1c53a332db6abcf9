import type { Department } from "@/model/assessment/options";
import { delayedPilotPhases, phasePlans } from "@/capabilities/report/content/phases";
import { teamScoreNote } from "@/capabilities/report/team";
import { dataCleanUpFirst } from "./data-first";
import { boardClears } from "./board-approval";
import { departureIn } from "./decision-dates";
import { heldOpeningOf, heldSeason } from "./held-opening";
import type { BusySeason } from "./season-reading";
import { noticeBeforeFirstPilot } from "./work-conditions";
import {
  datedDuration,
  firstOpenMonth,
  likeForLike,
  monthLabel,
  monthOfYear,
  nextOf,
  phaseMonths,
  planStart,
  seasonTiming,
} from "./calendar";
import type { ChosenChallenge, Context } from "./context";
import { BOTTOM_UP_PILLARS, TOP_DOWN_PILLARS, viewScore } from "./readiness";
import { busiestOf, closedMonthsAll, runsThrough, varyingDemandOf } from "./season-reading";
import { seasonsIn } from "./province-seasons";
import { seasonTiedSentence } from "./season-work";
import { phaseFreeze } from "./phase-freeze";
import { phasesBeforeSeason } from "./season-phases";
import { applicationFor, departmentLabel } from "./shared";
import { capitalise } from "./text";
import type { Lead, NotYetKind, Plan } from "./plan-types";
import { notYetOf } from "./not-yet";
import { leadOf, ownPilotsOf, queueOf } from "./plan-pilots";
import { runFitsSeason } from "./off-season";
import { oncePer } from "./once";

/**
 * The plan every document tells: the scores and why they are what they are, whether pilots run
 * already, the three phases and where phase 3 rolls out, when the first pilot starts, the levers
 * that raise the score (the summary's own) and what to leave alone for now. Sections read it
 * rather than working any of it out again, so the roadmap and the report cannot disagree.
 */

/** The departments the pilots on the first three challenges run in. */
export const pilotedDepartments = (ctx: Context): Department[] =>
  ctx.challenges.slice(0, 3).flatMap((c) => applicationFor(c, ctx)?.department ?? []);

/**
 * Where the next use cases start: the departments the executive expects most from that no pilot
 * has reached yet; none when the pilots reach them all. Never a department the executive did not
 * choose.
 */
function rolloutOf(ctx: Context): string[] {
  const piloted = pilotedDepartments(ctx);
  return ctx.focusDepartments
    .filter((d) => d !== "executive" && !piloted.includes(d))
    .slice(0, 3)
    .map(departmentLabel);
}

/**
 * The departments the executive chose that the pilots run in: where proven pilots roll out, as
 * their kind of work is done there (never a department named only by a challenge's pilot).
 */
const pilotedFocus = (ctx: Context): string[] => {
  const piloted = pilotedDepartments(ctx);
  return ctx.focusDepartments
    .filter((d) => d !== "executive" && piloted.includes(d))
    .map(departmentLabel);
};

/** A union's notice period longer than this moves the first pilot out of the first 60 days. */
const NOTICE_WITHIN_PHASE_ONE = 45;

/** The first month a pilot may start in once a union's notice has run and the board has met, or 0. */
function heldUntil(ctx: Context): number {
  const notice = noticeBeforeFirstPilot(ctx);
  const start = planStart(ctx.input.createdAt);
  const held = heldOpeningOf(ctx.answers, ctx.input.createdAt);
  return Math.max(
    notice ? start + Math.ceil(notice / 30) : 0,
    boardClears(ctx) ?? 0,
    held?.until ?? 0,
  );
}

/**
 * When the first pilot starts, one plan month every document reads: within 60 days (phase 1)
 * unless the pace is measured, the union's notice is long, data clean-up comes first or a month
 * the plan closes to anything new (`closedMonthsIn`) falls in those weeks; else in the pilots'
 * phase, once the notice has run, in the first month that opens two months free of the closed ones.
 */
function firstPilotOf(ctx: Context, phases: Plan["phases"]): Plan["firstPilot"] {
  const notice = noticeBeforeFirstPilot(ctx);
  const start = planStart(ctx.input.createdAt);
  const closed = closedMonthsAll(seasonsIn(ctx));
  const open = (m: number) => !closed.includes(monthOfYear(m));
  // The pilot's whole run falls in the working season, or it starts when the season opens again.
  const fits = runFitsSeason(ctx);
  // A leaver's know-how pilot that leads runs before they go, whatever the pace (README: Calendar).
  const lead = leadOf(ctx, ownPilotsOf(ctx));
  const leaving = lead?.theme !== undefined && departureIn(lead.theme.quote, ctx.answers);
  // Anything new waits for the board: no pilot before the month after its dated meeting.
  const board = boardClears(ctx);
  const soon =
    (board === null || board <= start + 1) &&
    !heldOpeningOf(ctx.answers, ctx.input.createdAt) &&
    (ctx.pace !== "measured" || leaving) &&
    notice <= NOTICE_WITHIN_PHASE_ONE &&
    dataCleanUpFirst(ctx.answers) === null &&
    // The report's own month in an off-season holds nothing: no pilot starts before the plan does.
    [start - 1, start, start + 1].every((m) => open(m) || (m < start && offOnly(ctx, m))) &&
    fits(start);
  if (soon) return { phase: 0, month: start, starts: "within 60 days", when: "Within 60 days" };
  const { first, last } = phaseMonths(phases[1].duration, start);
  // Notice given this month has run by the first of the month its length in months later.
  const earliest = Math.max(first, heldUntil(ctx));
  const month = firstOpenMonth(earliest, last, open, fits);
  const starts = `in month ${month - start + 1}`;
  return { phase: 1, month, starts, when: capitalise(starts) };
}

/** Whether only an off-season closes a month: the work stops, but nothing is frozen. */
function offOnly(ctx: Context, m: number): boolean {
  const closing = seasonsIn(ctx).filter((s) => s.months?.includes(monthOfYear(m)));
  return closing.length > 0 && closing.every((s) => s.off);
}

/** The pace's phases, the first two retitled when the first pilot only starts in the second. */
function phasesOf(ctx: Context): Plan["phases"] {
  const start = planStart(ctx.input.createdAt);
  const paced = phasePlans[ctx.pace];
  if (firstPilotOf(ctx, paced).phase === 0) return paced;
  // Data clean-up put first keeps the whole foundation before any pilot.
  const phases = dataCleanUpFirst(ctx.answers)
    ? paced
    : phasesBeforeSeason(paced, seasonsIn(ctx), start, heldUntil(ctx));
  if (ctx.pace === "measured") return phases;
  const [first, second] = delayedPilotPhases;
  return [{ ...phases[0], ...first }, { ...phases[1], ...second }, phases[2]];
}

function buildPlan(ctx: Context): Plan {
  const phases = phasesOf(ctx);
  const own = ownPilotsOf(ctx);
  const lead = leadOf(ctx, own);
  const queue = queueOf(ctx, own);
  return {
    scores: {
      topDown: viewScore(ctx.readiness, TOP_DOWN_PILLARS),
      bottomUp: viewScore(ctx.readiness, BOTTOM_UP_PILLARS),
      overall: ctx.score / 10,
    },
    scoreNote: teamScoreNote(ctx.input, ctx.name),
    pilotsInPlace:
      ctx.adoption.organisation === "pilots" || ctx.adoption.organisation === "embedded",
    phases,
    piloted: pilotedFocus(ctx),
    rollout: rolloutOf(ctx),
    firstPilot: firstPilotOf(ctx, phases),
    levers: ctx.input.readiness.improvements.map(({ action, gain }) => ({ action, points: gain })),
    closed: closedMonthsAll(seasonsIn(ctx)),
    notYet: notYetOf(ctx, lead),
    ...own,
    lead,
    ...queue,
    ...calendarOf(ctx, phases, queue.queued.slugs, lead),
  };
}

/** A season by its own name, as a lead pilot's problem or target may name the one it is about. */
const SEASON_NAMES =
  /\b(?:seeding|planting|harvest|wildfire|fire season|tax season|filing season|holidays?|christmas|ski season)\b/giu;

/**
 * Whether only the season can test the lead pilot: its problem or its target names, by its own
 * name, the season the answers give ("through the next seeding or harvest"); never a window the
 * executive keeps for anything new.
 */
function testedBySeason(season: BusySeason, lead: Lead | null): boolean {
  if (season.window) return false;
  const text = [lead?.theme?.quote, lead?.theme?.pilot?.target, lead?.challenge?.measure?.target]
    .filter(Boolean)
    .join(" ");
  const seasonWords = `${season.during} ${season.quote} ${season.named?.name ?? ""}`.toLowerCase();
  return [...text.matchAll(SEASON_NAMES)].some((m) => seasonWords.includes(m[0].toLowerCase()));
}

function calendarOf(
  ctx: Context,
  phases: Plan["phases"],
  queued: readonly string[],
  lead: Lead | null,
): Pick<Plan, "dated" | "freezes" | "seasonTiming" | "seasonNow" | "seasonResults"> {
  const start = planStart(ctx.input.createdAt);
  const season = busiestOf(seasonsIn(ctx));
  const varying = varyingDemandOf(ctx.answers);
  const firstPilot = firstPilotOf(ctx, phases);
  const pilotPhase = phases[firstPilot.phase].duration;
  const closed = closedMonthsAll(seasonsIn(ctx));
  const several = firstPilot.phase === 1;
  const planEnd = phaseMonths(phases[2].duration, start).last;
  const timing =
    season &&
    seasonTiming(
      season,
      pilotPhase,
      start,
      firstPilot.month,
      closed,
      several,
      planEnd,
      testedBySeason(season, lead),
    );
  const opens = season && runsThrough(season) && nextOf(firstPilot.month, season.months![0]!);
  const tied =
    opens && opens > firstPilot.month ? seasonTiedSentence(ctx, monthLabel(opens), queued) : "";
  const seasons = seasonsIn(ctx);
  return {
    dated: [
      datedDuration(phases[0].duration, start),
      datedDuration(phases[1].duration, start),
      datedDuration(phases[2].duration, start),
    ],
    freezes: [
      phaseFreeze(heldOver(ctx, phases[0].duration, seasons), phases[0].duration, start),
      phaseFreeze(heldOver(ctx, phases[1].duration, seasons), phases[1].duration, start),
      phaseFreeze(heldOver(ctx, phases[2].duration, seasons), phases[2].duration, start),
    ],
    seasonTiming: timing ? `${timing.pilot}${tied}` : varying && likeForLike(varying),
    seasonNow: timing ? timing.now || null : null,
    seasonResults: timing ? timing.resultsIn : null,
  };
}

/** The seasons a phase keeps out of, with a freeze over the plan's opening when the phase opens in it. */
function heldOver(ctx: Context, duration: string, seasons: readonly BusySeason[]) {
  const held = heldOpeningOf(ctx.answers, ctx.input.createdAt);
  const start = planStart(ctx.input.createdAt);
  return held && phaseMonths(duration, start).first < held.until
    ? [...seasons, heldSeason(held, start)]
    : seasons;
}

/** The plan of one document's context, worked out once. */
export const planOf: (ctx: Context) => Plan = oncePer(buildPlan);

/** The first `count` chosen challenges, the one whose pilot answers the executive's words first. */
export function pilotChallenges(ctx: Context, count = 3): ChosenChallenge[] {
  const lead = planOf(ctx).lead?.challenge;
  // The lead is any of the three piloted (queueOf's), and always among those asked for.
  const chosen = ctx.challenges.slice(0, Math.max(count, 3));
  const ordered =
    lead && chosen.includes(lead) ? [lead, ...chosen.filter((c) => c !== lead)] : chosen;
  return ordered.slice(0, count);
}

/** Whether the first 30 days after the report fall in a month closed to anything new. */
export const closedNow = (ctx: Context): boolean => {
  const start = planStart(ctx.input.createdAt);
  return [start - 1, start].some((m) => planOf(ctx).closed.includes(monthOfYear(m)));
};

/** The brief names one of these as not to do yet. */
export const holdsBack = (ctx: Context, kind: NotYetKind): boolean =>
  planOf(ctx).notYet.some((n) => n.kind === kind);
