import {
  aiToolOptions,
  departmentOptions,
  orgElementOptions,
  perceptionOptions,
  postureOptions,
  type Option,
} from "@/model/assessment/options";
import { questions } from "@/model/assessment/questions";
import { memberFunctionOptions, seniorityOptions } from "./options";
import type { TeamAnswers } from "./schemas";

/**
 * The team survey's questions in order, worded as the assessment words them, with the same
 * option values and labels (model/assessment/options.ts). Safe to import from client code.
 */
export interface SurveyQuestion {
  field: keyof TeamAnswers;
  question: string;
  hint?: string;
  kind: "single" | "multiple" | "scale" | "text";
  options?: readonly Option[];
}

export const surveyQuestions: readonly SurveyQuestion[] = [
  { field: "seniority", question: "Your seniority", kind: "single", options: seniorityOptions },
  {
    field: "memberFunction",
    question: "Your function",
    kind: "single",
    options: memberFunctionOptions,
  },
  { field: "aiConfidence", ...questions.aiConfidence, kind: "scale" },
  { field: "aiToolsUsed", ...questions.aiToolsUsed, kind: "multiple", options: aiToolOptions },
  { field: "aiPerception", ...questions.aiPerception, kind: "single", options: perceptionOptions },
  {
    field: "orgAiElements",
    ...questions.orgAiElements,
    hint: "As you see it.",
    kind: "multiple",
    options: orgElementOptions,
  },
  { field: "orgPosture", ...questions.orgPosture, kind: "single", options: postureOptions },
  {
    field: "aiFriction",
    ...questions.aiFriction,
    hint: "Optional. Never quoted: only counted into themes across the team.",
    kind: "text",
  },
  {
    field: "aiDepartments",
    ...questions.aiDepartments,
    kind: "multiple",
    options: departmentOptions,
  },
];
