import type { ReportData } from "@/model/documents/report-schemas";
import { statedUseIn } from "@/model/scoring/household-uses";

/** Words of advice about children: at school, with parents, by age or in French. */
export const CHILD_ADVICE =
  /\b(?:child(?:ren)?['’]?s?|kids?|school|homework|parents?|parental|teens?|teenagers?|minors?|ages? \d|enfants?|élèves?|devoirs|parentaux)\b/i;

/** The first word of advice about children in a text, beyond saying there are none at home. */
export const childAdviceIn = (text: string): string | null =>
  CHILD_ADVICE.exec(text.replace(/\bno children at home\b/gi, ""))?.[0] ?? null;

/**
 * A household without children at home, ticked or said in the family's words ("just my partner
 * and me", "nos enfants sont adultes"), gets no advice about children: the scorecard says so
 * and nothing in the family section speaks of children, school or parents.
 */
export function familyFitViolations(report: ReportData): { rule: string; detail: string }[] {
  const scorecard = report.familyScorecard;
  const family = report.familyStrategies;
  if (!scorecard?.noChildrenAtHome || !family) return [];
  const texts = [
    family.preparednessAssessment,
    family.householdUsageAnalysis,
    ...family.childSafetyRecommendations.flatMap((r) => [r.title, r.description]),
    ...family.familyBestPractices.flatMap((p) => [p.ageGroup, p.title, p.description]),
    ...family.recommendedResources.map((r) => r.description),
  ];
  return texts.flatMap((text) => {
    const word = childAdviceIn(text);
    return word
      ? [
          {
            rule: "advice about children to a household without them",
            detail: `“${word}” in “${text.slice(0, 80)}”`,
          },
        ]
      : [];
  });
}

/** Words too common to show a use was mentioned. */
const COMMON = new Set([
  "with",
  "help",
  "helps",
  "plan",
  "plans",
  "planning",
  "their",
  "about",
  "make",
]);

/**
 * Each household use the family's words state ("we use ChatGPT to plan our hunting trips")
 * appears in the family section: at least one of its own words, quoted or advised (review r19).
 */
export function familyOwnLineViolations(
  report: ReportData,
  householdWords: string | null | undefined,
): { rule: string; detail: string }[] {
  const family = report.familyStrategies;
  if (!family || !householdWords) return [];
  const section = [
    report.familyScorecard?.summary ?? "",
    family.preparednessAssessment,
    family.householdUsageAnalysis,
  ]
    .join("\n")
    .toLowerCase();
  return householdWords.split(/[.;!?\n]+/).flatMap((sentence) => {
    const stated = statedUseIn(sentence);
    if (!stated || !/^[\x20-\x7e’]+$/.test(stated.words)) return [];
    const words = stated.words
      .toLowerCase()
      .split(/[^a-z’']+/)
      .filter((w) => w.length >= 4 && !COMMON.has(w));
    return words.length && !words.some((w) => section.includes(w))
      ? [
          {
            rule: "a household use the family's words state, missing from the family section",
            detail: `“${stated.words}”`,
          },
        ]
      : [];
  });
}
