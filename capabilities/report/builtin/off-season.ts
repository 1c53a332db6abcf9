import { OFF_SEASON_KINDS } from "@/capabilities/report/content/off-seasons";
import type { Context } from "./context";
import { leadOf, ownPilotsOf } from "./plan-pilots";
import { freeText } from "./sector-words-of";
import type { BusySeason } from "./season-reading";
import { MONTHS } from "./text";

/**
 * The months the work a business's pilots measure stops (`content/off-seasons.ts`): no pilot
 * starts in them, nor in a lone working month before them, so the first pilot runs while routes
 * run, lifts turn or sap flows. A business that does other work all year closes them only to a
 * pilot on its seasonal work. They are closed like a freeze, never a busy season the plan is
 * timed around (`busiestOf` leaves them out).
 */

/** "July to August": the months outside the work's, from the first after it. */
function spanOf(off: readonly number[]): string {
  const first = off.find((m) => !off.includes((m + 11) % 12)) ?? off[0]!;
  const last = off.find((m) => !off.includes((m + 1) % 12)) ?? off.at(-1)!;
  return first === last ? `in ${MONTHS[first]}` : `from ${MONTHS[first]} to ${MONTHS[last]}`;
}

/** The off-season the answers show for the work the first pilot measures, or none. */
export function offSeasonsOf(ctx: Context): BusySeason[] {
  const words = [ctx.company, freeText(ctx)].join("\n");
  const lead = leadOf(ctx, ownPilotsOf(ctx));
  const piloted = [lead?.theme?.quote, lead?.challenge?.text, lead?.name].join("\n");
  return OFF_SEASON_KINDS.filter(
    (kind) =>
      kind.shows.test(words) &&
      !kind.unless?.test(words) &&
      (!kind.work || kind.work.test(piloted)),
  ).map((kind) => {
    const months = [...Array(12).keys()].filter((m) => !kind.runs.includes(m));
    return {
      quote: kind.stops,
      during: spanOf(months),
      months,
      noTime: true,
      preparation: null,
      off: kind.stops,
    };
  });
}
