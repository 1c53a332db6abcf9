import type { StatedConstraint } from "./stated-constraint";
import type { Context } from "./context";
import { monthLabel, nextOf, planStart } from "./calendar";
import { decisionDatesOf } from "./decision-dates";

/**
 * Anything new waiting for a board ("Anything new needs board approval", "tout nouveau projet
 * doit être approuvé par le conseil d'administration"): every pilot is taken to the board before
 * it starts, and the first pilot starts after the board's next meeting when the answers date it.
 */

const QUARTERLY =
  /\b(?:quarterly|every (?:three|3) months|each quarter|once a quarter|four times a year)\b|(?<!\p{L})(?:trimestriel\p{L}*|chaque trimestre|par trimestre|aux trois mois|tous les trois mois)(?!\p{L})/iu;

export const boardRule = (ctx: Pick<Context, "constraints">): StatedConstraint | undefined =>
  ctx.constraints.find((c) => c.id === "new-work-approval");

/** The plan month of the board's next meeting the answers date, from the plan's start; null when undated. */
export function nextBoardMeeting(ctx: Context): number | null {
  const rule = boardRule(ctx);
  if (!rule) return null;
  const start = planStart(ctx.input.createdAt);
  const every = QUARTERLY.test(rule.quote) ? 3 : 12;
  const months = decisionDatesOf(ctx.answers)
    .filter((d) => d.kind === "approval")
    .map((d) => {
      if (d.year !== null) return d.year * 12 + d.month;
      // A board that meets every quarter meets again within three months of any month it names.
      const next = nextOf(start, d.month);
      return next - Math.floor((next - start) / every) * every;
    })
    .filter((m) => m >= start);
  return months.length ? Math.min(...months) : null;
}

/** The first plan month a pilot may start in: the month after the board's next meeting; null when undated. */
export function boardClears(ctx: Context): number | null {
  const meeting = nextBoardMeeting(ctx);
  return meeting === null ? null : meeting + 1;
}

/** The first phase's step: the pilot put to the board, at its dated meeting when there is one. */
export function boardStep(ctx: Context): string | null {
  const rule = boardRule(ctx);
  if (!rule) return null;
  const meeting = nextBoardMeeting(ctx);
  const when = meeting === null ? "its next meeting" : `its ${monthLabel(meeting)} meeting`;
  return `Take the first pilot to ${rule.approver} at ${when}, with its purpose, tool, cost, measures and safeguards, and start it only once approved, as anything new must be; each later pilot goes to ${rule.approver} the same way`;
}

/** A pilot's condition: the board approves it before it starts. */
export function boardCondition(ctx: Context): string | null {
  const rule = boardRule(ctx);
  return rule ? `${rule.approver} approves it before it starts, as anything new must be` : null;
}
