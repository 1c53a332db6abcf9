import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { auditInput } from "@/tests/report-audit/audit-input";
import { generateReport, generateRoadmap } from "./documents";
import { practicesInPlace } from "./practices-in-place";

/**
 * Review r16 class 2: a technique the words show running ("we've used dynamic pricing since
 * 2022", « nous utilisons déjà la prévision de la demande ») is measured and extended, never the
 * first pilot, a solution presented as new or a new tool to trial.
 */

const answers = (shape: Partial<AssessmentInput>) =>
  makeAnswers({
    companyEmployees: "51-200",
    orgPosture: "curious",
    orgAiElements: ["none_yet"],
    aiToolsUsed: ["none"],
    aiExperience: undefined,
    aiFriction: undefined,
    ...shape,
  });

const documents = (a: AssessmentInput) => {
  const i = auditInput({ answers: a });
  const { markdownReport, reportData } = generateReport(i);
  return { markdownReport, reportData, roadmap: JSON.stringify(generateRoadmap(i)) };
};

describe("a technique in place is extended, never a first pilot", () => {
  it.each([
    [
      "a ski resort",
      "travel-hospitality-tourism",
      ["optimising_pricing_and_occupancy", "personalising_the_guest_experience"],
      "We've used dynamic pricing on lift tickets since 2022, but the ski school is still booked by phone.",
      "dynamic pricing",
      /pric/i,
    ],
    [
      "an inn, in French",
      "travel-hospitality-tourism",
      ["optimising_pricing_and_occupancy", "personalising_the_guest_experience"],
      "Nous utilisons déjà la tarification dynamique depuis 2021 pour nos chambres, mais les avis en ligne restent sans réponse.",
      "dynamic pricing",
      /pric/i,
    ],
    [
      "a trucking carrier",
      "other",
      ["managing_costs_and_protecting_margins", "improving_operational_efficiency"],
      "Northline hauls freight across BC with 60 trucks. Our route optimisation runs daily, but fuel costs keep rising.",
      "route optimisation",
      /\brout(?:e|es|ing)\b/i,
    ],
    [
      "a grocer, in French",
      "retail",
      ["forecasting_demand_and_avoiding_stockouts", "scheduling_staff_to_match_store_traffic"],
      "Nous utilisons déjà la prévision de la demande par magasin, mais les horaires se font encore à la main.",
      "demand forecasting",
      /demand forecast/i,
    ],
  ] as const)("%s", (_, companyIndustry, businessChallenges, otherChallenge, label, proposed) => {
    const a = answers({
      companyIndustry,
      companyName: companyIndustry === "other" ? "Northline Trucking Ltd." : "Harbour Group",
      businessChallenges: [...businessChallenges],
      otherChallenge,
    });
    expect(practicesInPlace(a).map((p) => p.label)).toEqual([label]);
    const { markdownReport, reportData, roadmap } = documents(a);
    expect(markdownReport).toContain(`no new pilot in this plan, since you already run ${label}`);
    expect(markdownReport).toContain("measure what it returns today, and extend it where it pays");
    // Neither the first pilot, a pilot on the roadmap, nor a solution presented as new.
    const firstPilot = /Start (?:the first pilot on|with) ([^,(]*)/.exec(markdownReport)?.[1] ?? "";
    expect(firstPilot).not.toBe("");
    expect(firstPilot).not.toMatch(proposed);
    expect(reportData.solutionLandscape.map((s) => s.title).join(" ")).not.toMatch(proposed);
    const plan = JSON.parse(roadmap) as { recommendations: { title: string }[] };
    expect(plan.recommendations.map((r) => r.title).join(" ")).not.toMatch(proposed);
  });

  it.each([
    "We want dynamic pricing next year.",
    "We have no demand forecasting at all.",
    "We tried dynamic pricing in 2023 and stopped.",
    "Nous aimerions la tarification dynamique.",
  ])("reads nothing in place in “%s”", (otherChallenge) => {
    expect(practicesInPlace(answers({ otherChallenge }))).toEqual([]);
  });
});
