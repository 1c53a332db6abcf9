import { describe, expect, it } from "@jest/globals";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { headOfficeAt, markdownOf } from "@/tests/helpers/test-personas";

/**
 * Review r19 (#34): a refrigerated food carrier read about temperature control twice, under the
 * CFIA's food risk and again under the border risk's FDA Sanitary Transportation rule. One duty is
 * one risk: the food risk names both regimes, and the border risk keeps to the border.
 */

const risksOf = (shape: Partial<AssessmentInput>) => {
  const md = markdownOf(shape);
  return md.slice(md.indexOf("## Risks"), md.indexOf("\n## ", md.indexOf("## Risks") + 5));
};

describe("a food carrier's temperature duty is said in one risk, naming both regimes", () => {
  it.each([
    [
      "a reefer carrier in Ontario hauling into the United States",
      {
        companyName: "Polar Haul Refrigerated Transport Ltd.",
        companyIndustry: "other",
        companyEmployees: "51-200",
        ...headOfficeAt("Mississauga, Ontario"),
        otherChallenge:
          "We run reefer loads of produce for grocery chains into the United States every week, and dispatch is all phone calls.",
      },
    ],
    [
      "a cold-chain trucking company in Manitoba with cross-border runs",
      {
        companyName: "Red River Freight Lines",
        companyIndustry: "other",
        companyEmployees: "11-50",
        ...headOfficeAt("Winnipeg, Manitoba"),
        otherChallenge:
          "Our trucking fleet moves cold-chain freight cross-border to Minnesota and Illinois, and our drivers lose hours at the border.",
      },
    ],
  ] as const)("%s", (_, shape) => {
    const risks = risksOf(shape);
    expect(risks).toContain("Canadian Food Inspection Agency");
    expect(risks.match(/Sanitary Transportation of Human and Animal Food rule/g)?.length ?? 0).toBe(
      2,
    );
    const withTemperature = risks.split("\n### ").filter((block) => /temperature/i.test(block));
    expect(withTemperature).toHaveLength(1);
  });
});
