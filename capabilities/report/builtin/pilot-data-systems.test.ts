import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { auditInput } from "@/tests/report-audit/audit-input";
import { generateReport } from "./documents";

/**
 * Review r19 (class 3): the pilots connect to the system the answers name for their data. A
 * dealership whose forecasting pilot runs in or beside its dealer management system draws its
 * sales history from it, so the plan connects the pilots to that system, never to the office
 * suite an "email consent records" dependency had matched, and never "your system of record".
 */

const DEALERS: [string, Partial<AssessmentInput>, string][] = [
  [
    "a dealership on CDK Drive that re-keys deals",
    {
      companyIndustry: "retail",
      companyEmployees: "51-200",
      enterprisePlatforms: ["microsoft365"],
      otherPlatforms: "CDK Drive",
      aiFriction: "Our salespeople re-key every deal from CDK into spreadsheets.",
    },
    "CDK Drive",
  ],
  [
    "a Québec garage on Dealertrack, in French",
    {
      companyIndustry: "retail",
      companyEmployees: "11-50",
      headOfficeLocation: "other",
      customLocation: "Saint-Jérôme, QC",
      enterprisePlatforms: ["microsoft365"],
      otherPlatforms: "Dealertrack DMS",
      aiFriction: "Nos pièces sont toujours en rupture de stock et tout est dans Dealertrack.",
    },
    "Dealertrack DMS",
  ],
];

describe("the pilots connect to the system that holds their data", () => {
  it.each(DEALERS)("%s", (_, shape, system) => {
    const md = generateReport(
      auditInput({ answers: makeAnswers({ companyRevenue: "10m-50m", ...shape }) }),
    ).markdownReport;
    expect(md).toContain(`Connect the pilots to the data in ${system}`);
    expect(md).not.toMatch(/Connect the pilots to the data in[^\n]*Microsoft 365/);
    expect(md).toContain(`sales and purchase history in ${system}`);
    expect(md).not.toMatch(/sales and purchase history in your system of record/);
  });
});
