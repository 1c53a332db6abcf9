import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { generateReport } from "./index";
import { challenges, inputFor, proseOf } from "@/tests/helpers/test-personas";

/**
 * Owners are roles the company has at its size (issue 34): up to ten staff the executive owns
 * the work, by their title; up to fifty a role the executive named or the profession's own,
 * else the executive, never a department head or "lead" the answers do not show; directors only
 * above, never the head of the function the executive runs themself.
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
  it("gives a 25-person firm no lead it does not name, a 350-person one no director it does not name, and a 2,000-person one its directors", () => {
    const small = proseOf(firm("11-50"));
    expect(small).not.toMatch(
      /Director of Operations|Chief Operating Officer|Business Development Director/,
    );
    expect(small).not.toMatch(/Operations Manager|HR Manager|Office Manager/);
    // No operations lead the answers do not show: the executive, asked who runs it day to day.
    expect(small).not.toMatch(/operations lead|sales lead|finance lead/);
    expect(small).toContain("owned by the Managing Partner");
    expect(proseOf(firm("201-500"))).not.toMatch(/Director of Operations|Chief Operating Officer/);
    expect(proseOf(firm("1001-5000"))).toMatch(/Director of Operations|Chief Operating Officer/);
  });

  it("has the executive of a firm of ten own the work, never naming themself or 'a named lead'", () => {
    const micro = proseOf(firm("1-10"));
    expect(micro).not.toContain("(or a named lead)");
    expect(micro).not.toMatch(/Managing Partner names the Managing Partner/);
    expect(micro).toContain("owned by the Managing Partner");
    const steps = generateReport(inputFor(makeAnswers(firm("1-10")))).reportData.nextSteps;
    expect(steps[0]).toMatch(/^This week: you take on the pilot on .+ yourself/);
  });
});

describe("a theme's specialist owner at up to 50 staff", () => {
  // "IT Manager" and "HR Manager" were named owners at a 25-person funeral home.
  const owners = (companyEmployees: AssessmentInput["companyEmployees"]) =>
    proseOf({
      ...firm(companyEmployees),
      aiFriction: "Our old accounting server is end of life and nobody can get the data out of it.",
    });

  it("is a lead the executive names at 25 staff, and someone they name in IT at 350", () => {
    expect(owners("11-50")).not.toMatch(/IT Manager|Office Manager/);
    expect(owners("201-500")).toContain("a person you appoint in IT");
    expect(owners("201-500")).not.toContain("IT Manager");
    expect(owners("501-1000")).toContain("IT Manager");
  });
});

describe("a role the executive names at up to 50 staff", () => {
  const retailer = (aiExperience: string) =>
    proseOf({
      companyName: "Harbour Outfitters",
      executiveTitle: "General Manager",
      companyIndustry: "retail",
      companyEmployees: "11-50",
      otherChallenge: "",
      aiFriction: "",
      otherPlatforms: "",
      aiExperience,
      businessChallenges: challenges("retail", 0, 1),
      aiDepartments: ["operations", "hr"],
    });

  it("owns the work it runs, and no invented manager owns the rest", () => {
    const named = retailer("Our operations manager drafts the weekly rota with ChatGPT.");
    const unnamed = retailer("I draft job postings with ChatGPT.");
    expect(named).toContain("Operations Manager");
    expect(unnamed).not.toMatch(/Operations Manager|HR Manager|Office Manager|Director of/);
  });
});
