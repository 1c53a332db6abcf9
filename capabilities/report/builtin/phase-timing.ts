import type { Context } from "./context";
import { planOf } from "./plan";
import { seasonOpeningLine, seasonOpeningPhase } from "./season-start";

/** "Launch" the first pilot in the phase it starts in, "prepare" it in the one before. */
export const startsInPhaseOne = (ctx: Context) => planOf(ctx).firstPilot.phase === 0;

/** Themes started beside the first pilot when it starts in phase 1; the rest wait for phase 2. */
export const THEMES_BESIDE_FIRST_PILOT = 2;

/**
 * The season's timing for the phase the first pilot starts in; what to record now in phase 1; and
 * in every phase, the months it keeps free of anything new.
 */
export const timedHere = (ctx: Context, phase: 0 | 1 | 2): string[] => {
  const { firstPilot, seasonTiming, seasonNow, freezes } = planOf(ctx);
  const freeze = freezes[phase];
  const opening = seasonOpeningPhase(ctx) === phase ? seasonOpeningLine(ctx) : "";
  return [
    ...(seasonNow && phase === 0 ? [seasonNow] : []),
    ...(freeze ? [freeze] : []),
    ...(seasonTiming && firstPilot.phase === phase ? [seasonTiming] : []),
    ...(opening ? [opening] : []),
  ];
};
