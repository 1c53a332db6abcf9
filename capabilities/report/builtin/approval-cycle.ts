import { phasePlans } from "@/capabilities/report/content/phases";
import { monthLabel, nextOf, phaseMonths, planStart } from "./calendar";
import type { Context } from "./context";
import { decisionDatesIn } from "./decision-dates";
import { sentencesOf } from "./theme-patterns";

/**
 * A yearly approval cycle the executive stated ("Capital is approved once a year in March", «le
 * budget est adopté une fois par année»): the plan's budget and scaling decisions fall at that
 * cycle, the first one after the pilots' results, never at a quarterly review it does not hold.
 */

const ONCE_A_YEAR =
  /(?<!\p{L})(?:once a year|once per year|once annually|annually|every year|each year|yearly|une fois par (?:an|année)|une fois l['’]an|chaque année|annuellement|tous les ans)(?!\p{L})/iu;
const MONEY_WORDS =
  /(?<!\p{L})(?:budgets?|capital|spending|funding|investments?|dépenses?|investissements?|immobilisations|argent)(?!\p{L})/iu;
const DECIDED =
  /(?<!\p{L})(?:approv\p{L}*|set|decided|voted|allocated|signed off|adopt\p{L}*|approuv\p{L}*|vot\p{L}*|fix\p{L}*|décid\p{L}*|alloué\p{L}*)(?!\p{L})/iu;

export interface ApprovalCycle {
  /** The month the cycle falls in (0 for January), when stated. */
  month: number | null;
  quote: string;
}

const FIELDS = ["aiFriction", "otherChallenge", "aiExperience"] as const;

/** The yearly cycle the answers state for approving spending, or null. */
export function approvalCycleOf(ctx: Pick<Context, "answers">): ApprovalCycle | null {
  for (const field of FIELDS)
    for (const sentence of sentencesOf(ctx.answers[field] ?? "")) {
      if (!ONCE_A_YEAR.test(sentence) || !MONEY_WORDS.test(sentence) || !DECIDED.test(sentence))
        continue;
      const dated = decisionDatesIn(sentence).find(
        (d) => d.kind === "budget" || d.kind === "approval",
      );
      return { month: dated?.month ?? null, quote: sentence.trim().replace(/[.;,]$/, "") };
    }
  return null;
}

/**
 * When the pilots' results meet the cycle: "at your yearly approval in March 2028" (the first
 * March after the pilots' phase ends), or "at your next yearly budget approval" when undated.
 */
export function cycleAfterPilots(ctx: Context, cycle: ApprovalCycle): string {
  if (cycle.month === null) return "at your next yearly budget approval after the pilots' results";
  const pilots = phaseMonths(phasePlans[ctx.pace][1].duration, planStart(ctx.input.createdAt));
  return `at your yearly approval in ${monthLabel(nextOf(pilots.last + 1, cycle.month))}, the first after the pilots' results`;
}

/**
 * Phase 3's funding, at the stated cycle: "Fund the next use cases … decided at your yearly
 * approval in March 2028, the first after the pilots' results (you wrote “…”)"; null without one.
 */
export function cycleFunding(ctx: Context, from: string): string | null {
  const cycle = approvalCycleOf(ctx);
  if (!cycle) return null;
  return `Fund the next use cases ${from}, decided ${cycleAfterPilots(ctx, cycle)}, as your spending is approved once a year (you wrote “${cycle.quote}”)`;
}
