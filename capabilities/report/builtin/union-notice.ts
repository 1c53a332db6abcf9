import { monthLabel, planStart } from "./calendar";
import { noticeBeforeFirstPilot } from "./work-conditions";
import type { Context } from "./context";
import { planOf } from "./plan";

/**
 * The union's notice on the calendar: the month the first pilot the agreement covers starts, and
 * the month by which the notice, in the executive's words ("90 days' written notice"), is given,
 * so that the pilot does not start before it has run. Null when no notice covers the first pilot.
 */
export interface UnionNotice {
  days: number;
  /** What to do, in the executive's terms: "give the union 90 days' written notice of the pilot on …". */
  act: string;
  /** Plan months (`planStart` counting): notice given by the end of, pilot starts in. */
  giveBy: number;
  pilotStarts: number;
  /** The first pilot, as the plan names it ("predictive maintenance from machine sensor data"). */
  pilot: string;
  quote: string;
}

export function unionNoticeOf(ctx: Context): UnionNotice | null {
  const days = noticeBeforeFirstPilot(ctx);
  const union = ctx.constraints.find((c) => c.id === "union" && c.noticeDays);
  if (!days || !union) return null;
  const { firstPilot, lead } = planOf(ctx);
  const start = planStart(ctx.input.createdAt);
  // "within 60 days" may run to the plan's second month; "in month 6" is the plan's month.
  const pilotStarts = firstPilot.phase === 0 ? firstPilot.month + 1 : firstPilot.month;
  return {
    days,
    act: union.notice
      ? `give the union ${union.notice} of the pilot on ${lead?.name ?? "the first pilot"}`
      : `present the pilot on ${lead?.name ?? "the first pilot"} to the union at least ${days} days before it starts`,
    // Given by the end of this month (at the latest the report's own), it has run by the first of the pilot's.
    giveBy: Math.max(start - 1, pilotStarts - Math.ceil(days / 30) - 1),
    pilotStarts,
    pilot: lead?.name ?? "the first pilot",
    quote: union.quote,
  };
}

/** The first phase's dated step: the notice given by its month, the pilot no earlier than its own. */
export function unionNoticeStep(ctx: Context): string | null {
  const notice = unionNoticeOf(ctx);
  if (!notice) return null;
  // "By the end of": a report dated 2 November may ask for the notice in November, never before.
  return `By the end of ${monthLabel(notice.giveBy)}, ${notice.act}, so that it can start in ${monthLabel(notice.pilotStarts)} and no earlier (you wrote “${notice.quote}”)`;
}
