import type { AssessmentInput } from "@/model/assessment/schemas";
import { familyRating } from "@/model/scoring";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { auditInput } from "@/tests/report-audit/audit-input";
import { generateReport } from "./documents";

/**
 * Review r16 (class 12): a family scoring 8/10 read "Somewhat prepared" beside its score, the
 * answer's own label taken for a rating. The only label beside the score is the score's band;
 * how prepared the family feels is said as its own view, at every score.
 */

const OPTION_LABEL = /(?:Not at all|Somewhat|Fully) prepared/;

const levels = ["not_at_all", "somewhat", "fully"] as const;
const rules = ["no_rules", "informal", "difficult", "enforced"] as const;
const uses: AssessmentInput["householdAiUse"][] = [
  [],
  ["scheduling"],
  ["scheduling", "travel", "education", "finances"],
];

const grid = levels.flatMap((preparednessLevel) =>
  rules.flatMap((rulesForChildren) =>
    uses.map((householdAiUse) => ({ preparednessLevel, rulesForChildren, householdAiUse })),
  ),
);

it("labels every family score by its own band, never by the preparedness answer", () => {
  const scores = new Set<number>();
  for (const family of grid) {
    const report = generateReport(auditInput({ answers: makeAnswers(family) }));
    const card = report.reportData.familyScorecard!;
    scores.add(card.overallScore);
    expect(card.rating).toBe(familyRating(card.overallScore));
    const line = report.markdownReport.split("\n").find((l) => l.includes("Family AI readiness:"))!;
    expect(line).toContain(`**Family AI readiness: ${card.overallScore}/10 (${card.rating})**.`);
    expect(line).not.toMatch(OPTION_LABEL);
    expect(card.summary).toMatch(/^The family (?:does not feel|feels (?:somewhat|fully)) prepared/);
  }
  // The grid reaches low, middle and high scores alike.
  expect(Math.min(...scores)).toBeLessThanOrEqual(3);
  expect(Math.max(...scores)).toBeGreaterThanOrEqual(8);
});

it("says a high-scoring family that feels only somewhat prepared feels so, beside Advanced", () => {
  const report = generateReport(
    auditInput({
      answers: makeAnswers({
        preparednessLevel: "somewhat",
        rulesForChildren: "enforced",
        householdAiUse: ["scheduling", "travel", "education", "finances"],
        childAiConcerns: ["shortcuts", "privacy", "content"],
      }),
    }),
  );
  expect(report.markdownReport).toContain(
    "**Family AI readiness: 8/10 (Advanced)**. The family feels somewhat prepared for AI at home, with clear, enforced rules",
  );
  expect(report.markdownReport).not.toContain("Somewhat prepared");
});
