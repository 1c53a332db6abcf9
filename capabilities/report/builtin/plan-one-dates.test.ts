import { makeAnswers } from "@/tests/helpers/test-answers";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { generateReport, generateRoadmap } from "./documents";
import { auditInput } from "@/tests/report-audit/audit-input";
import { planDateRules } from "@/tests/report-audit/plan-dates-rules";

/**
 * One plan, one set of dates (round 19): a season that opens after the pilots' phase ends leaves
 * the pilots running in their own phase, never "April to December 2027" in a phase that ends in
 * September.
 */

function documentsOf(answers: AssessmentInput) {
  const input = { ...auditInput({ answers }), createdAt: new Date("2026-11-27T17:00:00Z") };
  return { roadmap: generateRoadmap(input), reportData: generateReport(input).reportData };
}

describe("pilots run inside their phase", () => {
  it.each([
    [
      "funeral homes in Winnipeg",
      makeAnswers({
        companyIndustry: "other",
        companyEmployees: "51-200",
        headOfficeLocation: "other",
        customLocation: "Winnipeg, Manitoba",
        otherChallenge:
          "January to March is our busiest season. Pre-need trust reporting is done by hand.",
        aiFriction: "",
        aiExperience: "",
      }),
    ],
    [
      "a furnace repair company in Edmonton",
      makeAnswers({
        companyIndustry: "other",
        companyEmployees: "11-50",
        headOfficeLocation: "other",
        customLocation: "Edmonton, Alberta",
        otherChallenge:
          "Our busiest months are January to March, when furnaces fail and service calls pile up.",
        aiFriction: "",
        aiExperience: "",
      }),
    ],
  ])("keeps the pilots of %s in their phase", (_, answers) => {
    const docs = documentsOf(answers);
    const phase = docs.roadmap.phases[1]!;
    expect(phase.description).not.toMatch(
      /pilots? runs? \w+ to (?:October|November|December) 2027/,
    );
    expect(planDateRules(docs).filter((v) => /pilots are said/.test(v.rule))).toEqual([]);
  });
});
