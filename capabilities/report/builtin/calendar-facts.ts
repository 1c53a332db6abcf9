import { decisionDatesIn } from "./decision-dates";
import { freezeIn } from "./held-opening";
import { PROBLEM } from "./problem-words";
import { keepsMonthsFree } from "./season-reading";
import { statesOperatingSeason } from "./operating-season";
import { withoutSentences } from "./theme-patterns";

/**
 * A sentence that only says when the budget is set or a body meets ("Our fiscal year ends in
 * March", "Our board meets in March to approve new spending", "Le budget est adopté par le
 * conseil en avril") is a date the plan works to (decision-calendar.ts), no problem to solve and
 * no obstacle to remove; so is one that only keeps months free of anything new ("Nothing new
 * during patio season, May to September"), or the season the business runs in ("We only operate
 * from May to October; the plant sits idle over the winter"). One that also says something is wrong ("the board meets in March and
 * the board pack takes two weeks by hand") or refuses ("won't approve") is read as before.
 */

const REFUSES =
  /n['’]t\b|(?<!\p{L})(?:not|no|never|refus\p{L}*|reject\p{L}*|sk?ceptic\p{L}*|pas|jamais|aucun\p{L}*|ne|n['’])(?!\p{L})/iu;

export const statesOnlyADate = (sentence: string): boolean =>
  (decisionDatesIn(sentence).some((d) => d.kind === "budget" || d.kind === "approval") &&
    !PROBLEM.test(sentence) &&
    !REFUSES.test(sentence)) ||
  // Months kept free of anything new are a rule the plan keeps, never an obstacle to remove.
  ((keepsMonthsFree(sentence) || freezeIn(sentence) !== null) && !PROBLEM.test(sentence)) ||
  // The season the business runs in ("We only operate from May to October") times the plan.
  (statesOperatingSeason(sentence) && !PROBLEM.test(sentence));

/** The text without its sentences that only state a decision date; "" when nothing else is said. */
export const withoutCalendarFacts = (text: string): string =>
  withoutSentences(text, statesOnlyADate);
