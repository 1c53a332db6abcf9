import type { AssessmentInput } from "@/model/assessment/schemas";
import { documentsText } from "@/tests/helpers/documents-text";
import { makeAnswers } from "@/tests/helpers/test-answers";

/**
 * AI the executive turned down, or tried and switched off, never returns as a pilot (#34, review
 * r15 class 3): "a vendor quoted $90,000 for AI cameras for weld inspection and we said no" is no
 * "Computer-vision inspection on the line"; "BisTrack's order suggestions, the buyers turned
 * them off after two months" is no demand-forecasting pilot.
 */

const company = (overrides: Partial<AssessmentInput>) =>
  makeAnswers({
    companyEmployees: "11-50",
    aiExperience: "",
    aiFriction: "",
    otherChallenge: "",
    ...overrides,
  });
const documents = documentsText;

describe("a vision system the executive turned down", () => {
  const bakery = company({
    companyIndustry: "manufacturing",
    businessChallenges: ["improving_quality_control_and_reducing_defects"],
    aiExperience:
      "A vendor offered us an AI camera system for checking loaves at $60,000 and I turned it down. Our bakers use ChatGPT for labels.",
  });

  it("is no pilot: the challenge's next application leads", () => {
    const text = documents(bakery);
    expect(text).not.toMatch(/Computer-vision inspection on the line/);
    expect(text).toMatch(/Root-cause analysis linking defects to process data/);
  });

  it("still pilots a camera the company bought and kept", () => {
    const text = documents(
      company({
        companyIndustry: "manufacturing",
        businessChallenges: ["improving_quality_control_and_reducing_defects"],
        aiExperience:
          "A vendor demoed an AI camera for our packing line and we bought it; it saves two hours a shift.",
      }),
    );
    expect(text).toMatch(/Computer-vision inspection on the line/);
  });
});

describe("order suggestions the staff switched off", () => {
  it.each([
    "On a essayé les suggestions de commande de notre système de caisse, mais les gérants les ont désactivées après un mois.",
    "We tried the reorder suggestions in Lightspeed and turned them off after two months because they ignored promotions.",
  ])("are no forecasting pilot again: %j", (aiExperience) => {
    const text = documents(
      company({
        companyIndustry: "retail",
        businessChallenges: ["forecasting_demand_and_avoiding_stockouts"],
        aiExperience,
      }),
    );
    expect(text).not.toMatch(/^- (?:Orders suggested|Store- and day-level demand forecasting)/m);
    expect(text).toMatch(
      /Forecasting demand and avoiding stockouts: no pilot in this plan, since the AI tried for it was switched off \(you wrote “/,
    );
  });
});
