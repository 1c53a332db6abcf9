import { monthLabel, monthOfYear, phaseMonths, planStart } from "./calendar";
import type { Context } from "./context";
import { planOf } from "./plan";
import { seasonsIn } from "./province-seasons";
import type { BusySeason } from "./season-reading";
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

/** What closes a month, as the gate says it: "the months when school is out and no routes run". */
const causeOf = (s: BusySeason): string =>
  s.off
    ? `the months when ${s.off}`
    : s.window
      ? "the months outside your window for anything new"
      : s.noTime
        ? "the months you keep free of anything new"
        : s.peak
          ? "your busiest month"
          : (s.named?.name ?? "your busy season");

/** What closes the phase's months, said together: "the months when the lifts are closed leave". */
function closedBy(ctx: Context, first: number, last: number): string {
  const months = Array.from({ length: last - first + 1 }, (_, i) => monthOfYear(first + i));
  const causes = [
    ...new Set(
      seasonsIn(ctx)
        .filter((s) => s.months?.some((m) => months.includes(m)))
        .map(causeOf),
    ),
  ];
  if (!causes.length) return "the season leaves";
  const plural = causes.length > 1 || causes[0]!.startsWith("the months");
  return `${causes.join(" and ")} ${plural ? "leave" : "leaves"}`;
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
  return `End of ${duration}: ${closedBy(ctx, first, last)} ${leaves}, so confirm the first pilot is ready to start in ${month}; ${judged}.`;
}
