import { describe, expect, it } from "@jest/globals";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { headOfficeAt, inputFor } from "@/tests/helpers/test-personas";
import { generateRoadmap } from "./documents";

/**
 * Review r19 (#34): a costed problem beside a ticked challenge of the same work ("Reducing food
 * waste and spoilage" and "spoiled produce returns cost us $60k") is one pilot, measured first by
 * the executive's figure, even when the two share only one word of the work and the goods.
 */

const pilotsAnswering = (shape: Partial<AssessmentInput>, quote: string) =>
  generateRoadmap(inputFor(makeAnswers({ aiFriction: "", aiExperience: "", ...shape })))
    .recommendations.filter((r) => r.description.includes(`“${quote}”`))
    .map((r) => r.description);

describe("a costed problem joins the ticked challenge that does its work", () => {
  it.each([
    [
      "a restaurant's spoiled produce beside food waste",
      {
        companyName: "Harvest Table Bistro",
        companyIndustry: "food-services",
        ...headOfficeAt("Kelowna, British Columbia"),
        businessChallenges: [
          "reducing_food_waste_and_spoilage",
          "staffing_shifts_and_reducing_turnover",
        ],
        otherChallenge: "Spoiled produce returns cost us $60k last year.",
      },
      "Spoiled produce returns cost us $60k last year",
      /^Answers “Reducing food waste and spoilage” and “Spoiled produce returns cost us \$60k last year”\..* measured by what spoiled produce returns cost \(“\$60k last year”\), with food waste/,
    ],
    [
      "a Quebec retailer's returned merchandise beside returns and shrinkage",
      {
        companyName: "Boutique Laurentide",
        companyIndustry: "retail",
        ...headOfficeAt("Sherbrooke, Quebec"),
        businessChallenges: [
          "reducing_returns_and_shrinkage",
          "forecasting_demand_and_optimising_inventory",
        ],
        otherChallenge: "Customer returns of damaged merchandise cost about $45,000 in 2025.",
      },
      "Customer returns of damaged merchandise cost about $45,000 in 2025",
      /^Answers “Reducing returns and shrinkage” and “Customer returns of damaged merchandise.* measured by what customer returns of damaged merchandise cost \(“about \$45,000 in 2025”\), with shrink/,
    ],
  ] as [string, Partial<AssessmentInput>, string, RegExp][])("%s", (_, shape, quote, pilot) => {
    const answering = pilotsAnswering(shape, quote);
    expect(answering).toHaveLength(1);
    expect(answering[0]).toMatch(pilot);
  });

  it("a costed problem of other work stays a pilot of its own", () => {
    const quote = "Late-delivery penalties in our catering contracts cost $50k last year";
    const answering = pilotsAnswering(
      {
        companyName: "Harvest Table Bistro",
        companyIndustry: "food-services",
        businessChallenges: ["reducing_food_waste_and_spoilage"],
        otherChallenge: `${quote}.`,
      },
      quote,
    );
    expect(answering).toHaveLength(1);
    expect(answering[0]).not.toMatch(/Reducing food waste/);
  });
});
