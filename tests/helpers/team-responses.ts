import type { ExecutiveAnswers } from "@/capabilities/team/alignment-types";
import type { TeamAnswers } from "@/capabilities/team/schemas";

/** A leader's valid survey answers for tests; overrides replace fields. */
export function makeTeamAnswers(overrides: Partial<TeamAnswers> = {}): TeamAnswers {
  return {
    aiConfidence: 5,
    aiToolsUsed: ["chatgpt"],
    aiPerception: "major_opportunity",
    orgAiElements: ["dept_pilots"],
    orgPosture: "exploring",
    aiDepartments: ["operations"],
    memberFunction: "operations",
    seniority: "senior_leader",
    ...overrides,
  };
}

export const executiveAnswers = (overrides: Partial<ExecutiveAnswers> = {}): ExecutiveAnswers => ({
  aiConfidence: 8,
  aiToolsUsed: ["chatgpt", "copilot"],
  aiPerception: "major_opportunity",
  orgAiElements: ["ai_policy", "dept_pilots"],
  orgPosture: "activating",
  aiDepartments: ["sales", "marketing"],
  ...overrides,
});
