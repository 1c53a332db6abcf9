import type { AssessmentInput } from "@/model/assessment/schemas";
import { findTool } from "@/capabilities/report/content/tools";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { inputFor } from "@/tests/helpers/test-personas";
import { buildContext } from "./context";
import { generateReport } from "./documents";
import { fitsCompany } from "./tool-fit";

/**
 * Review r26 (issue 34): Dynamics 365 Business Central is the accounts, stock and purchasing of
 * a seafood plant, never its CRM. Its Copilot is offered for the books, never for sales e-mail,
 * equipment downtime or HACCP records; Dynamics 365 Sales keeps the CRM's Copilot.
 */

const plant = (otherPlatforms: string): AssessmentInput =>
  makeAnswers({
    companyName: "Shippagan Bay Seafood",
    companyIndustry: "manufacturing",
    companyEmployees: "51-200",
    headOfficeLocation: "other",
    customLocation: "Shippagan, New Brunswick",
    businessChallenges: ["reducing_unplanned_equipment_downtime"],
    aiDepartments: ["operations", "finance"],
    enterprisePlatforms: ["microsoft365"],
    otherPlatforms,
    aiFriction: "Our QA lead Nathalie Robichaud writes the HACCP records by hand.",
  });
const fits = (tool: string, answers: AssessmentInput) =>
  fitsCompany(findTool(tool)!, buildContext(inputFor(answers)));
const reportOf = (answers: AssessmentInput) => generateReport(inputFor(answers)).markdownReport;

describe("Business Central is the books, not the CRM", () => {
  const answers = plant("Dynamics 365 Business Central for accounting and inventory");

  it("offers Business Central's own Copilot, for the books, and no CRM AI", () => {
    expect(fits("Copilot in Dynamics 365", answers)).toBe(false);
    expect(fits("Copilot in Business Central", answers)).toBe(true);
    const report = reportOf(answers);
    expect(report).not.toMatch(/Copilot in Dynamics 365\b|sales staff/);
    expect(report).not.toMatch(/downtime[^\n]*\(Copilot in Business Central\)/i);
    expect(report).not.toMatch(/Copilot in Business Central[^\n]*(?:CASL|commercial electronic)/);
  });

  it("keeps the CRM's Copilot for a company on Dynamics 365 Sales", () => {
    const sales = plant("Dynamics 365 Sales for our buyers, Business Central for the books");
    expect(fits("Copilot in Dynamics 365", sales)).toBe(true);
    expect(fits("Copilot in Business Central", sales)).toBe(true);
  });
});
