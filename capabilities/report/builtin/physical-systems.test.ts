import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { generateRoadmap } from "./documents";
import { recogniseThemes } from "./themes";

/**
 * A building's, a course's or a plant's systems are physical (round 12: "Budget is tight after the
 * irrigation system replacement" was read as older software whose data the first pilot must
 * reach). Only software context makes a system an older one to work around.
 */

const answersWith = (aiFriction: string): AssessmentInput =>
  makeAnswers({ otherChallenge: undefined, aiFriction, aiExperience: undefined });

const legacy = (text: string) =>
  recogniseThemes(answersWith(text)).some((t) => t.themeId === "legacy-systems");

describe("physical systems are no older software", () => {
  it.each([
    "Budget is tight after the irrigation system replacement ($1.2M), so nothing over $500 a month.",
    "We just paid for the HVAC system replacement at the plant.",
    "Our 30-year-old boiler system needs replacing before anything else.",
    "The roof is outdated and we are replacing it this summer.",
    "We are replacing the old sprinkler system in the warehouse.",
    "Le remplacement du système d'irrigation a vidé le budget.",
    "Notre vieux système de chauffage doit être remplacé cette année.",
  ])("reads no older software in %j", (text) => {
    expect(legacy(text)).toBe(false);
  });

  it.each([
    "Our collection software is 15 years old and runs on a server in the office.",
    "We still run an AS/400 for orders and nobody can maintain it.",
    "The booking system is old and every change costs us a consultant.",
    "Notre ancien système de facturation date des années 90.",
  ])("still reads older software in %j", (text) => {
    expect(legacy(text)).toBe(true);
  });

  it("plans no data workaround for a golf course's new irrigation", () => {
    const answers = makeAnswers({
      companyIndustry: "travel-hospitality-tourism",
      otherChallenge: "Tee-time no-shows cost us about 40 rounds a month.",
      aiFriction:
        "Budget is tight after the irrigation system replacement, so nothing over $500 a month this year.",
      aiExperience: undefined,
    });
    const roadmap = generateRoadmap({
      assessmentId: "5f0c2b8e-7d1a-4c3e-9b6f-2a8d4e1c7b90",
      answers,
      readiness: { score: 40, pillars: [], improvements: [] } as never,
      family: null,
      industryStats: null,
      createdAt: new Date("2026-11-02T17:00:00Z"),
    });
    expect(JSON.stringify(roadmap)).not.toMatch(/older system|Reach the data/i);
  });
});
