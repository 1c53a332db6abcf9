import {
  departmentOptions,
  industryOptions,
  postureOptions,
  perceptionOptions,
  valuesOf,
} from "@/model/assessment/options";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { challengesFor } from "@/model/assessment/challenges";
import { readinessScore, scoreReadiness, READINESS_MAX_SCORE } from "./readiness";
import { READINESS_VERSIONS } from "./readiness-models";
import { makeAnswers, maximumAnswers, minimumAnswers } from "@/tests/helpers/test-answers";

const personas: [string, AssessmentInput][] = [
  ["all-minimum", minimumAnswers()],
  ["typical", makeAnswers()],
  ["all-maximum", maximumAnswers()],
  [
    "skeptic with tools",
    makeAnswers({ aiPerception: "overhyped", orgPosture: "curious", aiFriction: "" }),
  ],
];
const score = (overrides: Partial<AssessmentInput>, base = makeAnswers()) =>
  scoreReadiness({ ...base, ...overrides }).score;
const pillar = (answers: AssessmentInput, key: string) =>
  scoreReadiness(answers).pillars.find((p) => p.key === key)!;

describe("scoreReadiness", () => {
  it("gives the all-minimum answers only the points of the confidence they rate themselves", () => {
    const result = scoreReadiness(minimumAnswers());
    expect(result.score).toBeGreaterThan(0);
    expect(result.score).toBe(pillar(minimumAnswers(), "confidence").points);
    for (const p of result.pillars.filter((x) => x.key !== "confidence")) expect(p.points).toBe(0);
  });

  it("gives the all-maximum answers 100 with every pillar full and nothing to improve", () => {
    const result = scoreReadiness(maximumAnswers());
    expect(result.score).toBe(READINESS_MAX_SCORE);
    for (const p of result.pillars) expect(p.points).toBe(p.max);
    expect(result.improvements).toEqual([]);
  });

  it.each(personas)("sums the pillars to the score and their maxima to 100 (%s)", (_, answers) => {
    const result = scoreReadiness(answers);
    expect(result.pillars.reduce((sum, p) => sum + p.points, 0)).toBe(result.score);
    expect(result.pillars.reduce((sum, p) => sum + p.max, 0)).toBe(100);
    expect(result.pillars.length).toBeGreaterThanOrEqual(4);
    expect(result.pillars.length).toBeLessThanOrEqual(6);
    for (const p of result.pillars) {
      expect(Number.isInteger(p.points)).toBe(true);
      expect(p.points).toBeGreaterThanOrEqual(0);
      expect(p.points).toBeLessThanOrEqual(p.max);
    }
  });

  it.each(personas)("explains every pillar that earned points (%s)", (_, answers) => {
    for (const p of scoreReadiness(answers).pillars) {
      if (p.points > 0) expect(p.reasons.length).toBeGreaterThan(0);
      for (const reason of p.reasons) expect(reason.trim()).not.toBe("");
    }
  });

  it("names the answers in the option labels", () => {
    const reasons = scoreReadiness(makeAnswers()).pillars.flatMap((p) => p.reasons);
    expect(reasons).toContain("Uses ChatGPT and Microsoft Copilot (2 tools)");
    expect(reasons).toContain(
      "Has pilots in one or more departments and internal AI champions (2 of 6 elements)",
    );
    expect(reasons).toContain("Runs on Microsoft 365 and HubSpot (2 platforms)");
    expect(reasons).toContain('Sees AI as "a major opportunity for our business"');
  });

  it("does not count the 'none' answers as tools, elements or platforms", () => {
    const none = makeAnswers({
      aiToolsUsed: ["none"],
      aiExperience: "",
      orgAiElements: ["none_yet"],
      enterprisePlatforms: ["none"],
    });
    expect(pillar(none, "toolUse").points).toBe(0);
    expect(pillar(none, "governance").points).toBe(0);
    expect(pillar(none, "footprint").points).toBe(
      pillar(makeAnswers({ enterprisePlatforms: ["none"] }), "footprint").points,
    );
    expect(pillar(none, "footprint").reasons.join(" ")).not.toMatch(/None of these|\d platform/);
    expect(pillar(none, "toolUse").reasons.join(" ")).not.toMatch(/None yet|\d tool/);
    expect(pillar(none, "governance").reasons.join(" ")).not.toMatch(/None of these/);
  });

  it("counts 'other' as a tool", () => {
    expect(score({ aiToolsUsed: ["chatgpt", "other"] })).toBe(
      score({ aiToolsUsed: ["chatgpt", "claude"] }),
    );
  });

  it("accepts every industry and scores them all the same", () => {
    const industries = valuesOf(industryOptions);
    expect(industries).toHaveLength(11);
    const scores = industries.map((companyIndustry) =>
      score({
        companyIndustry,
        businessChallenges: challengesFor(companyIndustry)
          .slice(0, 3)
          .map((c) => c.value),
      }),
    );
    expect(new Set(scores).size).toBe(1);
  });

  it.each(personas)("never lowers the score as confidence rises (%s)", (_, base) => {
    const scores = Array.from({ length: 10 }, (__, i) => score({ aiConfidence: i + 1 }, base));
    for (let i = 1; i < scores.length; i++) expect(scores[i]).toBeGreaterThanOrEqual(scores[i - 1]);
    expect(scores[9]).toBeGreaterThan(scores[0]);
  });

  it.each(personas)(
    "ranks postures fearful < curious < exploring < activating < championing (%s)",
    (_, base) => {
      const scores = valuesOf(postureOptions).map((orgPosture) => score({ orgPosture }, base));
      for (let i = 1; i < scores.length; i++) expect(scores[i]).toBeGreaterThan(scores[i - 1]);
    },
  );

  it("ranks perceptions from overhyped to major opportunity", () => {
    const order = [
      "overhyped",
      "not_sure",
      "helpful_tool",
      "potential_threat",
      "major_opportunity",
    ] as const;
    expect([...order].sort()).toEqual([...valuesOf(perceptionOptions)].sort());
    const scores = order.map((aiPerception) => score({ aiPerception }));
    for (let i = 1; i < scores.length; i++) expect(scores[i]).toBeGreaterThan(scores[i - 1]);
  });

  it("never lowers the score when a tool, element or platform is added", () => {
    const base = makeAnswers();
    expect(score({ aiToolsUsed: [...base.aiToolsUsed, "claude"] })).toBeGreaterThanOrEqual(
      score({}),
    );
    expect(
      score({ orgAiElements: [...base.orgAiElements, "external_consultants"] }),
    ).toBeGreaterThan(score({}));
    expect(score({ enterprisePlatforms: [...base.enterprisePlatforms, "slack"] })).toBeGreaterThan(
      score({}),
    );
  });

  it.each(personas)("scores the departments wish not at all (%s)", (_, base) => {
    const one = scoreReadiness({ ...base, aiDepartments: ["hr"] });
    const all = scoreReadiness({ ...base, aiDepartments: valuesOf(departmentOptions) });
    expect(all).toEqual(one);
    const reasons = all.pillars.flatMap((p) => p.reasons).join(" ");
    for (const { label } of departmentOptions) {
      expect(reasons).not.toMatch(new RegExp(`\\b${label}\\b`));
    }
    expect(reasons).not.toMatch(/reaches|used in|help most/i);
  });

  it.each(["n/a", "N/A", "none", "Nothing.", "no", "-", "None really", "not much", "ChatGPT", "?"])(
    "gives no points for %j as experience or friction",
    (placeholder) => {
      const base = makeAnswers({ aiExperience: undefined, aiFriction: undefined });
      expect(score({ aiExperience: placeholder, aiFriction: placeholder }, base)).toBe(
        score({}, base),
      );
    },
  );

  it("gives points for experience and friction described in a few real words", () => {
    const base = makeAnswers({ aiExperience: undefined, aiFriction: undefined });
    expect(score({ aiExperience: "Summarize supplier contracts" }, base)).toBe(score({}, base) + 5);
    expect(score({ aiFriction: "Winter highway closures" }, base)).toBe(score({}, base) + 3);
  });

  it("gives points for another core system named, none for a placeholder", () => {
    const base = makeAnswers({ otherPlatforms: undefined });
    expect(score({ otherPlatforms: "Square POS" }, base)).toBe(score({}, base) + 2);
    expect(score({ otherPlatforms: "Epic" }, base)).toBe(score({}, base) + 2);
    for (const placeholder of ["n/a", "none", "Other", "-", "same as above"]) {
      expect(score({ otherPlatforms: placeholder }, base)).toBe(score({}, base));
    }
  });

  it("weighs the posture, the organization's evidence of use, more than any other answer", () => {
    const fearful = score({ orgPosture: "fearful" });
    const championing = score({ orgPosture: "championing" });
    expect(championing - fearful).toBeGreaterThan(
      score({ aiPerception: "major_opportunity" }) - score({ aiPerception: "overhyped" }),
    );
    expect(championing - fearful).toBeGreaterThan(
      score({ enterprisePlatforms: ["salesforce", "microsoft365", "sap"] }) -
        score({ enterprisePlatforms: ["none"] }),
    );
  });
});

describe("readinessScore", () => {
  it.each(personas)("is the score and version scoreReadiness gives: %s", (_, answers) => {
    for (const version of READINESS_VERSIONS) {
      const { score, version: scored } = scoreReadiness(answers, version);
      expect(readinessScore(answers, version)).toEqual({ score, version: scored });
    }
  });
});
