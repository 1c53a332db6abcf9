import type { Context } from "./context";
import { planOf } from "./plan";

/** "Launch" the first pilot in the phase it starts in, "prepare" it in the one before. */
export const startsInPhaseOne = (ctx: Context) => planOf(ctx).firstPilot.phase === 0;

/** Themes started beside the first pilot when it starts in phase 1; the rest wait for phase 2. */
export const THEMES_BESIDE_FIRST_PILOT = 2;

/** The season's timing for the phase the first pilot starts in; what to record now in phase 1. */
export const timedHere = (ctx: Context, phase: 0 | 1): string[] => {
  const { firstPilot, seasonTiming, seasonNow } = planOf(ctx);
  return [
    ...(seasonNow && phase === 0 ? [seasonNow] : []),
    ...(seasonTiming && firstPilot.phase === phase ? [seasonTiming] : []),
  ];
};
