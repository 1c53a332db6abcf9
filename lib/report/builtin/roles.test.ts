import type { AssessmentInput } from "@/lib/assessment/schemas";
import { makeAnswers } from "@/lib/scoring/test-answers";
import { generateReport } from "./index";
import { challenges, inputFor, proseOf } from "./test-personas";

/**
 * Owners are roles the company has at its size (issue 34): up to ten staff the executive owns
 * the work, by their title; up to fifty a function's manager or lead; directors only above.
 */

const firm = (companyEmployees: AssessmentInput["companyEmployees"]): Partial<AssessmentInput> => ({
  companyName: "Harbour Advisory Group",
  executiveTitle: "Managing Partner",
  companyIndustry: "consulting",
  companyEmployees,
  otherChallenge: "",
  aiFriction: "",
  aiExperience: "",
  otherPlatforms: "",
  businessChallenges: challenges("consulting", 1, 2, 3),
  aiDepartments: ["operations", "sales"],
});

describe("owners by size", () => {
  it("gives a 25-person firm managers and leads, and a 350-person one its directors", () => {
    const small = proseOf(firm("11-50"));
    expect(small).not.toMatch(
      /Director of Operations|Chief Operating Officer|Business Development Director/,
    );
    expect(small).toContain("Operations Manager");
    expect(proseOf(firm("201-500"))).toMatch(/Director of Operations|Chief Operating Officer/);
  });

  it("has the executive of a firm of ten own the work, never naming themself or 'a named lead'", () => {
    const micro = proseOf(firm("1-10"));
    expect(micro).not.toContain("(or a named lead)");
    expect(micro).not.toMatch(/Managing Partner names the Managing Partner/);
    expect(micro).toContain("owned by the Managing Partner");
    const steps = generateReport(inputFor(makeAnswers(firm("1-10")))).reportData.nextSteps;
    expect(steps[0]).toMatch(/^This week: you take on “.+” yourself/);
  });
});

describe("a theme's specialist owner at up to 50 staff", () => {
  // "IT Manager" and "HR Manager" were named owners at a 25-person funeral home.
  const owners = (companyEmployees: AssessmentInput["companyEmployees"]) =>
    proseOf({
      ...firm(companyEmployees),
      aiFriction: "Our old accounting server is end of life and nobody can get the data out of it.",
    });

  it("is the office manager at 25 staff, and the IT Manager at 350", () => {
    expect(owners("11-50")).not.toContain("IT Manager");
    expect(owners("11-50")).toContain("Office Manager");
    expect(owners("201-500")).toContain("IT Manager");
  });
});
