import { generateReport } from "@/capabilities/report/builtin";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { inputFor } from "@/tests/helpers/test-personas";
import { familyOwnLineViolations } from "./family-rules";
import { randomInput } from "./random-assessments";

/** A household use the family's words state never goes missing from the family section (review r19). */

const words = "We use ChatGPT to plan our hunting trips. My son asks it for birding routes.";
const report = () =>
  generateReport(
    inputFor(
      makeAnswers({
        companyName: "Peace Country Seed Ltd.",
        companyIndustry: "other",
        householdAiUse: ["other"],
        householdAiUseOther: words,
        childAiConcerns: ["shortcuts"],
        rulesForChildren: "informal",
      }),
    ),
  ).reportData;

it("finds every stated use in the section, and flags one dropped from it", () => {
  const data = report();
  expect(familyOwnLineViolations(data, words)).toEqual([]);
  const dropped = {
    ...data,
    familyStrategies: {
      ...data.familyStrategies!,
      householdUsageAnalysis: "AI already helps at home with travel planning.",
    },
  };
  expect(familyOwnLineViolations(dropped, words).map((v) => v.detail)).toEqual([
    "“birding routes”",
  ]);
});

it("finds no stated use missing in 300 random assessments", () => {
  const found = Array.from({ length: 300 }, (_, i) => {
    const input = randomInput(i + 1);
    return familyOwnLineViolations(
      generateReport(input).reportData,
      input.answers.householdAiUseOther,
    ).map((v) => `seed ${i + 1}: ${v.detail}`);
  }).flat();
  expect(found).toEqual([]);
});
