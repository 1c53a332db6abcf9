import {
  industryOptions,
  postureOptions,
  perceptionOptions,
  valuesOf,
} from "@/lib/assessment/options";
import type { AssessmentInput } from "@/lib/assessment/schemas";
import { challengesFor } from "@/lib/assessment/challenges";
import { readinessChanges, scoreReadiness, READINESS_MAX_SCORE } from "./readiness";
import { makeAnswers, maximumAnswers, minimumAnswers } from "./test-answers";

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
  it("gives the all-minimum answers a low score above zero", () => {
    const result = scoreReadiness(minimumAnswers());
    expect(result.score).toBeGreaterThanOrEqual(5);
    expect(result.score).toBeLessThanOrEqual(15);
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
    expect(reasons).toContain(
      "Expects AI to help most in Sales, Marketing and Operations (3 departments)",
    );
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
    expect(pillar(none, "footprint").reasons.join(" ")).not.toMatch(/platform/);
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

  it("never lowers the score when a tool, element, department or platform is added", () => {
    const base = makeAnswers();
    expect(score({ aiToolsUsed: [...base.aiToolsUsed, "claude"] })).toBeGreaterThanOrEqual(
      score({}),
    );
    expect(
      score({ orgAiElements: [...base.orgAiElements, "external_consultants"] }),
    ).toBeGreaterThan(score({}));
    expect(score({ aiDepartments: [...base.aiDepartments, "finance"] })).toBeGreaterThan(score({}));
    expect(score({ enterprisePlatforms: [...base.enterprisePlatforms, "slack"] })).toBeGreaterThan(
      score({}),
    );
  });
});

describe("readiness improvements", () => {
  it.each(personas)(
    "raise the score by exactly the stated gain, largest first (%s)",
    (_, answers) => {
      const { score: before, improvements } = scoreReadiness(answers);
      const changes = readinessChanges(answers);
      for (const improvement of improvements) {
        const change = changes.find(
          (c) => c.action === improvement.action && c.pillar === improvement.pillar,
        );
        expect(change).toBeDefined();
        expect(scoreReadiness(change!.answers).score - before).toBe(improvement.gain);
        expect(improvement.gain).toBeGreaterThan(0);
      }
      const gains = improvements.map((i) => i.gain);
      expect(gains).toEqual([...gains].sort((a, b) => b - a));
      expect(new Set(improvements.map((i) => i.pillar)).size).toBe(improvements.length);
    },
  );

  it("offers two or three changes whenever the score can still rise", () => {
    for (const [, answers] of personas.filter(([name]) => name !== "all-maximum")) {
      const count = scoreReadiness(answers).improvements.length;
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(3);
    }
  });

  it("are the largest available gains, one per pillar", () => {
    const answers = makeAnswers();
    const before = scoreReadiness(answers).score;
    const bestByPillar = new Map<string, number>();
    for (const c of readinessChanges(answers)) {
      const gain = scoreReadiness(c.answers).score - before;
      bestByPillar.set(c.pillar, Math.max(gain, bestByPillar.get(c.pillar) ?? 0));
    }
    const topGains = [...bestByPillar.values()].sort((a, b) => b - a).slice(0, 3);
    expect(scoreReadiness(answers).improvements.map((i) => i.gain)).toEqual(topGains);
  });

  it("phrase the advice as actions", () => {
    const { improvements } = scoreReadiness(makeAnswers({ orgAiElements: ["none_yet"] }));
    expect(improvements[0]).toEqual({
      pillar: "governance",
      action: "Write an AI use policy",
      gain: 5,
    });
    const pilot = readinessChanges(makeAnswers({ orgAiElements: ["none_yet"] })).find((c) =>
      c.action.includes("pilot"),
    );
    expect(pilot?.action).toBe("Run a sanctioned AI pilot in Sales");
  });
});
