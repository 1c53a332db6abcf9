import { options } from "@/model/assessment/option";
import { departmentOptions } from "@/model/assessment/options";

/**
 * The team survey's own questions. Everything else it asks is steps 3 and 4 of the
 * assessment, with their option lists from model/assessment/options.ts.
 */

export const seniorityOptions = options([
  { value: "executive", label: "Executive" },
  { value: "senior_leader", label: "Senior leader" },
  { value: "manager", label: "Manager" },
]);

/** A leader's function is one of the assessment's departments. */
export const memberFunctionOptions = departmentOptions;

/** The assessment fields the team answers, in the survey's order. */
export const teamAnswerFields = [
  "aiConfidence",
  "aiToolsUsed",
  "aiPerception",
  "orgAiElements",
  "orgPosture",
  "aiFriction",
  "aiDepartments",
] as const;
export type TeamAnswerField = (typeof teamAnswerFields)[number];

/** The most leaders one assessment invites. */
export const MAX_INVITATIONS = 25;
/** The most answers one assessment's team survey takes, invitations and links together. */
export const MAX_TEAM_ANSWERS = 100;
/** How long a team link works. */
export const TEAM_LINK_DAYS = 30;
