import { describe, expect, it } from "@jest/globals";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { headOfficeAt, inputFor } from "@/tests/helpers/test-personas";
import { generateReport } from "./index";

/**
 * Review (#34, round 21): a 720-cleaner janitorial contractor read as a neutral "Other" company,
 * with sales-prospecting use cases, "35 finance staff" and nothing on its supervisors' site
 * inspections. A commercial cleaning contractor is a kind of its own: inspections read across
 * sites, training in the languages its cleaners speak first, labour hours against each
 * fixed-price contract, a small office, and the province's OHS law with WHMIS for its chemicals.
 */

const markdownOf = (answers: Partial<AssessmentInput>) =>
  generateReport(
    inputFor(
      makeAnswers({
        companyIndustry: "other",
        companyEmployees: "201-500",
        companyRevenue: "10m-50m",
        businessChallenges: [
          "managing_costs_and_protecting_margins",
          "improving_operational_efficiency",
        ],
        enterprisePlatforms: ["quickbooks"],
        aiFriction: "",
        aiExperience: "",
        ...answers,
      }),
    ),
  ).markdownReport;

describe("a commercial cleaning contractor", () => {
  const ottawa = markdownOf({
    companyName: "Rideau Custodial Group",
    executiveTitle: "Owner",
    ...headOfficeAt("Ottawa, Ontario"),
    otherChallenge:
      "Our 380 cleaners work night shifts in 90 buildings, and supervisors spend their nights driving to site inspections.",
  });

  it("is named by its kind, with its own work in the landscape", () => {
    expect(ottawa).toMatch(/Rideau Custodial Group, a commercial cleaning contractor/);
    expect(ottawa).toMatch(/Inspections read across every site/);
    expect(ottawa).toMatch(/Labour hours set against each contract's price/);
    expect(ottawa).not.toMatch(/Revenue growth in sales and marketing|personalized outreach/);
  });

  it("sizes its office from the few at a desk, never from the cleaners", () => {
    expect(ottawa).not.toMatch(/estimated (?:[3-9]\d|1\d) finance staff/);
  });

  it("answers to its province's OHS law and WHMIS for the chemicals its cleaners use", () => {
    expect(ottawa).toMatch(
      /Ontario's Occupational Health and Safety Act and its WHMIS regulation \(R\.R\.O\. 1990, Reg\. 860\)/,
    );
    expect(ottawa).toMatch(/against the product's label and safety data sheet/);
  });

  it("keeps hospital clients' patient areas out of photographs under the health privacy law", () => {
    const edmonton = markdownOf({
      companyName: "Prairie Janitorial Ltd.",
      ...headOfficeAt("Edmonton, Alberta"),
      otherChallenge:
        "We clean two hospitals and forty offices with 150 cleaners, and inspections are on paper.",
    });
    expect(edmonton).toMatch(
      /Alberta's Occupational Health and Safety Act and Code \(WHMIS in Part 29\)/,
    );
    expect(edmonton).toMatch(
      /Alberta's Health Information Act[^.]*no photograph, inspection note or AI tool takes in a patient/,
    );
  });
});
