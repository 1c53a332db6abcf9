import type { AssessmentInput } from "@/model/assessment/schemas";
import { findTool, toolCatalogue } from "@/capabilities/report/content/tools";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { auditInput } from "@/tests/report-audit/audit-input";
import { generateReport } from "./documents";

/**
 * Review r19 (class 4): where the executive's words forbid US-hosted cloud or require Canadian
 * residency, a tool kept for them is recommended with the plan or setting that keeps the data in
 * Canada named ("on a Microsoft 365 tenant whose data location is Canada"), on its card and in
 * the brief's approval of the sanctioned assistant; "can store it in Canada" alone is no plan.
 */

const RULES: [string, Partial<AssessmentInput>][] = [
  [
    "a dealership that allows no US cloud",
    {
      companyIndustry: "retail",
      companyEmployees: "51-200",
      otherPlatforms: "CDK Drive",
      aiFriction:
        "We run CDK for the dealership. No US cloud: our customers' data must be hosted in Canada.",
    },
  ],
  [
    "a Québec plant whose data must stay in Canada, in French",
    {
      companyIndustry: "manufacturing",
      companyEmployees: "11-50",
      headOfficeLocation: "other",
      customLocation: "Lévis, QC",
      otherPlatforms: "SAP Business One",
      aiFriction: "Nos données doivent rester au Canada. Pas de nuage américain.",
    },
  ],
];

const reportOf = (shape: Partial<AssessmentInput>) =>
  generateReport(auditInput({ answers: makeAnswers(shape) }));

describe("a tool kept under a residency rule names its Canadian plan", () => {
  it.each(RULES)("%s: every card that keeps data in Canada says on which plan", (_, shape) => {
    const tools = reportOf(shape).reportData.recommendedApplications;
    const inCanada = tools.filter((t) => /can store [^.;]* data in Canada/.test(t.useCase));
    expect(inCanada.length).toBeGreaterThan(0);
    for (const t of inCanada) {
      const plan = findTool(t.name)?.canadaPlan;
      expect(plan).toBeDefined();
      expect(t.useCase).toContain(`data in Canada on ${plan}`);
    }
  });

  it.each(RULES)("%s: the brief approves the assistant on that plan", (_, shape) => {
    const { reportData } = reportOf(shape);
    const decision = reportData.brief?.decisions.find((d) => /sanctioned assistant/.test(d));
    expect(decision).toContain(
      "Microsoft 365 Copilot Chat, on a Microsoft 365 tenant whose data location is Canada,",
    );
  });

  it("names the plan for every catalogue tool that can keep data in Canada", () => {
    const inCanada = toolCatalogue.filter((t) => t.dataRegions?.includes("canada"));
    expect(inCanada.length).toBeGreaterThan(3);
    for (const t of inCanada)
      expect({ tool: t.name, plan: t.canadaPlan }).toEqual({
        tool: t.name,
        plan: expect.stringMatching(/Canad/),
      });
  });

  it("leaves the brief's approval as it was without a residency rule", () => {
    const { reportData } = reportOf({
      companyIndustry: "retail",
      aiFriction: "Data is everywhere.",
    });
    expect(JSON.stringify(reportData.brief)).not.toMatch(/data location is Canada/);
  });
});
