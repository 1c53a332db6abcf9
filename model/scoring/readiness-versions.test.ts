import {
  CURRENT_READINESS_VERSION,
  READINESS_VERSIONS,
  readinessVersionOf,
  scoreReadiness,
  type ReadinessAnswers,
} from "./readiness";
import { maximumAnswers } from "@/tests/helpers/test-answers";

/** Answers whose version-1 scores were recorded before version 2 existed: they must not move. */
const typical: ReadinessAnswers = {
  aiConfidence: 6,
  aiToolsUsed: ["chatgpt", "copilot"],
  aiExperience: "I draft board updates with ChatGPT.",
  aiPerception: "major_opportunity",
  orgAiElements: ["dept_pilots", "internal_champions"],
  orgPosture: "exploring",
  aiFriction: "Data is spread over too many systems.",
  aiDepartments: ["sales", "marketing", "operations"],
  enterprisePlatforms: ["microsoft365", "hubspot"],
};
const placeholders: ReadinessAnswers = {
  ...typical,
  aiExperience: "n/a",
  aiFriction: "n/a",
  aiDepartments: ["hr"],
};
const minimum: ReadinessAnswers = {
  aiConfidence: 1,
  aiToolsUsed: ["none"],
  aiPerception: "overhyped",
  orgAiElements: ["none_yet"],
  orgPosture: "fearful",
  aiDepartments: ["hr"],
  enterprisePlatforms: ["none"],
};

const points = (answers: ReadinessAnswers, version: 1 | 2) =>
  Object.fromEntries(scoreReadiness(answers, version).pillars.map((p) => [p.key, p.points]));
const maxima = (version: 1 | 2) =>
  Object.fromEntries(scoreReadiness(minimum, version).pillars.map((p) => [p.key, p.max]));

describe("readiness model versions", () => {
  it("scores new answers with the current version, 2, and says so", () => {
    expect(CURRENT_READINESS_VERSION).toBe(2);
    expect(scoreReadiness(typical).version).toBe(2);
    expect(scoreReadiness(typical)).toEqual(scoreReadiness(typical, 2));
  });

  it("keeps version 1 exactly as it scored before version 2", () => {
    expect(scoreReadiness(typical, 1).score).toBe(62);
    expect(points(typical, 1)).toEqual({
      confidence: 9,
      toolUse: 12,
      outlook: 10,
      governance: 9,
      culture: 9,
      footprint: 13,
    });
    expect(scoreReadiness(placeholders, 1).score).toBe(57);
    expect(scoreReadiness(minimum, 1).score).toBe(6);
    expect(scoreReadiness(maximumAnswers(), 1).score).toBe(100);
    expect(maxima(1)).toEqual({
      confidence: 15,
      toolUse: 15,
      outlook: 10,
      governance: 25,
      culture: 15,
      footprint: 20,
    });
    const pillars = scoreReadiness(typical, 1).pillars;
    expect(pillars.map((p) => p.label)).toEqual([
      "Leadership confidence",
      "Hands-on tool use",
      "Strategic outlook",
      "Governance & investment",
      "Culture & posture",
      "Adoption footprint",
    ]);
    expect(pillars.at(-1)?.reasons[0]).toBe(
      "Expects AI to help most in Sales, Marketing and Operations (3 departments)",
    );
  });

  it("moves the departments' weight to the posture in version 2", () => {
    expect(maxima(2)).toEqual({
      confidence: 15,
      toolUse: 15,
      outlook: 10,
      governance: 25,
      culture: 25,
      footprint: 10,
    });
    const labels = scoreReadiness(typical, 2).pillars.map((p) => p.label);
    expect(labels).toContain("Culture & adoption in practice");
    expect(labels).toContain("Data & platform foundation");
    expect(scoreReadiness(minimum, 2).score).toBe(points(minimum, 2).confidence);
  });

  it.each(READINESS_VERSIONS)(
    "splits every version 50/50 between leadership and capability (v%s)",
    (version) => {
      const max = maxima(version);
      expect(max.confidence + max.outlook + max.governance).toBe(50);
      expect(max.toolUse + max.culture + max.footprint).toBe(50);
    },
  );

  it("credits 'n/a' in version 1, as it always did, and not in version 2", () => {
    const described = { ...placeholders, aiExperience: "Drafting tender responses" };
    expect(scoreReadiness(placeholders, 1).score).toBe(
      scoreReadiness({ ...described, aiFriction: "Winter highway closures" }, 1).score,
    );
    expect(points(placeholders, 2).toolUse).toBe(7);
    expect(points(described, 2).toolUse).toBe(12);
  });

  it("reads a stored version, refusing one it does not know", () => {
    expect(readinessVersionOf(1)).toBe(1);
    expect(readinessVersionOf(2)).toBe(2);
    expect(() => readinessVersionOf(3)).toThrow(/version 3/);
  });
});
