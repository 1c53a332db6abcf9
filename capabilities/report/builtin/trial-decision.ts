import type { Context } from "./context";
import { monthLabel, monthOfYear, nextOf, planStart } from "./calendar";
import { operatingSeasonOf, seasonalWork } from "./operating-season";
import { quotation } from "./theme-patterns";
import { capitalise } from "./text";
import { trialName, trialToDecide, trialWider } from "./trial-to-decide";

/**
 * The decision on a trial already run that waits for one (review r22): named, its result the
 * baseline, extended at a target or stopped, before the season opens where the business runs
 * only part of the year, so it can be installed and checked before the work starts again.
 */

/** "before the season opens in April 2027", when the plan starts in the idle months; else "". */
function beforeSeason(ctx: Context, words: string): string {
  const season = operatingSeasonOf(ctx.answers);
  const start = planStart(ctx.input.createdAt);
  if (!season || !seasonalWork(words) || season.months.includes(monthOfYear(start))) return "";
  return `, before the season opens in ${monthLabel(nextOf(start, season.months[0]!))}`;
}

/** The brief's decision on the trial, or null when no trial waits for one. */
export function trialDecision(ctx: Context): string | null {
  const trial = trialToDecide(ctx.answers);
  if (!trial) return null;
  const wrote = quotation(trial.sentence, trial.sentence, 220);
  return `Decide on ${trialName(trial)}${beforeSeason(ctx, trial.sentence)}: extend it ${trialWider(trial)}, with a target of at least the ${trial.figure} it reached, or stop it (you wrote “${wrote}”); nothing else is bought or piloted for that work until it is decided.`;
}

/** The lever on the pilots under way, said of the trial that waits for a decision; null without one. */
export function trialUnderWay(ctx: Context): string | null {
  const trial = trialToDecide(ctx.answers);
  if (!trial) return null;
  return `${capitalise(trialName(trial))} is the pilot under way at ${ctx.company}: give it an owner, its result (“${trial.result}”) as the baseline and a date to extend it or stop it, and bring what individuals do with AI on their own into the same review.`;
}
