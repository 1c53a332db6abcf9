import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { generateReport, recommendTools } from "./documents";
import { inputFor } from "@/tests/helpers/test-personas";

/** Vendor AI an ambiguous system name leaves open is asked about, never costed as certain (issue 34). */

const firm = (overrides: Partial<AssessmentInput>) =>
  makeAnswers({
    companyEmployees: "11-50",
    companyRevenue: "1m-10m",
    orgPosture: "curious",
    orgAiElements: ["none_yet"],
    aiToolsUsed: ["chatgpt"],
    aiExperience: "",
    aiFriction: "",
    otherChallenge: "",
    enterprisePlatforms: ["none"],
    ...overrides,
  });
const tool = (answers: AssessmentInput, name: string) =>
  recommendTools(inputFor(answers)).find((t) => t.name === name);
const brief = (answers: AssessmentInput) =>
  generateReport(inputFor(answers)).markdownReport.split("## Executive Summary")[0]!;

describe("Gemini behind a Google product name", () => {
  const sheets = firm({
    companyIndustry: "retail",
    otherPlatforms: "Google Sheets for the rota, Gmail",
  });
  const workspace = firm({
    companyIndustry: "retail",
    otherPlatforms: "Google Workspace for mail and files",
  });

  // With a policy in place, no assistant is sanctioned by the brief: Gemini may be recommended.
  const governed = { ...sheets, orgAiElements: ["ai_policy" as const] };

  it("is asked about, not costed as included, when only Sheets or Gmail are named", () => {
    const gemini = tool(governed, "Google Gemini")!;
    expect(gemini.cost!.summary).not.toMatch(/No extra licence cost/);
    expect(gemini.fit).not.toMatch(/already runs|already pays for/);
    expect(gemini.businessCase).toMatch(
      /paid Google Workspace business plan or a free personal account/,
    );
    expect(brief(sheets)).not.toMatch(/Gemini in Google Workspace as the one sanctioned assistant/);
  });

  // Two assistants were recommended: the sanctioned ChatGPT Business and Gemini, if confirmed (#34).
  it("is not recommended beside the assistant the brief sanctions in its place", () => {
    expect(brief(sheets)).toMatch(/ChatGPT Business as the one sanctioned assistant/);
    expect(tool(sheets, "ChatGPT Business")).toBeDefined();
    expect(tool(sheets, "Google Gemini")).toBeUndefined();
  });

  it("is included when the executive names Google Workspace", () => {
    expect(tool(workspace, "Google Gemini")!.cost!.summary).toMatch(/No extra licence cost/);
    expect(brief(workspace)).toMatch(/Gemini in Google Workspace as the one sanctioned assistant/);
  });
});

describe("SAP Joule beside the SAP product named", () => {
  const sap = (otherPlatforms: string) =>
    firm({
      companyIndustry: "manufacturing",
      companyEmployees: "201-500",
      companyRevenue: "100m-500m",
      enterprisePlatforms: ["sap"],
      businessChallenges: ["forecasting_demand_and_optimising_inventory"],
      otherPlatforms,
    });

  it("is a question for the SAP partner when the answers name no SAP product", () => {
    const joule = tool(sap("SAP for orders"), "SAP Joule")!;
    expect(joule.cost!.summary).not.toMatch(/No extra licence cost/);
    expect(joule.fit).not.toMatch(/comes with the SAP licences .* already pays for/);
    expect(joule.useCase).toMatch(/Ask your SAP partner/i);
  });

  it("is not proposed when the answers name SAP Business One, which Joule does not run in", () => {
    expect(tool(sap("SAP Business One for orders"), "SAP Joule")).toBeUndefined();
  });

  it("comes with the licences when the answers name S/4HANA Cloud", () => {
    const joule = tool(sap("SAP S/4HANA Cloud for finance"), "SAP Joule")!;
    expect(joule.cost!.summary).toMatch(/No extra licence cost/);
    expect(joule.fit).toMatch(/comes with the SAP licences/);
  });

  it("is never named for the demand forecast it does not make", () => {
    const text = generateReport(inputFor(sap("SAP S/4HANA Cloud"))).markdownReport;
    expect(text).not.toMatch(/forecasts[^.\n]*\(SAP Joule\)/);
  });
});

describe("Square AI", () => {
  const shop = firm({
    companyIndustry: "food-services",
    companyEmployees: "1-10",
    companyRevenue: "under-1m",
    businessChallenges: ["controlling_food_and_labour_costs"],
    otherPlatforms: "Square POS",
  });

  it("is never costed as certain where its availability varies by country", () => {
    const square = tool(shop, "Square AI")!;
    expect(square.cost!.summary).not.toMatch(/No extra licence cost/);
    expect(square.businessCase).toMatch(/availability varies by country/);
  });

  it("asks Square, not the answers, whether Square AI reaches the account's country", () => {
    const text = generateReport(inputFor(shop)).markdownReport;
    expect(text).toMatch(/offers Square AI to your account's country \(to confirm with Square\)/);
    expect(text).not.toMatch(/account's country \(the answers do not say\)/);
  });

  it("is never named for sales forecasts, which it does not make", () => {
    expect(generateReport(inputFor(shop)).markdownReport).not.toMatch(
      /forecasts[^.\n]*\(Square AI\)/,
    );
  });
});
