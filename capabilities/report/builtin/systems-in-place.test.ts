import type { AssessmentInput } from "@/model/assessment/schemas";
import { findTool } from "@/capabilities/report/content/tools";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { buildContext } from "./context";
import { generateReport, generateRoadmap, recommendTools } from "./documents";
import { fitsCompany } from "./tool-fit";
import { inputFor } from "@/tests/helpers/test-personas";

/**
 * Issue 34: a system the answers name occupies its kind of tool. Nothing of the same kind is
 * sold to replace it (a practice-management system beside a practice-management system, a fraud
 * model beside a fraud-alert system); the pilot starts from it and asks its vendor about its AI;
 * and a system already licensed is never approved or costed as a new purchase.
 */

const quiet = (overrides: Partial<AssessmentInput>) =>
  makeAnswers({ aiExperience: "", aiFriction: "", otherChallenge: "", ...overrides });
const fits = (tool: string, answers: AssessmentInput) =>
  fitsCompany(findTool(tool)!, buildContext(inputFor(answers)));
const names = (answers: AssessmentInput) => recommendTools(inputFor(answers)).map((t) => t.name);

describe("a system in place occupies its kind of tool", () => {
  const lawFirm = (otherPlatforms: string) =>
    quiet({
      companyName: "Birchwood Legal LLP",
      executiveTitle: "Managing Partner",
      companyIndustry: "consulting",
      companyEmployees: "11-50",
      companyRevenue: "1m-10m",
      businessChallenges: ["improving_utilization_and_billable_hours"],
      otherPlatforms,
    });
  const creditUnion = (otherPlatforms?: string) =>
    quiet({
      companyName: "Prairie Hollow Credit Union",
      companyIndustry: "financial-services",
      companyEmployees: "201-500",
      companyRevenue: "100m-500m",
      businessChallenges: ["detecting_fraud_and_financial_crime_earlier"],
      orgPosture: "activating",
      orgAiElements: ["ai_policy", "dept_pilots", "dedicated_budget"],
      otherPlatforms,
    });
  const softwareShop = (otherPlatforms?: string) =>
    quiet({
      companyName: "Parcelpoint Software",
      companyIndustry: "technology",
      companyEmployees: "51-200",
      businessChallenges: ["scaling_customer_support_without_growing_headcount"],
      aiDepartments: ["customer_service", "operations"],
      otherPlatforms,
    });
  const manager = (otherPlatforms?: string) =>
    quiet({
      companyName: "Lakeshore Rentals Inc.",
      companyIndustry: "real-estate",
      companyEmployees: "51-200",
      companyRevenue: "10m-50m",
      businessChallenges: ["managing_tenant_communications_and_maintenance_requests"],
      otherChallenge: "Our property managers look after 30 rental buildings.",
      otherPlatforms,
    });

  it("sells a law firm no practice-management system beside the one it runs, whatever its name", () => {
    expect(fits("Clio", lawFirm("ESILaw for practice management and trust accounting"))).toBe(
      false,
    );
    expect(names(lawFirm("ESILaw for practice management and trust accounting"))).not.toContain(
      "Clio",
    );
    // A system of another kind leaves the kind open.
    expect(fits("Clio", lawFirm("Xero for accounting and a shared drive"))).toBe(true);
  });

  it("gives a credit union with a fraud-alert system no new fraud model, and starts the pilot from it", () => {
    const held = creditUnion("FraudShield for AML and fraud alerts, Temenos core banking");
    const tools = names(held);
    expect(tools).not.toContain("Feedzai");
    expect(tools).not.toContain("DataRobot");
    const { roadmap } = generateReport(inputFor(held)).reportData;
    const actions = [roadmap.phase1, roadmap.phase2].flatMap((p) => p.initiatives ?? []);
    expect(actions.map((i) => i.action).join("\n")).toContain("(FraudShield, already in use)");
    expect(JSON.stringify(generateRoadmap(inputFor(held)).recommendations)).toContain(
      "Start from FraudShield, already in use",
    );
    // Without one, the fraud model is the pilot's tool.
    expect(names(creditUnion())).toContain("Feedzai");
  });

  it("gives a software company that runs a help desk no second help desk", () => {
    const desks = ["Intercom Fin", "Zendesk AI", "Freshdesk with Freddy AI", "Ada"];
    const held = names(softwareShop("Gorgias for customer support tickets, Stripe for billing"));
    expect(held.filter((n) => desks.includes(n))).toEqual([]);
    expect(names(softwareShop()).some((n) => desks.includes(n))).toBe(true);
  });

  it("gives a landlord on its own property system no other property platform", () => {
    expect(fits("Yardi", manager("Rentec Pro for property management and leasing"))).toBe(false);
    expect(fits("Yardi", manager("QuickBooks Online for accounting"))).toBe(true);
  });
});

describe("a system already licensed is no purchase", () => {
  const builder = quiet({
    companyName: "Foothills Homes Ltd.",
    companyIndustry: "real-estate",
    companyEmployees: "11-50",
    companyRevenue: "10m-50m",
    orgAiElements: ["ai_policy", "dept_pilots", "dedicated_budget"],
    orgPosture: "activating",
    aiDepartments: ["operations"],
    otherPlatforms: "Bluebeam, Sage 300 CRE",
  });
  const restaurant = quiet({
    companyName: "Harbourside Kitchens",
    companyIndustry: "food-services",
    companyEmployees: "51-200",
    companyRevenue: "1m-10m",
    orgAiElements: ["ai_policy"],
    aiDepartments: ["operations", "hr"],
    otherPlatforms: "7shifts for staff scheduling",
  });
  const lawFirm = quiet({
    companyName: "Kettle Creek Law",
    executiveTitle: "Managing Partner",
    companyIndustry: "consulting",
    companyEmployees: "11-50",
    companyRevenue: "1m-10m",
    orgAiElements: ["ai_policy"],
    businessChallenges: ["improving_utilization_and_billable_hours"],
    otherPlatforms: "Clio for matters and billing",
  });

  it.each([
    ["a home builder", builder, "Bluebeam"],
    ["a restaurant group", restaurant, "7shifts"],
    ["a law firm", lawFirm, "Clio"],
  ])("never approves or prices anew the system %s runs", (_, answers, system) => {
    const { reportData } = generateReport(inputFor(answers));
    const tool = reportData.recommendedApplications.find((t) => t.name === system)!;
    expect(tool).toBeDefined();
    expect(tool.cost!.summary).toMatch(/^Already licensed/);
    expect(tool.cost!.assumption).not.toMatch(/if not already on this plan/);
    expect(tool.businessCase).not.toMatch(/^Pays back/);
    const decisions = reportData.brief!.decisions.join("\n");
    expect(decisions).not.toMatch(new RegExp(`Approve ${system}\\b`));
    const quickWins = generateRoadmap(inputFor(answers)).quickWins.map((w) => w.title);
    expect(quickWins.join("\n")).not.toMatch(new RegExp(`^Trial ${system}\\b`, "m"));
  });
});
