import type { Department } from "@/model/assessment/options";
import type { ChosenChallenge, Context } from "./context";
import { monthLabel, monthOfYear, phaseMonths, planStart } from "./calendar";
import { PILOT_RUN_MONTHS } from "./off-season";
import { operatingSeasonOf, seasonalWork, themeDepartment } from "./operating-season";
import { planOf } from "./plan";
import type { RecognisedTheme } from "./recognised-theme";
import { applicationFor } from "./shared";
import { MONTHS } from "./text";

/**
 * Pilots on the work of a business that runs only part of the year (`operating-season.ts`) start
 * when the season opens and run in it: none is dated in the idle months, whose time readies them.
 * The first pilot is held to the season by the off-season (`off-season.ts`); these are the others.
 */

/** The first plan month from `from` on whose pilot's whole run falls in the season, or null. */
function inSeasonFrom(ctx: Context, from: number): number | null {
  const season = operatingSeasonOf(ctx.answers);
  if (!season) return null;
  const run = Math.min(PILOT_RUN_MONTHS, season.months.length);
  const fits = (m: number) =>
    Array.from({ length: run }, (_, i) => season.months.includes(monthOfYear(m + i))).every(
      Boolean,
    );
  return Array.from({ length: 12 }, (_, i) => from + i).find(fits) ?? null;
}

/**
 * The plan month a pilot on this work waits for, when it is the season's work and phase 1 holds
 * no month it could run through; null when it is office work or can start in phase 1.
 */
export function seasonWait(ctx: Context, words: string, department?: Department): number | null {
  if (!operatingSeasonOf(ctx.answers) || !seasonalWork(words, department)) return null;
  const start = planStart(ctx.input.createdAt);
  const { last } = phaseMonths(planOf(ctx).phases[0].duration, start);
  const month = inSeasonFrom(ctx, start);
  return month !== null && month > last ? month : null;
}

/** The month a chosen challenge's pilot waits for the season to open, or null. */
export function challengeSeasonWait(ctx: Context, challenge: ChosenChallenge): number | null {
  const app = applicationFor(challenge, ctx);
  return app ? seasonWait(ctx, `${app.application} ${challenge.text}`, app.department) : null;
}

/** The month the pilot on the executive's own problem waits for the season to open, or null. */
export const themeSeasonWait = (ctx: Context, theme: RecognisedTheme): number | null =>
  seasonWait(ctx, `${theme.quote} ${theme.title}`, themeDepartment(theme));

/** The month the season next opens in for the pilots that wait for it, or null when none waits. */
function openingFor(ctx: Context): number | null {
  const challenges = ctx.challenges.slice(0, 3).map((c) => challengeSeasonWait(ctx, c));
  const themes = planOf(ctx).ownPilots.map((t) => themeSeasonWait(ctx, t));
  const waits = [...challenges, ...themes].filter((m): m is number => m !== null);
  return waits.length ? Math.min(...waits) : null;
}

/** The phase (0 to 2) whose months hold the season's opening, for pilots that wait for it. */
export function seasonOpeningPhase(ctx: Context): 0 | 1 | 2 | null {
  const opens = openingFor(ctx);
  if (opens === null) return null;
  const start = planStart(ctx.input.createdAt);
  const at = planOf(ctx).phases.findIndex(({ duration }) => {
    const { first, last } = phaseMonths(duration, start);
    return opens >= first && opens <= last;
  });
  return at < 0 ? null : (at as 0 | 1 | 2);
}

/** When a waiting pilot is timed: its phase when the season opens in it, else the plan month. */
export function seasonTimeframe(ctx: Context, waits: number): string {
  const start = planStart(ctx.input.createdAt);
  const phase = planOf(ctx).phases.find(({ duration }) => {
    const { first, last } = phaseMonths(duration, start);
    return waits >= first && waits <= last;
  });
  return phase?.duration ?? `Month ${waits - start + 1}`;
}

/**
 * The sentence of the phase the season opens in: the pilots on the season's work start then and
 * are measured in it; the idle months before it ready them. Empty when no pilot waits.
 */
export function seasonOpeningLine(ctx: Context): string {
  const season = operatingSeasonOf(ctx.answers);
  const opens = openingFor(ctx);
  if (!season || opens === null) return "";
  const idle = `${MONTHS[season.idle[0]!]} to ${MONTHS[season.idle.at(-1)!]}`;
  return `The pilots on the season's work start when it opens in ${monthLabel(opens)} and are measured in it, never in the months when ${season.off} (${idle}; you wrote “${season.quote}”): those months ready them, with owners named, baselines taken from last season's records and what each needs on the floor in place.`;
}
