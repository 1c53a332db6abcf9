import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { auditInput } from "@/tests/report-audit/audit-input";
import { generateReport } from "./documents";

/**
 * Review r16 (class 11): where the family's words name one child ("our daughter Léa", "my son",
 * « mon fils Thomas »), the family section speaks of "your child", never "your children" or "the
 * children"; where they name several, or none, it keeps the plural.
 */

const PLURAL = /\b(?:your|the) children\b|\beach child\b|\bolder children\b/i;

const familySection = (householdAiUseOther: string, shape: Partial<AssessmentInput> = {}) => {
  const report = generateReport(
    auditInput({
      answers: makeAnswers({
        householdAiUse: ["education", "other"],
        householdAiUseOther,
        ...shape,
      }),
    }),
  );
  const { familyScorecard, familyStrategies } = report.reportData;
  return JSON.stringify({ familyScorecard, familyStrategies });
};

const shapes: Partial<AssessmentInput>[] = (
  ["no_rules", "informal", "difficult", "enforced"] as const
).flatMap((rulesForChildren) =>
  (
    [
      ["shortcuts", "content"],
      ["thinking", "social"],
      ["privacy", "self_esteem"],
    ] as const
  ).map((concerns) => ({ rulesForChildren, childAiConcerns: [...concerns] })),
);

describe("one child named: 'your child' throughout", () => {
  it.each([
    "Our daughter Léa uses ChatGPT for her homework.",
    "My son asks Alexa about everything and uses ChatGPT for school.",
    "Mon fils Thomas utilise ChatGPT pour ses devoirs.",
    "Notre fille Léa s'en sert pour l'horaire de hockey.",
  ])("%s", (words) => {
    for (const shape of shapes) {
      const section = familySection(words, shape);
      expect(section).not.toMatch(PLURAL);
    }
    const section = familySection(words, { rulesForChildren: "difficult" });
    expect(section).toContain("with rules for the child's AI use");
    expect(section).toMatch(/your child/i);
  });

  it("keeps the plural where the concerns about the child are the subject", () => {
    const section = familySection("Our daughter Léa uses ChatGPT for her homework.", {
      childAiConcerns: ["shortcuts", "content"],
    });
    expect(section).toContain("the concerns about your child are");
  });
});

describe("several children, or none counted: the plural stays", () => {
  it.each([
    "My son and my daughter use ChatGPT for homework.",
    "Our two boys use ChatGPT for school projects.",
    "Nos enfants utilisent ChatGPT pour leurs devoirs.",
    "Mes fils utilisent Copilot pour l'école.",
    "We plan trips with ChatGPT.",
  ])("%s", (words) => {
    const section = familySection(words, { rulesForChildren: "informal" });
    expect(section).toContain("the children's AI use");
    expect(section).not.toContain("your child's");
  });
});
