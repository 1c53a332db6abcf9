import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { inputFor } from "@/tests/helpers/test-personas";
import { generateReport, generateRoadmap } from "./documents";
import { yearlySum } from "./costliest-pain";

/**
 * Review r18 class 5: the problem the executive puts the biggest sum of money on is the first
 * pilot's subject, ahead of one stated in hours, one they call their biggest problem without a
 * sum, and a chosen challenge's pilot.
 */

const documents = (overrides: Partial<AssessmentInput>) => {
  const input = inputFor(
    makeAnswers({
      orgPosture: "curious",
      orgAiElements: ["none_yet"],
      aiFriction: "",
      aiExperience: "",
      otherPlatforms: "",
      ...overrides,
    }),
  );
  return { brief: generateReport(input).reportData.brief!, roadmap: generateRoadmap(input) };
};
const firstPilot = (d: ReturnType<typeof documents>) => d.brief.decisions[1]!;

describe("the costliest stated problem leads the pilots", () => {
  it("in English, over a problem called the biggest and a chosen challenge's pilot", () => {
    const d = documents({
      companyName: "Bayfront Labour Services Inc.",
      companyIndustry: "other",
      companyEmployees: "51-200",
      businessChallenges: [
        "attracting_and_retaining_talent",
        "managing_costs_and_protecting_margins",
      ],
      otherChallenge:
        "Our biggest problem is screening: it takes our recruiters three hours a day. Worker no-shows on first shifts cost us $540,000 last year in replacement fees and client credits.",
    });
    expect(firstPilot(d)).toMatch(/^Start with filling cancelled slots as the first pilot/);
    expect(firstPilot(d)).toContain("$540,000 last year");
    expect(d.roadmap.phases[1]!.description).toMatch(
      /Priority use cases at [^:]+: the pilot on filling cancelled slots/,
    );
  });

  it("in French, over a problem stated in hours", () => {
    const d = documents({
      companyName: "Physiothérapie Rive-Sud inc.",
      companyIndustry: "healthcare",
      companyEmployees: "11-50",
      otherChallenge:
        "Chaque rapport d'évaluation prend deux heures à nos physiothérapeutes. Les annulations de dernière minute nous ont coûté environ 85 000 $ l'an dernier.",
    });
    expect(firstPilot(d)).toMatch(/^Start with filling cancelled slots as the first pilot/);
    expect(firstPilot(d)).toContain("environ 85 000 $ l'an dernier");
  });

  it.each([
    ["claims ran $1.4 million last year", 1_400_000],
    ["environ 410 000 $ l'an dernier", 410_000],
    ["1,2 M$ en pénalités", 1_200_000],
    ["about $3,000 a month", 36_000],
    ["roughly $120K", 120_000],
    ["two hours every morning", 0],
  ])("reads “%s” as %i a year", (text, sum) => {
    expect(yearlySum(text)).toBe(sum);
  });
});
