import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { generateReport } from "./documents";
import { groundingWithout, reservedTopicsOf } from "./reserved-topics";
import { inputFor } from "@/tests/helpers/test-personas";

/**
 * A topic the executive keeps for a person is out of any assistant's scope (review 9, class 1:
 * "skippers answer those", then "Ground the assistant in … safety rules"). The report says once
 * who answers it; sentences that keep nothing for a person change nothing.
 */

const markdown = (overrides: Partial<AssessmentInput>) =>
  generateReport(inputFor(makeAnswers(overrides))).markdownReport;

const mitigation = (md: string) =>
  /Ground the assistant in [^.]*/.exec(md)?.[0] ?? "(no customer-facing risk)";

describe("a topic kept for a person is out of the assistant's grounding", () => {
  it.each([
    [
      "a Whistler rafting outfitter",
      {
        companyIndustry: "travel-hospitality-tourism" as const,
        otherChallenge:
          "We run rafting trips on the Elaho and want a chatbot on our website for booking questions.",
        aiFriction: "River safety is never left to software: our guides answer those.",
      },
      /safety rules|safety procedures/i,
      "leaving safety questions to the guides as you wrote",
    ],
    [
      "une boulangerie de Sherbrooke, in French",
      {
        companyIndustry: "food-services" as const,
        otherChallenge: "Nous voulons un chatbot sur notre site pour les commandes de gâteaux.",
        aiFriction:
          "Les questions sur les allergènes, c'est la pâtissière qui y répond, jamais un outil.",
      },
      /allergens/i,
      "leaving allergen questions to the pâtissière as you wrote",
    ],
    [
      "an Alberta oilfield hauling contractor",
      {
        companyIndustry: "other" as const,
        otherChallenge:
          "Operators want a virtual agent for rate and scheduling questions on our portal.",
        aiFriction: "Only our HSE coordinator answers safety questions from operators.",
      },
      /safety procedures/i,
      "leaving safety questions to the HSE coordinator as you wrote",
    ],
  ])("%s", (_, overrides, dropped, said) => {
    const md = markdown({ aiDepartments: ["customer_service"], ...overrides });
    const scope = mitigation(md);
    expect(scope).not.toMatch(dropped);
    expect(scope).toContain(said);
    expect(md.split(said).length - 1).toBeLessThanOrEqual(2); // the report and its JSON copy
  });
});

describe("sentences that keep no topic for a person", () => {
  it.each([
    ["a wish for AI", "AI could answer safety questions for our guests after hours."],
    ["a tool, not a person", "Our chatbot answers allergen questions today."],
    ["a topic with no one named", "Safety matters more than anything on our trips."],
    ["a person with no topic kept", "Our office manager answers those e-mails by Friday."],
    ["en français, un souhait", "L'IA pourrait répondre aux questions de sécurité."],
  ])("%s", (_, aiFriction) => {
    expect(reservedTopicsOf(makeAnswers({ aiFriction, otherChallenge: "" }))).toEqual([]);
  });

  it("a grounding with nothing reserved is unchanged", () => {
    const grounding = "your itineraries, prices, cancellation terms and safety rules";
    expect(groundingWithout(grounding, [])).toBe(grounding);
    expect(groundingWithout(grounding, [{ topic: "legal", who: "the lawyer" }])).toBe(
      "your itineraries, prices, cancellation terms and safety rules, leaving legal questions to the lawyer as you wrote",
    );
  });
});
