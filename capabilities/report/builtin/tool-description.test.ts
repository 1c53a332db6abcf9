import type { AssessmentInput } from "@/model/assessment/schemas";
import { platformOptions } from "@/model/assessment/options";
import { knownSystems } from "@/capabilities/report/content/systems";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { auditInput } from "@/tests/report-audit/audit-input";
import { generateReport } from "./documents";

/**
 * Review r19 (class 3): a tool is said to feed or connect to the systems the answers name, never
 * to a vendor's list of others: receipt capture beside Xero and SAP Business One "extracts the
 * data into Xero", not "into QuickBooks, Xero or Sage".
 */

const reportOf = (shape: Partial<AssessmentInput>) =>
  generateReport(auditInput({ answers: makeAnswers({ companyRevenue: "1m-10m", ...shape }) }));

const CASES: [string, Partial<AssessmentInput>, string, string[]][] = [
  [
    "a restaurant on Xero and SAP Business One",
    {
      companyIndustry: "food-services",
      companyEmployees: "1-10",
      enterprisePlatforms: ["none"],
      otherPlatforms: "Xero, SAP Business One",
      aiFriction: "Every supplier invoice and receipt is typed in by hand by me at night.",
    },
    "Xero",
    ["QuickBooks", "Sage"],
  ],
  [
    "a consultancy on Sage 50",
    {
      companyIndustry: "consulting",
      companyEmployees: "11-50",
      enterprisePlatforms: ["microsoft365"],
      otherPlatforms: "Sage 50",
      aiFriction: "Receipts and supplier bills are keyed by hand into our books every month.",
    },
    "Sage",
    ["QuickBooks", "Xero"],
  ],
];

describe("a tool names the systems the answers name", () => {
  it.each(CASES)("%s", (_, shape, runs, others) => {
    const { reportData, markdownReport } = reportOf(shape);
    const dext = reportData.recommendedApplications.find((t) => t.name === "Dext");
    expect(dext?.description).toBe(
      `Captures receipts and bills and extracts the data into ${runs}.`,
    );
    for (const other of others) expect(markdownReport).not.toMatch(new RegExp(`\\b${other}\\b`));
  });

  it.each(CASES)("%s: no tool's card names a system the answers do not", (_, shape) => {
    const { reportData } = reportOf(shape);
    const ticked = platformOptions.filter((p) => shape.enterprisePlatforms?.includes(p.value));
    const answered = [shape.otherPlatforms, shape.aiFriction, ...ticked.map((p) => p.label)].join(
      " ",
    );
    const names = [
      ...knownSystems.map((s) => s.name),
      ...platformOptions.filter((p) => p.value !== "none").map((p) => p.label),
    ];
    for (const tool of reportData.recommendedApplications) {
      const card = `${tool.description} ${tool.fit}`;
      for (const name of names.filter((n) => !tool.name.includes(n)))
        if (new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`).test(card))
          expect(answered).toContain(name.split(" ")[0]);
    }
  });
});
