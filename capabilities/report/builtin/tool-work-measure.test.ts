import type { AssessmentInput } from "@/model/assessment/schemas";
import { challengesFor } from "@/model/assessment/challenges";
import { documentsOf } from "@/tests/helpers/documents-text";
import { makeAnswers } from "@/tests/helpers/test-answers";

/**
 * Review seats20 class 2 (#34): accounts payable automation was judged on gross margin. A tool's
 * value is measured against the work it changes (invoices processed, hours), not an outcome it
 * cannot move alone, whichever challenge brought it in.
 */

const MARGINS = challengesFor("other")
  .filter((c) => /margins/i.test(c.label))
  .map((c) => c.value);

const financeTools = (answers: Partial<AssessmentInput>) =>
  documentsOf(
    makeAnswers({
      companyIndustry: "other",
      aiDepartments: ["finance", "operations"],
      businessChallenges: MARGINS,
      ...answers,
    }),
  ).report.recommendedApplications.filter((t) => /payable|bookkeeping|audit/i.test(t.category));

describe("a finance automation tool brought in by a margins challenge", () => {
  it.each([
    [
      "an ERP company of 201-500",
      { companyEmployees: "201-500", enterprisePlatforms: ["microsoft365", "netsuite"] },
    ],
    [
      "an SAP company of 1,001-5,000",
      { companyEmployees: "1001-5000", enterprisePlatforms: ["microsoft365", "sap"] },
    ],
  ] satisfies [string, Partial<AssessmentInput>][])(
    "in %s is measured by the work it changes, never by margin",
    (_, answers) => {
      const tools = financeTools(answers);
      expect(tools.length).toBeGreaterThan(0);
      for (const tool of tools) {
        expect(tool.businessCase).not.toMatch(/margin/i);
        expect(tool.businessCase).toMatch(/Measure the (?:supplier invoices|hours|duplicate)/);
      }
    },
  );
});
