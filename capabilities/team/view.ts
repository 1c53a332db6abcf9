import "server-only";
import type { TeamAssessment } from "./access";
import { teamMinimum } from "@/platform/config/team";
import { countTeamResponses, getTeamAggregates } from "./aggregate";
import type { ExecutiveAnswers, TeamAggregates } from "./alignment-types";
import { countInvitations } from "./invitations";
import { activeTeamLink } from "./links";

export interface TeamView {
  /**
   * Answers in the view: 0, then groups of at least `minimum` (capabilities/team/release.ts). Answers
   * waiting for their group are not counted anywhere the executive or an admin can see.
   */
  responses: number;
  /** The view opens at this many answers, and takes later ones this many at a time. */
  minimum: number;
  invited: number;
  /** When the newest working team link ends, null without one. */
  linkExpiresAt: string | null;
  aggregates: TeamAggregates | null;
}

const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

export function executiveAnswersOf(assessment: TeamAssessment): ExecutiveAnswers {
  return {
    aiConfidence: assessment.aiConfidence ?? 0,
    aiToolsUsed: list(assessment.aiToolsUsed),
    aiPerception: assessment.aiPerception ?? "",
    orgAiElements: list(assessment.orgAiElements),
    orgPosture: assessment.orgPosture ?? "",
    aiDepartments: list(assessment.aiDepartments),
  };
}

/** GET /api/assessments/{id}/team and the results page's Leadership Alignment section. */
export async function getTeamView(assessment: TeamAssessment): Promise<TeamView> {
  const minimum = teamMinimum();
  const [responses, invited, link] = await Promise.all([
    countTeamResponses(assessment.id),
    countInvitations(assessment.id),
    activeTeamLink(assessment.id),
  ]);
  const aggregates =
    responses >= minimum
      ? await getTeamAggregates(assessment.id, executiveAnswersOf(assessment), responses)
      : null;
  return {
    responses,
    minimum,
    invited,
    linkExpiresAt: link?.expiresAt.toISOString() ?? null,
    aggregates,
  };
}
