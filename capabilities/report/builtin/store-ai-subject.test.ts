import { makeAnswers } from "@/tests/helpers/test-answers";
import { inputFor } from "@/tests/helpers/test-personas";
import { generateReport } from "./documents";

/**
 * Review r18 class 1: the AI of the online store a company runs writes and reads what the store
 * sells; it is never the tool for capturing a retiring expert's know-how.
 */

describe("a store's AI beside a retiring expert", () => {
  it("is not named for capturing the expert's know-how", () => {
    const md = generateReport(
      inputFor(
        makeAnswers({
          companyName: "Hollow Creek Cidery Ltd.",
          companyIndustry: "manufacturing",
          companyEmployees: "11-50",
          businessChallenges: [
            "replacing_retiring_skilled_workers",
            "forecasting_demand_and_optimising_inventory",
          ],
          otherChallenge:
            "Our head cider maker retires next year and only she knows how to blend each batch.",
          otherPlatforms: "Shopify for the online store and the tasting room",
          enterprisePlatforms: ["microsoft365"],
          aiFriction: "",
          aiExperience: "",
          orgPosture: "curious",
          orgAiElements: ["none_yet"],
        }),
      ),
    ).markdownReport;
    expect(md).toContain("Shopify");
    expect(md).not.toMatch(/know-how[^\n]*Shopify|Shopify[^\n]*know-how/);
  });
});
