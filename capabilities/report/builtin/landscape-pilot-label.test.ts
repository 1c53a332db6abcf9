import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { inputFor } from "@/tests/helpers/test-personas";
import { generateReport } from "./documents";

/**
 * Review r19 class 2: a solution area that answers several ticked challenges is labelled by the
 * one whose pilot it is, never simply by the first challenge ticked.
 */

const landscape = (overrides: Partial<AssessmentInput>) =>
  generateReport(
    inputFor(
      makeAnswers({
        orgPosture: "exploring",
        orgAiElements: ["none_yet"],
        aiFriction: "",
        aiExperience: "",
        otherChallenge: "",
        ...overrides,
      }),
    ),
  )
    .markdownReport.split("## AI Solution Landscape and Applications")[1]!
    .split("\n## ")[0]!;

const area = (text: string, title: string) =>
  text.split("\n### ").find((a) => a.startsWith(title)) ?? "";

describe("a landscape area is labelled by its pilot's challenge", () => {
  it("a clothing store's recommendations answer personalisation, ticked second", () => {
    const text = landscape({
      companyName: "Harbour Clothing Store",
      companyIndustry: "retail",
      companyEmployees: "11-50",
      businessChallenges: [
        "rising_customer_acquisition_costs",
        "personalising_the_shopping_experience",
      ],
    });
    const personalisation = area(text, "Personalization and recommendations");
    expect(personalisation).toContain("this answers “Personalizing the shopping experience”");
    expect(personalisation).not.toContain("Rising customer acquisition costs");
  });

  it("a Quebec machine shop's planning area answers forecasting, ticked after supply", () => {
    const text = landscape({
      companyName: "Usinage Beauce inc.",
      companyIndustry: "manufacturing",
      companyEmployees: "51-200",
      headOfficeLocation: "other",
      customLocation: "Saint-Georges, Québec",
      businessChallenges: [
        "managing_supply_chain_disruptions_and_delays",
        "forecasting_demand_and_optimising_inventory",
      ],
    });
    const planning = area(text, "Demand, inventory and supply planning");
    expect(planning).toContain("this answers “Forecasting demand and optimizing inventory”");
    expect(planning).not.toContain("“Managing supply chain disruptions and delays”");
  });
});
