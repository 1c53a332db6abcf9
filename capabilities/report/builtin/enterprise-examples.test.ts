import type { AssessmentInput } from "@/model/assessment/schemas";
import { generateReport } from "./index";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { challenges, headOfficeAt, inputFor } from "@/tests/helpers/test-personas";

/**
 * A multinational's case is never set before a small firm as a company like it (issue 34: a
 * 16-person lab was given Moderna as its example): to a firm under 200 staff it is labelled a far
 * larger company's, and to a company of several hundred it reads as any case.
 */

const lab = (more: Partial<AssessmentInput>) =>
  generateReport(
    inputFor(
      makeAnswers({
        companyIndustry: "healthcare",
        companyRevenue: "1m-10m",
        businessChallenges: challenges("healthcare", 4, 3),
        otherChallenge: "",
        aiFriction: "",
        aiExperience: "",
        otherPlatforms: "",
        ...more,
      }),
    ),
  ).reportData.solutionLandscape;

const moderna = (areas: ReturnType<typeof lab>) =>
  areas.filter((a) => /Moderna/.test(a.industryExample ?? ""));

describe("a pharmaceutical multinational's case", () => {
  it.each([
    [
      "a 16-person lab in the Lower Mainland",
      { companyName: "Coastal Diagnostics Lab", headOfficeLocation: "lower-mainland" },
    ],
    [
      "a 16-person lab in Québec answering in French",
      {
        companyName: "Laboratoire Saint-Laurent",
        executiveTitle: "Directrice générale",
        ...headOfficeAt("Québec, Québec"),
        otherChallenge: "Nos techniciennes passent trop de temps à rédiger les rapports.",
      },
    ],
  ] as const)("is a far larger company's to %s", (_, more) => {
    const areas = lab({ companyEmployees: "11-50", ...more });
    expect(moderna(areas).length).toBeGreaterThan(0);
    expect(moderna(areas).every((a) => a.largerCompany)).toBe(true);
  });

  it("is quoted plainly to a company of several hundred", () => {
    const areas = lab({ companyName: "Coastal Health Group", companyEmployees: "201-500" });
    expect(moderna(areas).every((a) => !a.largerCompany)).toBe(true);
  });
});
