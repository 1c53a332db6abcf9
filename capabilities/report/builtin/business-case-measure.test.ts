import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { inputFor } from "@/tests/helpers/test-personas";
import { measureViolations } from "@/tests/report-audit/measure-rules";
import { generateReport, generateRoadmap } from "./documents";

/**
 * A business case is never proved by its own adoption (issue 34, class 6): a tool kept "if at
 * least 6 of the 10 desk staff still use it weekly" is also judged by the work it saves, and no
 * two pieces of the plan's work share one baseline.
 */

const documentsOf = (answers: AssessmentInput) => {
  const input = inputFor(answers);
  return { report: generateReport(input).reportData, roadmap: generateRoadmap(input) };
};

describe.each([
  [
    "a Québec bakery chain on Microsoft 365",
    makeAnswers({
      companyName: "Boulangeries Gagnon",
      companyIndustry: "food-services",
      headOfficeLocation: "other",
      customLocation: "Québec, QC",
      businessChallenges: [
        "forecasting_demand_by_day_and_location",
        "reducing_food_waste_and_spoilage",
      ],
      enterprisePlatforms: ["microsoft365"],
      aiDepartments: ["operations", "finance"],
    }),
  ],
  [
    "a Kelowna CPA firm on Microsoft 365",
    makeAnswers({
      companyName: "Okanagan Ledger CPA",
      companyIndustry: "consulting",
      companyEmployees: "11-50",
      enterprisePlatforms: ["microsoft365"],
      aiToolsUsed: ["chatgpt"],
    }),
  ],
  [
    "a Vernon school on Google Workspace",
    makeAnswers({
      companyName: "Vernon Hills Academy",
      companyIndustry: "education",
      enterprisePlatforms: ["none"],
      otherPlatforms: "Google Workspace",
    }),
  ],
])("%s", (_company, answers) => {
  const { report, roadmap } = documentsOf(answers);

  it("judges every tool kept for its use by the work it saves as well", () => {
    const kept = report.recommendedApplications.filter((t) =>
      /still uses? it weekly/.test(t.businessCase ?? ""),
    );
    for (const tool of kept) expect(tool.businessCase).toMatch(/\b(?:Measure|time|Judge)\b.*\./);
    expect(measureViolations(report, roadmap)).toEqual([]);
  });
});

describe("the measure rules", () => {
  const { report, roadmap } = documentsOf(
    makeAnswers({
      companyIndustry: "manufacturing",
      businessChallenges: [
        "improving_quality_control_and_reducing_defects",
        "replacing_retiring_skilled_workers",
        "managing_supply_chain_disruptions_and_delays",
      ],
    }),
  );

  it("flag a business case whose only test is that people still use the tool", () => {
    const edited = {
      ...report,
      recommendedApplications: report.recommendedApplications.map((t, i) =>
        i === 0
          ? {
              ...t,
              businessCase:
                "No licence cost, only set-up and training time: keep it if at least 6 of the 10 desk staff still use it weekly after a month.",
            }
          : t,
      ),
    };
    expect(measureViolations(edited, roadmap).map((v) => v.rule)).toEqual([
      "business case proved by its own use",
    ]);
  });

  it("flag one baseline copied onto different work, and leave one piece of work said twice alone", () => {
    const initiatives = report.roadmap.phase2.initiatives ?? [];
    expect(initiatives.length).toBeGreaterThan(1);
    const copied = {
      ...report,
      roadmap: {
        ...report.roadmap,
        phase2: {
          ...report.roadmap.phase2,
          initiatives: initiatives.map((i) => ({ ...i, baseline: initiatives[0]!.baseline })),
        },
      },
    };
    expect(measureViolations(copied, roadmap).map((v) => v.rule)).toContain(
      "one baseline for different work",
    );
    expect(measureViolations(report, roadmap)).toEqual([]);
  });
});
