import type { AssessmentInput } from "@/model/assessment/schemas";
import { industryOptions, valuesOf } from "@/model/assessment/options";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { auditInput } from "@/tests/report-audit/audit-input";
import { generateReport } from "./documents";

/**
 * Review r16 (class 8): the benchmarks are the industry's, or said plainly to be every
 * business's, each with its source. A global survey of large firms and the sentence comparing
 * it with Statistics Canada's measure were in every report whatever its industry: gone, and the
 * survey of staff bringing their own AI is quoted only where the company's people do so.
 */

const benchmarks = (shape: Partial<AssessmentInput>) =>
  generateReport(auditInput({ answers: makeAnswers(shape) })).reportData.industryBenchmarks;

const BOILERPLATE = [/McKinsey/, /measure different things/, /global surveys/];

it.each(valuesOf(industryOptions))("quotes no global survey of large firms for %s", (industry) => {
  for (const companyEmployees of ["1-10", "51-200", "501-1000"] as const) {
    const { adoptionRate, pilotMeasures, sources } = benchmarks({
      companyIndustry: industry,
      companyEmployees,
    });
    for (const words of BOILERPLATE) expect(adoptionRate).not.toMatch(words);
    // Every figure quoted keeps its source.
    for (const source of sources)
      if (source.kind === "published")
        expect(`${pilotMeasures ?? ""} ${adoptionRate}`).toContain(source.label);
  }
});

it.each<[string, Partial<AssessmentInput>]>([
  ["a retailer", { companyIndustry: "retail" }],
  ["a clinic", { companyIndustry: "healthcare" }],
  ["a manufacturer", { companyIndustry: "manufacturing" }],
])("says %s's figures are every business's, not its own", (_, shape) => {
  const { adoptionRate } = benchmarks(shape);
  expect(adoptionRate).toMatch(/^The published figures in this section are cross-industry/);
  expect(adoptionRate).toContain("12.2% of Canadian businesses");
});

describe("the survey of staff bringing their own AI, only where they do", () => {
  it.each<[string, Partial<AssessmentInput>]>([
    ["people trying AI on their own", { orgPosture: "exploring", orgAiElements: ["none_yet"] }],
    [
      "a colleague paying for it herself, in French",
      {
        orgPosture: "curious",
        orgAiElements: ["none_yet"],
        aiToolsUsed: ["none"],
        aiExperience:
          "Martine (adjointe administrative) paie ChatGPT Plus sur son compte perso pour les lettres aux clients.",
      },
    ],
  ])("quoted for %s", (_, shape) => {
    expect(benchmarks(shape).adoptionRate).toContain("brought their own AI tools to work");
  });

  it.each<[string, Partial<AssessmentInput>]>([
    ["sanctioned pilots", { orgPosture: "activating", orgAiElements: ["dept_pilots"] }],
    ["a written AI policy", { orgPosture: "exploring", orgAiElements: ["ai_policy"] }],
    [
      "nothing tried",
      {
        orgPosture: "curious",
        orgAiElements: ["none_yet"],
        aiToolsUsed: ["none"],
        aiExperience: undefined,
      },
    ],
  ])("left out with %s", (_, shape) => {
    expect(benchmarks(shape).adoptionRate).not.toContain("brought their own AI tools");
  });
});
