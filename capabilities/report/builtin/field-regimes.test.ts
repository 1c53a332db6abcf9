import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { generateReport } from "./index";
import { inputFor } from "@/tests/helpers/test-personas";

/**
 * Rules the work itself brings (review r12): drone flights bring Transport Canada's drone rules
 * (Part IX of the Canadian Aviation Regulations), and a branch, crew or staff the words place in
 * another province bring that province's privacy act and workplace safety law, in English and
 * French. Customers in another province bring neither.
 */

const quiet: Partial<AssessmentInput> = {
  executiveTitle: "Owner",
  companyEmployees: "11-50",
  headOfficeLocation: "lower-mainland",
  companyIndustry: "other",
  otherChallenge: "",
  aiFriction: "",
  aiExperience: "",
  otherPlatforms: "",
};

const risksOf = (overrides: Partial<AssessmentInput>) =>
  JSON.stringify(
    generateReport(inputFor(makeAnswers({ ...quiet, ...overrides }))).reportData.risks,
  );

describe("drone work", () => {
  it.each([
    ["English", "We map large sites with a drone before the field crew goes out."],
    ["French", "Nous inspectons les toitures par drone avant chaque soumission."],
  ])("names Transport Canada's drone rules from words in %s", (_, words) => {
    const risks = risksOf({ companyName: "Northwind Group", aiExperience: words });
    expect(risks).toContain("Part IX of the Canadian Aviation Regulations");
    expect(risks).toContain("Your answers mention drone work");
  });

  it("names no drone rules where no drone is flown (not a trigger)", () => {
    expect(
      risksOf({ companyName: "Northwind Group", aiExperience: "We map large sites on foot." }),
    ).not.toContain("Canadian Aviation Regulations");
  });
});

describe("people placed in another province", () => {
  it("brings Alberta's privacy act and safety law for a branch opened there", () => {
    const risks = risksOf({
      companyName: "Northwind Group",
      aiFriction: "We are opening a branch in Red Deer next spring.",
    });
    expect(risks).toContain("Alberta's Personal Information Protection Act (PIPA)");
    expect(risks).toContain("Alberta's Occupational Health and Safety Act and Code");
  });

  it("brings Law 25 and the CNESST for crews an Ottawa firm sends to Quebec, in French", () => {
    const risks = risksOf({
      companyName: "Northwind Group",
      headOfficeLocation: "other",
      customLocation: "Ottawa, Ontario",
      otherChallenge: "Nos équipes travaillent au Québec tout l'été.",
    });
    expect(risks).toContain("Law 25");
    expect(risks).toContain("enforced by the CNESST");
  });

  it("brings neither for customers in another province (not a trigger)", () => {
    const risks = risksOf({
      companyName: "Northwind Group",
      otherChallenge: "We sell to customers in Alberta.",
    });
    expect(risks).not.toContain("Occupational Health and Safety Act and Code");
  });
});
