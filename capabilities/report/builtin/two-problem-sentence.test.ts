import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { inputFor } from "@/tests/helpers/test-personas";
import { generateReport, generateRoadmap } from "./documents";

/**
 * Review r21 class 1: one sentence carrying two problems is read as two, each clause feeding the
 * chosen challenge that names its work, and too few applicants is never a pilot measured by the
 * days from posting to offer.
 */

const documents = (overrides: Partial<AssessmentInput>) => {
  const input = inputFor(
    makeAnswers({
      orgPosture: "curious",
      orgAiElements: ["none_yet"],
      aiFriction: "",
      aiExperience: "",
      otherPlatforms: "",
      ...overrides,
    }),
  );
  const { reportData, markdownReport } = generateReport(input);
  return { brief: reportData.brief!, markdown: markdownReport, roadmap: generateRoadmap(input) };
};

const TIME_TO_HIRE = /days from posting to accepted offer|Hire faster/i;

describe("a sentence carrying two problems", () => {
  it("a dental group's records clause leads on the administrative burden it ticked; the hygienists it cannot hire join the staffing pilot", () => {
    const d = documents({
      companyName: "Riverbend Dental Centres",
      companyIndustry: "healthcare",
      businessChallenges: [
        "addressing_staff_shortages_and_burnout",
        "reducing_clinician_administrative_burden",
      ],
      otherChallenge:
        "We cannot recruit enough dental hygienists, and our dentists finish patient records at home every evening.",
    });
    const first = d.brief.decisions[1]!;
    expect(first).toContain("“…our dentists finish patient records at home every evening”");
    expect(first).toMatch(/minutes of (?:record-keeping|charting) per (?:visit|appointment)/);
    expect(d.markdown).not.toMatch(TIME_TO_HIRE);
    const staffing = d.roadmap.recommendations.find((r) =>
      r.description.includes("“Addressing staff shortages and burnout”"),
    )!;
    expect(staffing.description).toContain("“We cannot recruit enough dental hygienists”");
    expect(staffing.description).not.toMatch(TIME_TO_HIRE);
  });

  it("an accounting firm that cannot find qualified staff covers the missing work, never time-to-hire", () => {
    const d = documents({
      companyName: "Lakeshore CPA Partners",
      companyIndustry: "consulting",
      otherChallenge: "We can't find qualified staff for the audit season.",
    });
    expect(d.markdown).not.toMatch(TIME_TO_HIRE);
    expect(d.markdown).toContain("the work the missing person would do");
  });

  it("slow hiring is still hiring: the days from posting to offer measure it", () => {
    const d = documents({
      companyName: "Lakeshore CPA Partners",
      companyIndustry: "consulting",
      otherChallenge: "Hiring takes four months and we lose good candidates to faster firms.",
    });
    expect(d.markdown).toMatch(/days from posting to accepted offer/);
  });
});
