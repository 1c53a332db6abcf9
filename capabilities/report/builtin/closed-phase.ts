import { monthLabel, monthOfYear, phaseMonths, planStart } from "./calendar";
import type { Context } from "./context";
import { planOf } from "./plan";
import { capitalise } from "./text";

/**
 * A busy season (or the months outside a window for anything new) that covers the whole of the
 * pilots' phase, or all but a lone month before it, leaves it no time to run a pilot: the first
 * pilot starts after the phase, in the first open months (plan.ts `firstPilotOf`), and every document says so rather than placing the
 * pilot in a phase it cannot start in.
 */
export function pilotsPhaseClosed(ctx: Context): boolean {
  const { phases, firstPilot } = planOf(ctx);
  if (firstPilot.phase !== 1) return false;
  const start = planStart(ctx.input.createdAt);
  return firstPilot.month > phaseMonths(phases[1].duration, start).last;
}

/** When the first pilot's work is timed: its phase, or its month when the season closes that phase. */
export function firstPilotTimeframe(ctx: Context): string {
  const { phases, firstPilot } = planOf(ctx);
  return pilotsPhaseClosed(ctx)
    ? capitalise(firstPilot.starts.replace(/^in /, ""))
    : phases[firstPilot.phase].duration;
}

/** The pilots' phase's gate when the season closes it: the first pilot ready, judged later. */
export function closedPhaseGate(ctx: Context, duration: string, target: string | undefined) {
  const { phases, firstPilot, closed } = planOf(ctx);
  const month = monthLabel(firstPilot.month);
  const { first, last } = phaseMonths(phases[1].duration, planStart(ctx.input.createdAt));
  const open = (m: number) => !closed.includes(monthOfYear(m));
  const leaves = Array.from({ length: last - first + 1 }, (_, i) => first + i).some(open)
    ? "no two months of this phase in a row open"
    : "no month of this phase open";
  // No pilot runs in this phase: each is judged in the next, never scaled at this gate.
  const judged = target
    ? `each pilot is judged in phase 3: scale it once it has met its target (first: ${target}); stop or rework the rest`
    : "each pilot is judged in phase 3: scale it once it has met its target; stop or rework the rest";
  return `End of ${duration}: the season leaves ${leaves}, so confirm the first pilot is ready to start in ${month}; ${judged}.`;
}
