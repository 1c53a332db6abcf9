import type { AssessmentInput } from "@/model/assessment/schemas";
import { THEME_FIELDS } from "@/capabilities/report/content/themes";

/**
 * Field crews whose time is kept on paper (round 12: "Our crews are unionized … paper
 * timesheets"): an HR system priced per employee would count crews who never open it and holds
 * no data yet. What such a crew needs first is a phone-first time tool, or nothing.
 */
const CREWS =
  /\b(?:crews?|field (?:staff|workers|teams?|techs?|technicians)|job ?sites?|tradespeople|labou?rers|roofers|installers|équipes? (?:terrain|de chantier)|chantiers?)\b/iu;
const PAPER_TIME =
  /\bpaper (?:timesheets?|time ?cards?|time sheets?)\b|\btime ?(?:sheets?|cards?) (?:are |still )?(?:on|in) paper\b|\bfeuilles? de temps (?:papier|sur papier|en papier)\b/iu;

export const crewsOnPaper = (answers: AssessmentInput): boolean => {
  const words = THEME_FIELDS.map((f) => answers[f] ?? "").join("\n");
  return CREWS.test(words) && PAPER_TIME.test(words);
};
