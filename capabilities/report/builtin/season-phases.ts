import type { PhasePlan } from "@/capabilities/report/content/phases";
import { monthOfYear, phaseMonths, roomToRun } from "./calendar";
import { closedMonthsOf, frozenMonthsOf, type BusySeason } from "./season-reading";

/**
 * A busy season the work runs through ("Season runs April to October") is no time to start a
 * pilot, but the months before it are: when the pilots' phase would open in the season (or in a
 * lone month before it), it is brought forward to the off-season before it, the foundation keeping
 * at least its first month, so the pilots run January to March and are only measured in season.
 * A freeze (nothing new, no time) is never run through: its pilots wait until after it.
 */

/** "Month 1", "Months 1–3": a phase's duration in months of the plan. */
const months = (first: number, last: number) =>
  first === last ? `Month ${first}` : `Months ${first}–${last}`;

/**
 * The phases with the pilots' phase opening in the off-season before a busy season, from
 * `earliest` on (a union's notice or a board's meeting may hold it back), or as they were.
 */
export function phasesBeforeSeason(
  phases: readonly [PhasePlan, PhasePlan, PhasePlan],
  seasons: readonly BusySeason[],
  start: number,
  earliest: number,
): readonly [PhasePlan, PhasePlan, PhasePlan] {
  if (!/^Months/.test(phases[0].duration)) return phases;
  const closes = (m: number, of: (s: BusySeason) => readonly number[]) =>
    seasons.some((s) => of(s).includes(monthOfYear(m)));
  const open = (m: number) => !closes(m, closedMonthsOf);
  const { first, last } = phaseMonths(phases[1].duration, start);
  if (roomToRun(open)(first)) return phases;
  const from = Math.max(start + 1, earliest);
  const before = Array.from({ length: Math.max(0, first - from) }, (_, i) => from + i);
  const opens = before.find(roomToRun(open));
  if (opens === undefined) return phases;
  // Held by a freeze, the phase keeps its months, unless the months before it are the window the
  // executive offers for something new ("November to February is our window"): a small pilot
  // starts there once the policy is out, rather than a whole year later.
  const offered = seasons.some((s) => s.window?.months.includes(monthOfYear(opens)));
  if (!offered && (closes(first, frozenMonthsOf) || closes(first + 1, frozenMonthsOf)))
    return phases;
  const month = (m: number) => m - start + 1;
  return [
    { ...phases[0], duration: months(1, month(opens) - 1) },
    { ...phases[1], duration: months(month(opens), month(last)) },
    phases[2],
  ];
}
