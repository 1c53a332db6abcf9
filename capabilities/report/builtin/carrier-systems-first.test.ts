import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { inputFor } from "@/tests/helpers/test-personas";
import { generateReport, generateRoadmap, recommendTools } from "./documents";

/**
 * Review r18 classes 1, 3 and 5: a carrier's load planning starts in the TMS it runs, never in a
 * reporting tool; the temperature-excursion losses it put a sum on are measured by that sum and
 * its period (a pilot of its own since review r19), and tried first in the reefer monitoring it
 * already has.
 */

const answers: AssessmentInput = makeAnswers({
  companyName: "Prairie Cold Freight Ltd.",
  companyIndustry: "other",
  companyEmployees: "201-500",
  companyRevenue: "50m-100m",
  businessChallenges: ["managing_costs_and_protecting_margins", "improving_operational_efficiency"],
  otherChallenge:
    "We haul frozen and chilled groceries from Regina to the Lakehead and Alberta. Empty miles on the return legs are 24% of all miles. Spoiled loads from temperature excursions cost us $620,000 last year.",
  otherPlatforms: "Trimble TMW TMS, ORBCOMM reefer monitoring, Microsoft 365",
  enterprisePlatforms: ["microsoft365"],
  aiFriction: "",
  aiExperience: "",
  orgPosture: "curious",
  orgAiElements: ["none_yet"],
});

describe("a refrigerated carrier's systems in place", () => {
  let text: string;
  let tools: string[];
  beforeAll(() => {
    const input = inputFor(answers);
    text = [generateReport(input).markdownReport, JSON.stringify(generateRoadmap(input))].join(
      "\n",
    );
    tools = recommendTools(input).map((t) => `${t.name}: ${t.useCase}`);
  });

  it("plans loads in the TMS it runs, with no reporting tool named for it", () => {
    expect(text).toContain(
      "in or beside Trimble TMW TMS, already in use: first ask its vendor whether your plan includes backhaul and load-matching suggestions",
    );
    // Empty miles on "return legs" are no goods returned.
    expect(text).toContain("measured by empty miles as a share of all miles");
    expect(text).not.toContain("share of goods returned");
    expect(tools.join("\n")).not.toMatch(/Power BI Copilot: [^\n]*(?:loads|empty miles)/i);
  });

  it("pilots the excursion losses with their sum and period, in the reefer monitoring first", () => {
    // A sum of money on the problem makes it a pilot of its own (review r19), not a step to scope it.
    expect(text).toContain("Start from the figures you gave (“$620,000 last year”)");
    expect(text).toContain(
      "in or beside ORBCOMM, already in use: first ask its vendor whether your plan includes temperature-excursion alerts on loads in transit",
    );
    expect(text).not.toContain("for a period to confirm");
  });
});
