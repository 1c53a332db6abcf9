import {
  aiToolOptions,
  departmentOptions,
  perceptionOptions,
  postureOptions,
  valuesOf,
} from "@/model/assessment/options";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { readinessChanges, scoreReadiness, type ReadinessVersion } from "./readiness";
import { makeAnswers, maximumAnswers, minimumAnswers } from "@/tests/helpers/test-answers";

const personas: [string, AssessmentInput][] = [
  ["all-minimum", minimumAnswers()],
  ["typical", makeAnswers()],
  ["all-maximum", maximumAnswers()],
  [
    "skeptic with tools",
    makeAnswers({ aiPerception: "overhyped", orgPosture: "curious", aiFriction: "" }),
  ],
  [
    "placeholder text",
    makeAnswers({ aiExperience: "n/a", aiFriction: "none really", aiToolsUsed: ["none"] }),
  ],
];
const versions: ReadinessVersion[] = [1, 2];
const cases = versions.flatMap((version) =>
  personas.map(([name, answers]) => [`${name}, v${version}`, answers, version] as const),
);

/** Every posture, perception and tool situation, so no branch of the advice goes untested. */
const variety: AssessmentInput[] = valuesOf(postureOptions).flatMap((orgPosture) =>
  valuesOf(perceptionOptions).flatMap((aiPerception) =>
    [["none"] as const, ["chatgpt"] as const].map((aiToolsUsed) =>
      makeAnswers({
        orgPosture,
        aiPerception,
        aiToolsUsed: [...aiToolsUsed],
        aiExperience: undefined,
        orgAiElements: ["none_yet"],
        aiConfidence: 3,
      }),
    ),
  ),
);

describe("readiness improvements", () => {
  it.each(cases)(
    "raise the score by exactly the stated gain, largest first (%s)",
    (_, answers, version) => {
      const { score: before, improvements } = scoreReadiness(answers, version);
      const changes = readinessChanges(answers, version);
      for (const improvement of improvements) {
        const change = changes.find(
          (c) => c.action === improvement.action && c.pillar === improvement.pillar,
        );
        expect(change).toBeDefined();
        expect(scoreReadiness(change!.answers, version).score - before).toBe(improvement.gain);
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

  it("offers nothing when every pillar is full", () => {
    expect(scoreReadiness(maximumAnswers()).improvements).toEqual([]);
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

  it.each(versions)(
    "never name a tool brand, a department or a change of opinion (v%s)",
    (version) => {
      const brands = aiToolOptions.map((o) => o.label).filter((l) => !/^(None yet|Other)$/.test(l));
      const departments = departmentOptions.map((o) => o.label);
      for (const answers of [...variety, ...personas.map(([, a]) => a)]) {
        for (const change of readinessChanges(answers, version)) {
          for (const word of [...brands, ...departments]) {
            expect(change.action).not.toMatch(new RegExp(`\\b${word}\\b`));
          }
          expect(change.answers.aiPerception).toBe(answers.aiPerception);
          expect(change.answers.aiDepartments).toEqual(answers.aiDepartments);
          expect(change.answers.enterprisePlatforms).toEqual(answers.enterprisePlatforms);
          expect(change.pillar).not.toBe("outlook");
          expect(change.action).not.toMatch(/opportunit|toolkit|extend ai/i);
        }
      }
    },
  );

  it("advise the executive who uses no tool to use an approved assistant, unbranded", () => {
    const answers = makeAnswers({ aiToolsUsed: ["none"], aiExperience: undefined });
    const toolUse = scoreReadiness(answers).improvements.find((i) => i.pillar === "toolUse");
    expect(toolUse?.action).toBe("Use an approved AI assistant yourself every week");
    expect(readinessChanges(makeAnswers()).some((c) => c.pillar === "toolUse")).toBe(false);
  });

  it("phrase the advice as business moves", () => {
    const answers = makeAnswers({ orgAiElements: ["none_yet"], orgPosture: "activating" });
    expect(scoreReadiness(answers).improvements).toContainEqual({
      pillar: "governance",
      action: "Write an AI use policy",
      gain: 5,
    });
    const actions = readinessChanges(answers).map((c) => c.action);
    expect(actions).toContain("Build AI into planning and how teams are measured");
    expect(actions).toContain("Take a hands-on executive AI briefing");
    const curious = makeAnswers({ orgAiElements: ["none_yet"], orgPosture: "curious" });
    expect(readinessChanges(curious).map((c) => c.action)).toContain(
      "Run a sanctioned AI pilot on one priority challenge",
    );
  });

  it("never advise starting pilots the answers say run already", () => {
    const actions = (
      orgPosture: AssessmentInput["orgPosture"],
      orgAiElements: AssessmentInput["orgAiElements"],
    ) => readinessChanges(makeAnswers({ orgPosture, orgAiElements })).map((c) => c.action);
    const startsPilots = /\bRun a sanctioned AI pilot\b|into sanctioned pilots/;
    // Departmental pilots beside an exploring posture: give them goals, do not start them.
    const exploring = actions("exploring", ["dept_pilots"]);
    expect(exploring).toContain("Give the pilots under way clear goals and a decision date");
    expect(exploring.filter((a) => startsPilots.test(a))).toEqual([]);
    // Sanctioned pilots under way (activating): the element's lever names a department instead.
    const activating = actions("activating", ["ai_policy"]);
    expect(activating).toContain("Give one department its own AI pilot on a priority challenge");
    expect(activating.filter((a) => startsPilots.test(a))).toEqual([]);
    expect(actions("exploring", ["ai_policy"])).toContain(
      "Turn experiments into sanctioned pilots with clear goals",
    );
  });

  it("ask for the friction to be named when the answer is a placeholder", () => {
    const actions = (aiFriction: string) =>
      readinessChanges(makeAnswers({ aiFriction })).map((c) => c.action);
    expect(actions("n/a")).toContain("Ask teams what slows AI adoption and write it down");
    expect(actions("Data is spread over too many systems")).not.toContain(
      "Ask teams what slows AI adoption and write it down",
    );
  });
});
