import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { generateReport, recommendTools } from "./documents";
import { inputFor } from "@/tests/helpers/test-personas";

/** A vendor already in place is asked first: its own AI does the work, its seats are never bought again (issue 34). */

const firm = (overrides: Partial<AssessmentInput>) =>
  makeAnswers({
    orgPosture: "exploring",
    orgAiElements: ["ai_policy"],
    aiToolsUsed: ["chatgpt"],
    aiExperience: "",
    aiFriction: "",
    otherChallenge: "",
    enterprisePlatforms: ["none"],
    ...overrides,
  });
const report = (answers: AssessmentInput) => generateReport(inputFor(answers)).markdownReport;

describe("a property manager that runs Yardi", () => {
  const manager = (otherPlatforms: string) =>
    firm({
      companyIndustry: "real-estate",
      companyEmployees: "51-200",
      companyRevenue: "10m-50m",
      businessChallenges: ["reducing_vacancy_rates_across_the_portfolio"],
      otherChallenge: "Our property managers look after 30 rental buildings.",
      otherPlatforms,
    });

  it("asks Yardi which AI modules its licence includes, never for a quote for new seats", () => {
    const text = report(manager("Yardi Voyager"));
    expect(text).not.toMatch(/quote for Yardi for|ask it for a quote for \d+/);
    expect(text).toMatch(/which AI features .*current licence includes/);
  });
});

describe("a shop that runs 7shifts", () => {
  const shop = (otherPlatforms: string) =>
    firm({
      companyIndustry: "retail",
      companyEmployees: "11-50",
      companyRevenue: "1m-10m",
      businessChallenges: ["scheduling_staff_to_match_store_traffic"],
      aiDepartments: ["operations", "hr"],
      otherPlatforms,
    });

  it("names 7shifts' forecasts for the scheduling pilot rather than a tool to be chosen", () => {
    expect(
      recommendTools(inputFor(shop("Lightspeed Retail, 7shifts"))).map((t) => t.name),
    ).toContain("7shifts");
    expect(report(shop("Lightspeed Retail, 7shifts"))).toMatch(/schedules \(7shifts\)/);
    // A retailer that does not run it is not sold a restaurant scheduler.
    expect(recommendTools(inputFor(shop("Lightspeed Retail"))).map((t) => t.name)).not.toContain(
      "7shifts",
    );
  });
});
