import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { challenges, headOfficeAt, inputFor } from "@/tests/helpers/test-personas";
import { recommendTools } from "./documents";

/**
 * A design firm wins its work by RFP and qualifications, assembled from its own projects: no
 * cold-outreach database is sold to it for new clients (#34). An architecture practice designs
 * what contractors build: no contractor's site-risk engine either, even where it runs BIM 360.
 */

const firm = (overrides: Partial<AssessmentInput>) =>
  recommendTools(
    inputFor(
      makeAnswers({
        companyIndustry: "consulting",
        companyEmployees: "11-50",
        companyRevenue: "1m-10m",
        businessChallenges: challenges("consulting", 0, 1, 2),
        aiDepartments: ["sales", "operations", "marketing"],
        enterprisePlatforms: ["microsoft365"],
        otherPlatforms: "Revit, BIM 360 and Bluebeam",
        ...overrides,
      }),
    ),
  ).map((t) => t.name);

it("offers an architecture practice no prospecting database nor a contractor's site-risk engine", () => {
  const tools = firm({
    companyName: "Ridgeline Architecture Inc.",
    executiveTitle: "Managing Principal",
    ...headOfficeAt("Winnipeg, Manitoba"),
    otherChallenge: "Public RFPs for libraries take two of our architects most of a week.",
  });
  expect(tools).not.toContain("Apollo.io");
  expect(tools).not.toContain("Outreach");
  expect(tools).not.toContain("Autodesk Construction IQ");
  expect(tools).toContain("Bluebeam");
});

it("offers an engineering firm no prospecting database for its qualifications", () => {
  const tools = firm({
    companyName: "Tidewater Engineering Ltd.",
    executiveTitle: "President",
    ...headOfficeAt("Moncton, New Brunswick"),
    otherChallenge: "Our inspection reports take a week each.",
  });
  expect(tools).not.toContain("Apollo.io");
});
