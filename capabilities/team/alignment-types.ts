import type { TeamAnswers } from "./schemas";

/** What the team view computes from the team's answers (capabilities/team/alignment.ts). */

export type TeamResponseRow = TeamAnswers;

export interface ExecutiveAnswers {
  aiConfidence: number;
  aiToolsUsed: readonly string[];
  aiPerception: string;
  orgAiElements: readonly string[];
  orgPosture: string;
  aiDepartments: readonly string[];
}

export type ChoiceField =
  "aiPerception" | "orgPosture" | "aiToolsUsed" | "orgAiElements" | "aiDepartments";

export interface OptionCount {
  value: string;
  label: string;
  /** Leaders who chose it. */
  count: number;
  /** The executive chose it too. */
  executive: boolean;
}

export interface QuestionDistribution {
  field: ChoiceField;
  question: string;
  multiple: boolean;
  options: OptionCount[];
}

export interface ConfidenceSummary {
  executive: number;
  median: number;
  /** The middle half of the team lies between these. */
  lowerQuartile: number;
  upperQuartile: number;
  /** upperQuartile - lowerQuartile. */
  spread: number;
  distribution: { value: number; count: number }[];
}

export interface AlignmentGap {
  field: "aiConfidence" | "aiPerception" | "orgPosture" | "orgAiElements" | "aiDepartments";
  topic: string;
  /** 0-1: how far apart the executive and the team are. */
  size: number;
  /** What differs, with the counts. */
  finding: string;
  /** The conversation to have about it. */
  conversation: string;
}

export interface GovernanceGap {
  value: string;
  label: string;
  /** Leaders who see it in place. */
  seenBy: number;
  of: number;
}

export interface GroupSummary {
  value: string;
  label: string;
  count: number;
  confidenceMedian: number;
  /** The posture most of the group chose. */
  posture: string;
}

export interface Breakdown {
  dimension: "memberFunction" | "seniority";
  title: string;
  groups: GroupSummary[];
}

export interface TeamAggregates {
  responses: number;
  questions: QuestionDistribution[];
  confidence: ConfidenceSummary;
  gaps: AlignmentGap[];
  governanceGaps: GovernanceGap[];
  /** Free-text answers as a count; themes only once the minimum wrote one. Never the words. */
  friction: { answered: number; themes: { label: string; count: number }[] };
  breakdowns: Breakdown[];
  /** What the report's team-based bottom-up score reads (capabilities/report/team.ts). */
  practice: TeamPractice;
}

export interface TeamPractice {
  /** Leaders using 0, 1, 2, and 3 or more AI tools (a "none" answer is no tool). */
  toolsPerLeader: [number, number, number, number];
  /** Leaders whose friction answer is a real answer (model/scoring/wording.ts `meaningful`). */
  namedFriction: number;
}
