import { decisionDatesIn } from "./decision-dates";
import { freezeIn } from "./held-opening";
import { PROBLEM } from "./problem-words";
import { monthRangeIn } from "./months";
import { keepsMonthsFree, namesBusySeason } from "./season-reading";
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

/** Time words any season states ("our busiest weeks", "for 14 weeks"), and what its volume does. */
const SEASON_TIME =
  /\b(?:hours|days|weeks)\b|\b(?:early|mid|late)(?=[\s-]+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))/giu;
/** Work the season brings that someone does: a problem, never a calendar fact. */
const SEASON_WORK =
  /\b(?:spend|spends|spent|jump\w*|flood\w*|calls?|phones?|overwhelm\w*|swamp\w*|cancel\w*|clos(?:e|es|ed|ures?)|wipe\w*|delay\w*|disrupt\w*)\b/iu;

/**
 * A sentence that only says when the busy season is and how big it gets ("Shutdown season runs
 * May to September, when our headcount goes from 160 to about 260 for 14 weeks", review r27).
 */
const statesOnlyASeason = (sentence: string): boolean =>
  monthRangeIn(sentence) !== null &&
  namesBusySeason(sentence) &&
  !PROBLEM.test(sentence.replace(SEASON_TIME, "")) &&
  !SEASON_WORK.test(sentence) &&
  !REFUSES.test(sentence);

export const statesOnlyADate = (sentence: string): boolean =>
  statesOnlyASeason(sentence) ||
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
