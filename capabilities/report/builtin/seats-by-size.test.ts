import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { auditInput } from "@/tests/report-audit/audit-input";
import { generateReport } from "./documents";

/**
 * Review r16 (class 8): a tool's seats follow the people who would use it. A four-person firm
 * pays for four seats at most; a firm of 11 to 50 gives its assistant to its desks; from 201
 * staff a desk-wide subscription is priced for the pilot group, never a seat for every desk.
 */

const costs = (shape: Partial<AssessmentInput>) => {
  const report = generateReport(
    auditInput({
      answers: makeAnswers({
        aiToolsUsed: ["none"],
        aiExperience: undefined,
        enterprisePlatforms: ["salesforce", "slack"],
        ...shape,
      }),
    }),
  );
  return report.reportData.recommendedApplications.flatMap((tool) =>
    tool.cost ? [{ name: tool.name, ...tool.cost }] : [],
  );
};

/**
 * The seats an estimate counts, at its start: "all 23 staff", "a pilot group of the heaviest
 * users (priced as 50 people)", "one person".
 */
const seats = (assumption: string) => {
  const stated = assumption.replace(/^if not already on this plan: /, "");
  if (stated.startsWith("one person")) return 1;
  const count =
    /^(?:all |an estimated |a pilot group of the heaviest users \(priced as |the )?([\d,]+) /.exec(
      stated,
    )?.[1];
  return count ? Number(count.replace(/,/g, "")) : NaN;
};

describe("seats follow the people who would use the tool", () => {
  it.each<[string, Partial<AssessmentInput>, number]>([
    [
      "a four-person studio",
      {
        companyEmployees: "1-10",
        companyIndustry: "consulting",
        aiFriction: "We are four people.",
      },
      4,
    ],
    ["a ten-person software shop", { companyEmployees: "1-10", companyIndustry: "technology" }, 10],
    [
      "a 23-person accounting firm",
      { companyEmployees: "11-50", companyIndustry: "financial-services" },
      50,
    ],
  ])("%s pays for no more seats than it has staff", (_, shape, most) => {
    const perSeat = costs(shape).filter((c) => /per user per month/.test(c.assumption));
    expect(perSeat.length).toBeGreaterThan(0);
    for (const cost of perSeat) expect(seats(cost.assumption)).toBeLessThanOrEqual(most);
  });

  it("a firm of 11 to 50 gives its approved assistant to every desk", () => {
    const assistant = costs({ companyEmployees: "11-50", companyIndustry: "technology" }).find(
      (c) => c.name === "ChatGPT Business",
    );
    expect(assistant?.assumption).toContain("all 23 staff (assumed for a company of 11–50)");
  });

  it.each<[string, Partial<AssessmentInput>]>([
    [
      "a 320-person software company",
      { companyEmployees: "201-500", companyIndustry: "technology" },
    ],
    ["a 320-person consultancy", { companyEmployees: "201-500", companyIndustry: "consulting" }],
    [
      "a 320-person lender, in its own words",
      {
        companyEmployees: "201-500",
        companyIndustry: "financial-services",
        aiFriction: "Nous sommes 310 employés.",
      },
    ],
  ])("%s prices a desk-wide subscription for its pilot group", (_, shape) => {
    const all = costs(shape);
    for (const cost of all)
      expect(cost.assumption).not.toMatch(/^all 3\d\d staff.*per user per month/);
    const desk = all.filter((c) =>
      /^a pilot group of the heaviest users \(priced as 50 people\) of /.test(c.assumption),
    );
    expect(desk.length).toBeGreaterThan(0);
    for (const cost of desk) expect(cost.summary).not.toMatch(/C\$\d{3},\d{3} a year/);
  });
});
