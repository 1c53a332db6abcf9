import type { Department } from "@/model/assessment/options";
import { delayedPilotPhases, phasePlans } from "@/capabilities/report/content/phases";
import { teamScoreNote } from "@/capabilities/report/team";
import { dataCleanUpFirst } from "./data-first";
import { noticeBeforeFirstPilot } from "./work-conditions";
import {
  datedDuration,
  likeForLike,
  peakDelay,
  phaseMonths,
  planStart,
  seasonTiming,
} from "./calendar";
import type { ChosenChallenge, Context } from "./context";
import { BOTTOM_UP_PILLARS, TOP_DOWN_PILLARS, viewScore } from "./readiness";
import { busySeasonOf, varyingDemandOf } from "./season-reading";
import { applicationFor, departmentLabel } from "./shared";
import { capitalise } from "./text";
import type { NotYetKind, Plan } from "./plan-types";
import { notYetOf } from "./not-yet";
import { leadOf, ownPilotsOf, queueOf } from "./plan-pilots";

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

/** "Months 5–10" → "month 5", "Weeks 1–8" → "week 1": when a phase begins. */
const firstOf = (duration: string) =>
  duration.replace(
    /^(\w+?)s? (\d+).*$/,
    (_, unit: string, n: string) => `${unit.toLowerCase()} ${n}`,
  );

/** Foundation first at a measured pace: the first pilot starts in phase 2, else in phase 1. */
/** A union's notice period longer than this moves the first pilot out of the first 60 days. */
const NOTICE_WITHIN_PHASE_ONE = 45;

function firstPilotOf(ctx: Context, phases: Plan["phases"]): Plan["firstPilot"] {
  const notice = noticeBeforeFirstPilot(ctx);
  const phase =
    ctx.pace === "measured" ||
    notice > NOTICE_WITHIN_PHASE_ONE ||
    dataCleanUpFirst(ctx.answers) !== null
      ? 1
      : 0;
  // A phase that opens in the executive's busiest month starts its pilot the month after.
  const start = planStart(ctx.input.createdAt);
  const delay = Math.max(
    peakDelay(busySeasonOf(ctx.answers), phases[1].duration, start),
    // Notice given this month has run by the first of the month its length in months later.
    notice ? start + Math.ceil(notice / 30) - phaseMonths(phases[1].duration, start).first : 0,
  );
  const opens = firstOf(phases[phase].duration).replace(/\d+$/, (n) => String(Number(n) + delay));
  const starts = phase === 0 ? "within 60 days" : `in ${opens}`;
  return { phase, starts, when: capitalise(starts) };
}

/** The pace's phases, the first two retitled when the first pilot only starts in the second. */
function phasesOf(ctx: Context): Plan["phases"] {
  const phases = phasePlans[ctx.pace];
  if (ctx.pace === "measured" || firstPilotOf(ctx, phases).phase === 0) return phases;
  const [first, second] = delayedPilotPhases;
  return [{ ...phases[0], ...first }, { ...phases[1], ...second }, phases[2]];
}

function buildPlan(ctx: Context): Plan {
  const phases = phasesOf(ctx);
  const own = ownPilotsOf(ctx);
  const lead = leadOf(ctx, own);
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
    notYet: notYetOf(ctx, lead),
    ...own,
    lead,
    ...queueOf(ctx, own),
    ...calendarOf(ctx, phases),
  };
}

function calendarOf(
  ctx: Context,
  phases: Plan["phases"],
): Pick<Plan, "dated" | "seasonTiming" | "seasonNow" | "seasonResults"> {
  const start = planStart(ctx.input.createdAt);
  const season = busySeasonOf(ctx.answers);
  const varying = varyingDemandOf(ctx.answers);
  const pilotPhase = phases[firstPilotOf(ctx, phases).phase].duration;
  const timing = season && seasonTiming(season, pilotPhase, start);
  return {
    dated: [
      datedDuration(phases[0].duration, start),
      datedDuration(phases[1].duration, start),
      datedDuration(phases[2].duration, start),
    ],
    seasonTiming: timing ? timing.pilot : varying && likeForLike(varying),
    seasonNow: timing ? timing.now || null : null,
    seasonResults: timing ? timing.resultsIn : null,
  };
}

const plans = new WeakMap<Context, Plan>();

/** The plan of one document's context, worked out once. */
export function planOf(ctx: Context): Plan {
  let plan = plans.get(ctx);
  if (!plan) plans.set(ctx, (plan = buildPlan(ctx)));
  return plan;
}

/** The first `count` chosen challenges, the one whose pilot answers the executive's words first. */
export function pilotChallenges(ctx: Context, count = 3): ChosenChallenge[] {
  const lead = planOf(ctx).lead?.challenge;
  const chosen = ctx.challenges.slice(0, count);
  return lead && chosen.includes(lead) ? [lead, ...chosen.filter((c) => c !== lead)] : chosen;
}

/** The brief names one of these as not to do yet. */
export const holdsBack = (ctx: Context, kind: NotYetKind): boolean =>
  planOf(ctx).notYet.some((n) => n.kind === kind);
