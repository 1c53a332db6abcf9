import { monthLabel, monthOfYear, phaseMonths, planStart, spanLabel } from "./calendar";
import type { Context } from "./context";
import { seasonsIn } from "./province-seasons";

/**
 * A decision gate is a meeting of the leadership: it is never dated in the busiest weeks the
 * answers name (the harvest, the sugaring season, "we cannot meet at all in March and April"),
 * when they cannot meet. A phase that ends in them has its gate decided just before, within the
 * phase once it has run, or else just after (issue 34, rounds 19 and 20). An off-season, a freeze on new projects or the
 * months outside a window for them leave time to meet, and move nothing.
 */

/** The seasons the answers (or the kind of business) make the busiest. */
const busiestSeasons = (ctx: Context) =>
  seasonsIn(ctx).filter((s) => s.months && !s.off && !s.held && !s.window);

/** "End of months 5–10: …" with its month out of the busy season, or the gate as it was. */
export function gateOutOfSeason(ctx: Context, duration: string, gate: string): string {
  const seasons = busiestSeasons(ctx);
  const months = seasons.flatMap((s) => s.months!);
  const busy = (m: number) => months.includes(monthOfYear(m));
  const { first, last } = phaseMonths(duration, planStart(ctx.input.createdAt));
  if (!busy(last)) return gate;
  let opens = last;
  while (opens > last - 12 && busy(opens - 1)) opens--;
  let closes = last;
  while (closes < last + 12 && busy(closes + 1)) closes++;
  // A season the kind of business is known for is said by its name and why: "before harvest
  // (August to October 2027), when the service shop is busiest".
  const named = seasons.find((s) => s.months!.includes(monthOfYear(last)))?.named;
  const span = `(${spanLabel(opens, closes)})`;
  const season = named ? `${named.name} ${span}` : `your busy season ${span}`;
  const why = named ? `, ${named.why}` : "";
  // Before the season only when the phase has run a month before it: a gate decided in its
  // phase's first month decides on work not yet done (round 20).
  const moved =
    opens - 1 > first
      ? `decided in ${monthLabel(opens - 1)}, before ${season}${why}`
      : `decided in ${monthLabel(closes + 1)}, once ${season}${why}${why && ","} is over`;
  const [, head, rest] = /^(End of [^:]+): ([\s\S]*)$/.exec(gate) ?? [];
  return head ? `${head}, ${moved}: ${rest}` : gate;
}
