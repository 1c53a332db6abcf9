import "server-only";
import type { TeamAssessment } from "./access";
import { countTeamResponses, getTeamAggregates, teamMinimum } from "./aggregate";
import type { ExecutiveAnswers, TeamAggregates } from "./alignment";
import { invitationCounts } from "./invitations";
import { activeTeamLink } from "./links";

export interface TeamView {
  /** Answers in, from invitations and team links. */
  responses: number;
  minimum: number;
  /** More answers needed before aggregates show; 0 once they do. */
  needed: number;
  invited: number;
  /** Invited leaders who answered (the response rate is this over `invited`). */
  answeredInvitations: number;
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
  const [responses, counts, link] = await Promise.all([
    countTeamResponses(assessment.id),
    invitationCounts(assessment.id),
    activeTeamLink(assessment.id),
  ]);
  const aggregates =
    responses >= minimum
      ? await getTeamAggregates(assessment.id, executiveAnswersOf(assessment), responses)
      : null;
  return {
    responses,
    minimum,
    needed: Math.max(0, minimum - responses),
    invited: counts.invited,
    answeredInvitations: counts.answered,
    linkExpiresAt: link?.expiresAt.toISOString() ?? null,
    aggregates,
  };
}
