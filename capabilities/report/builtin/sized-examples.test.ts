import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { generateReport } from "./index";
import { challenges, inputFor, proseOf } from "@/tests/helpers/test-personas";

/**
 * A report sized to the company (issue 34): a firm with one site reads nothing of sites it does
 * not have, and a firm under 200 staff no far larger company's case its challenges do not raise.
 */

const cafe = (more: Partial<AssessmentInput> = {}): Partial<AssessmentInput> => ({
  companyName: "Harbour Provisions Co.",
  executiveTitle: "Owner",
  companyIndustry: "food-services",
  companyEmployees: "11-50",
  companyRevenue: "1m-10m",
  officeExpansion: ["only-bc"],
  businessChallenges: challenges("food-services", 0, 1, 2),
  otherChallenge: "",
  aiFriction: "",
  aiExperience: "",
  otherPlatforms: "",
  ...more,
});

const MULTI_SITE =
  /location by location|across locations|pilot locations|at one location|area managers|three stores|pilot stores|across plants/i;

describe("a firm with one site", () => {
  it("reads no other sites, while a group that chose consistency across its locations does", () => {
    expect(proseOf(cafe())).not.toMatch(MULTI_SITE);
    const group = proseOf(
      cafe({
        businessChallenges: challenges("food-services", 0, 5),
        officeExpansion: ["other-provinces"],
      }),
    );
    expect(group).toMatch(/across locations/i);
  });

  it("gets its retail scheduling baseline without three stores", () => {
    const shop = proseOf({
      ...cafe(),
      companyName: "Harbour Outfitters",
      companyIndustry: "retail",
      businessChallenges: challenges("retail", 5, 0),
    });
    expect(shop).not.toMatch(MULTI_SITE);
  });
});

describe("published cases sized to the company", () => {
  const landscape = (companyEmployees: AssessmentInput["companyEmployees"]) =>
    generateReport(
      inputFor(
        makeAnswers(
          cafe({
            companyEmployees,
            companyRevenue: companyEmployees === "11-50" ? "1m-10m" : "over-1b",
            businessChallenges: challenges("food-services", 0, 1, 2, 3),
          }),
        ),
      ),
    ).reportData.solutionLandscape;

  it("gives a firm of 25 the areas its challenges raise, not an enterprise's further cases", () => {
    const small = landscape("11-50");
    const large = landscape("over-5000");
    expect(small.length).toBeLessThan(large.length);
    expect(small.map((a) => a.industryExample).join(" ")).not.toMatch(/Wendy's/);
    expect(large.map((a) => a.industryExample).join(" ")).toMatch(/Wendy's/);
  });
});

describe("a firm of ten", () => {
  const firm = (companyEmployees: AssessmentInput["companyEmployees"]) =>
    proseOf({
      ...cafe(),
      companyName: "Harbour Books Ltd.",
      companyIndustry: "consulting",
      companyEmployees,
      businessChallenges: challenges("consulting", 0, 1),
      aiToolsUsed: ["chatgpt"],
      orgAiElements: ["dept_pilots"],
      enterprisePlatforms: ["none"],
      aiDepartments: ["finance", "operations"],
    });

  it("has no leadership team, controller or champions' network, which a firm of 100 has", () => {
    const micro = firm("1-10");
    expect(micro).not.toMatch(/leadership team|\b[Cc]ontroller\b|named AI champions/);
    expect(micro).toContain("one colleague who tries AI first");
    expect(firm("51-200")).toMatch(/leadership team|named AI champions/);
  });
});
