import type { AssessmentInput } from "@/model/assessment/schemas";
import { scoreReadiness } from "@/model/scoring";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { readinessAnalysis } from "./readiness";

const analysis = (overrides: Partial<AssessmentInput>, organisationUsesAi: boolean) =>
  readinessAnalysis(scoreReadiness(makeAnswers(overrides)), "Acme", organisationUsesAi);

/** A hands-on executive with good platforms whose organization has tried little: bottom-up ahead. */
const handsOnExecutive: Partial<AssessmentInput> = {
  aiConfidence: 2,
  aiPerception: "overhyped",
  aiToolsUsed: ["chatgpt", "claude", "copilot"],
  orgAiElements: ["none_yet"],
  orgPosture: "curious",
  enterprisePlatforms: ["microsoft365", "salesforce", "quickbooks"],
  otherPlatforms: "Square POS",
};
/** A convinced leader with policy and budget whose people have not started: top-down ahead. */
const convincedLeader: Partial<AssessmentInput> = {
  aiConfidence: 9,
  aiToolsUsed: ["none"],
  aiExperience: undefined,
  orgAiElements: ["ai_policy", "dedicated_budget", "steering_committee"],
  orgPosture: "curious",
  enterprisePlatforms: ["none"],
};

describe("readinessAnalysis", () => {
  it("claims no use faster than policy when little has been tried, and says what is ahead", () => {
    const text = analysis(handsOnExecutive, false);
    expect(text).not.toMatch(/using AI|use AI faster|faster than policy/i);
    expect(text).toMatch(/hands-on tool use and data & platform foundation are ahead/);
    expect(text).toMatch(/little has been tried/);
  });

  it("says practice is ahead of policy when the organization does use AI", () => {
    const text = analysis({ ...handsOnExecutive, orgPosture: "exploring" }, true);
    expect(text).toMatch(/already use AI faster than policy/);
  });

  it("asks for one owned pilot only where no work with AI has started", () => {
    expect(analysis(convincedLeader, false)).toMatch(/little has been tried yet.*one owned pilot/);
    const activating = analysis({ ...convincedLeader, orgAiElements: ["ai_policy"] }, true);
    expect(activating).not.toMatch(/one owned pilot/);
  });

  it("quotes no points gained next to any advice", () => {
    for (const [overrides, uses] of [
      [handsOnExecutive, false],
      [convincedLeader, false],
      [{}, true],
    ] as const) {
      expect(analysis(overrides, uses)).not.toMatch(/\+\d+|points?\b/i);
    }
  });
});
