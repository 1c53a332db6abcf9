import { OFF_SEASON_KINDS } from "@/capabilities/report/content/off-seasons";
import { monthOfYear } from "./calendar";
import type { Context } from "./context";
import { leadOf, ownPilotsOf } from "./plan-pilots";
import { freeText } from "./sector-words-of";
import type { BusySeason } from "./season-reading";
import { MONTHS } from "./text";
import { operatingSeasonOf, seasonalWork, themeDepartment } from "./operating-season";
import { applicationFor } from "./shared";

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

/**
 * The months a pilot runs before it is judged: the next steps review it within 90 days of its
 * start (`next-steps.ts`), so a pilot on seasonal work needs about three working months.
 */
export const PILOT_RUN_MONTHS = 3;

/**
 * Whether a pilot started in plan month `m` runs its whole course before the work stops: a
 * landscaper's pilot started in October would be cut off by winter, so it waits for the season.
 */
export function runFitsSeason(ctx: Context): (m: number) => boolean {
  const off = offSeasonsOf(ctx).flatMap((s) => s.months ?? []);
  return (m) =>
    Array.from({ length: PILOT_RUN_MONTHS }, (_, i) => monthOfYear(m + i)).every(
      (month) => !off.includes(month),
    );
}

/**
 * The idle months of the season the executive states the business runs in ("from April to August
 * and the plant is nearly idle the rest of the year"), when the first pilot's work is the
 * season's: its filings, books or sales go on all year and are held to none.
 */
function statedOffSeason(ctx: Context, piloted: string): BusySeason[] {
  const season = operatingSeasonOf(ctx.answers);
  const lead = leadOf(ctx, ownPilotsOf(ctx));
  const department = lead?.challenge
    ? applicationFor(lead.challenge, ctx)?.department
    : themeDepartment(lead?.theme);
  const app = lead?.challenge ? (applicationFor(lead.challenge, ctx)?.application ?? "") : "";
  if (!season || !seasonalWork(`${piloted}\n${app}`, department)) return [];
  return [
    {
      quote: season.quote,
      during: spanOf(season.idle),
      months: season.idle,
      noTime: true,
      preparation: null,
      off: season.off,
    },
  ];
}

/** The off-season the answers show for the work the first pilot measures, or none. */
export function offSeasonsOf(ctx: Context): BusySeason[] {
  const words = [ctx.company, freeText(ctx)].join("\n");
  const lead = leadOf(ctx, ownPilotsOf(ctx));
  const piloted = [lead?.theme?.quote, lead?.challenge?.text, lead?.name].join("\n");
  const kinds = OFF_SEASON_KINDS.filter(
    (kind) =>
      kind.shows.test(words) &&
      !kind.unless?.test(words) &&
      (!kind.work || kind.work.test(piloted)) &&
      !kind.allYear?.test(piloted),
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
  return kinds.length ? kinds : statedOffSeason(ctx, piloted);
}
