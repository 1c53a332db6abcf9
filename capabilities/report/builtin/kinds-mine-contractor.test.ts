import { describe, expect, it } from "@jest/globals";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { documentsText } from "@/tests/helpers/documents-text";
import { challenges, headOfficeAt } from "@/tests/helpers/test-personas";

/**
 * Review r21 class 2 (#34): an Ontario underground mining contractor of 1,850 staff read as an
 * office firm: no mine safety law, "330 sales staff", "56 HR" and "93 finance" estimated from an
 * office's shares of the whole headcount, and BambooHR (built for small firms) for all 1,850. It
 * is an underground mining contractor under the OHSA and O. Reg. 854 with its JHSC consulted,
 * whose office seats are a share of the few at a desk, with HR tools that fit its size.
 */

const contractor = (overrides: Partial<AssessmentInput>) =>
  documentsText(
    makeAnswers({
      executiveTitle: "Vice President, Operations",
      companyIndustry: "other",
      companyEmployees: "1001-5000",
      companyRevenue: "100m-500m",
      businessChallenges: challenges("other", 0, 1, 2, 5),
      aiDepartments: ["operations", "hr", "finance", "sales"],
      enterprisePlatforms: ["microsoft365", "sap"],
      ...overrides,
    }),
  );

describe("an underground mining contractor", () => {
  it("in Sudbury reads Ontario's mine safety rules, its JHSC and seats of the few at a desk", () => {
    const text = contractor({
      companyName: "Shield Underground Contractors Ltd.",
      ...headOfficeAt("Sudbury, Ontario"),
      otherChallenge:
        "We do shaft sinking and underground development for mine owners across northern Ontario, with 1,850 staff, most of them miners and mechanics underground.",
      aiFriction: "Shift reports and inspection forms are on paper and get typed in days later.",
    });
    expect(text).toMatch(/an underground mining contractor/);
    expect(text).toMatch(
      /Ontario's Occupational Health and Safety Act and its Mines and Mining Plants regulation \(O\. Reg\. 854\)/,
    );
    expect(text).toMatch(/joint health and safety committee \(JHSC\)/);
    expect(text).toMatch(/of the 148 of 1,850 who work at a desk/);
    expect(text).not.toMatch(/\d+ (?:sales|HR|finance) staff \(an estimate: about \d+% of 1,850\)/);
    expect(text).not.toMatch(/BambooHR/);
    expect(text).not.toMatch(/Law Society|privileged/);
  });

  it("under Manufacturing, without a headcount, it is still a mining contractor under mine rules", () => {
    const text = contractor({
      companyName: "Boreal Shaft & Development Inc.",
      companyIndustry: "manufacturing",
      businessChallenges: challenges("manufacturing", 0, 4),
      ...headOfficeAt("Timmins, Ontario"),
      otherChallenge:
        "Our crews do raise boring and ground support in underground mines, and equipment breakdowns stop a heading for days.",
    });
    expect(text).toMatch(/an underground mining contractor/);
    expect(text).toMatch(/O\. Reg\. 854/);
    expect(text).not.toMatch(/BambooHR/);
  });
});
