import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { rescoreLead } from "@/lib/voice/lead";
import { countTeamResponses, teamMinimum } from "./aggregate";
import { ALREADY_ANSWERED, SURVEY_NOT_FOUND } from "./messages";
import { teamAnswerFields } from "./options";
import type { TeamAnswers } from "./schemas";
import { hashTeamToken, isTeamTokenShape } from "./tokens";

/**
 * The team survey behind /team/{token}: a token is an invitation's (one answer) or a team
 * link's (answers limited per browser and rate limited by the route).
 */

export { ALREADY_ANSWERED, SURVEY_NOT_FOUND };

export type SurveyAccess =
  | { kind: "invitation"; id: string; answered: boolean; assessmentId: string }
  | { kind: "link"; id: string; assessmentId: string };

const assessmentSelect = { id: true, companyName: true, executiveName: true } as const;

/** What a token opens, or null when it opens nothing (unknown, revoked, expired, a draft). */
export async function resolveSurveyToken(token: string) {
  if (!isTeamTokenShape(token)) return null;
  const tokenHash = hashTeamToken(token);
  const invitation = await db.teamInvitation.findUnique({
    where: { tokenHash },
    select: {
      id: true,
      status: true,
      assessment: { select: { ...assessmentSelect, status: true } },
    },
  });
  if (invitation && invitation.assessment.status === "completed") {
    const { id, companyName, executiveName } = invitation.assessment;
    const assessment = { id, companyName, executiveName };
    return {
      access: {
        kind: "invitation",
        id: invitation.id,
        answered: invitation.status === "answered",
        assessmentId: assessment.id,
      } satisfies SurveyAccess,
      assessment,
    };
  }
  const link = await db.teamLink.findUnique({
    where: { tokenHash },
    select: {
      id: true,
      revokedAt: true,
      expiresAt: true,
      assessment: { select: { ...assessmentSelect, status: true } },
    },
  });
  if (!link || link.revokedAt || link.expiresAt <= new Date()) return null;
  if (link.assessment.status !== "completed") return null;
  const { id, companyName, executiveName } = link.assessment;
  const assessment = { id, companyName, executiveName };
  return {
    access: { kind: "link", id: link.id, assessmentId: assessment.id } satisfies SurveyAccess,
    assessment,
  };
}

export async function resolveSurveyTokenOrThrow(token: string) {
  const found = await resolveSurveyToken(token);
  if (!found) throw new AppError("not_found", SURVEY_NOT_FOUND);
  return found;
}

export interface StoredResponse {
  /** Responses of the assessment's team, this one included. */
  responses: number;
  invited: number;
  answeredInvitations: number;
}

/**
 * Stores one leader's answers. An invitation is marked answered in the same transaction (a
 * second answer: 409), and the response keeps no trace of it. The assessment's row is locked
 * meanwhile, so the counts returned are exact even when leaders answer at the same moment.
 */
export async function storeTeamResponse(
  access: SurveyAccess,
  answers: TeamAnswers,
): Promise<StoredResponse> {
  const { memberFunction, seniority } = answers;
  const stored = Object.fromEntries(
    teamAnswerFields.filter((f) => answers[f] !== undefined).map((f) => [f, answers[f]]),
  );
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT 1 FROM assessments WHERE id = ${access.assessmentId}::uuid FOR UPDATE`;
    if (access.kind === "invitation") {
      const { count } = await tx.teamInvitation.updateMany({
        where: { id: access.id, status: "pending" },
        data: { status: "answered" },
      });
      if (count === 0) throw new AppError("conflict", ALREADY_ANSWERED);
    }
    await tx.teamResponse.create({
      data: { assessmentId: access.assessmentId, answers: stored, memberFunction, seniority },
    });
    const responses = await countTeamResponses(access.assessmentId, tx);
    // Team engagement is a lead signal, and it changes only with the answer that reaches the minimum.
    if (responses === teamMinimum()) await rescoreLead(tx, access.assessmentId);
    const invited = await tx.teamInvitation.count({ where: { assessmentId: access.assessmentId } });
    const answeredInvitations = await tx.teamInvitation.count({
      where: { assessmentId: access.assessmentId, status: "answered" },
    });
    return { responses, invited, answeredInvitations };
  });
}
