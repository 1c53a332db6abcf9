import type { GenerationInput } from "@/capabilities/report/generation-input";
import { buildContext } from "@/capabilities/report/builtin/context";
import { auditInput } from "./audit-input";
import { constraintPersonas } from "./constraint-personas";
import { generateDocuments, type GeneratedDocuments } from "./lint-documents";
import { auditPersonas } from "./personas";
import { reconcileRules } from "./reconcile-rules";
import { STORY_RULES } from "./story-rules";

/** Review r12 class 9: numbers and lists that do not reconcile, planted, are found by their rule. */

function found(key: string, edit: (d: GeneratedDocuments) => void = () => {}) {
  const persona = [...auditPersonas, ...constraintPersonas].find((p) => p.key === key)!;
  const input: GenerationInput = auditInput(persona);
  const documents = structuredClone(generateDocuments(input));
  edit(documents);
  return reconcileRules(buildContext(input), documents).map((v) => v.rule);
}

it("finds none in the documents as written", () => {
  for (const { key } of [...auditPersonas, ...constraintPersonas])
    expect([key, found(key)]).toEqual([key, []]);
});

it("flags a budget total that is not the sum of the cards' prices", () => {
  expect(
    found("bakery-budget-cap-fr", (d) => {
      const priced = d.reportData.recommendedApplications.find((t) =>
        /^About C\$/.test(t.cost?.summary ?? ""),
      )!;
      priced.cost!.summary = "About C$9,000 a month (C$108,000 a year)";
    }),
  ).toContain(STORY_RULES.budgetSum);
});

it("flags a key challenge listed with nothing said of it", () => {
  expect(
    found("calgary-retail", (d) => {
      d.reportData.currentState.keyChallenges.push("Handling guest enquiries around the clock.");
    }),
  ).toEqual([STORY_RULES.bareChallenge]);
});

it("flags household uses counted beside a household that uses none", () => {
  expect(
    found("calgary-retail", (d) => {
      d.reportData.familyStrategies!.householdUsageAnalysis =
        "The household does not use AI yet, which matches how unprepared the family feels.";
      d.reportData.familyScorecard!.summary =
        "Not at all prepared. AI helps with 1 household task.";
    }),
  ).toEqual([STORY_RULES.familyUse]);
});
