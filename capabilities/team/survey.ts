import "server-only";
import { db } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { ALREADY_ANSWERED, SURVEY_NOT_FOUND } from "./messages";
import { MAX_TEAM_ANSWERS, teamAnswerFields } from "./options";
import type { PendingAnswer } from "./release";
import type { TeamAnswers } from "./schemas";
import { addressHash, seal } from "./secrets";
import { hashTeamToken, isTeamTokenShape } from "./tokens";

/**
 * The team survey behind /team/{token}: a token is an invitation's (one answer) or a team
 * link's (one answer per address verified with a code, capabilities/team/link-codes.ts).
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
  // A declined invitation opens nothing again.
  if (invitation?.status === "declined") return null;
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

const FULL = "This survey has all the answers it can take. Thank you for your time.";

/**
 * Stores one leader's answer to wait for the next step of the view (capabilities/team/release.ts). One
 * answer per address (a keyed hash in team_answerers; 409 for a second) and per invitation. The
 * assessment's row is locked meanwhile, so leaders answering at the same moment are counted right.
 */
export async function storeTeamResponse(
  access: SurveyAccess,
  answers: TeamAnswers,
  /** For a link: the verified address's hash (capabilities/team/link-codes.ts). */
  linkAddressHash?: string,
): Promise<void> {
  const { memberFunction, seniority } = answers;
  const pending: PendingAnswer = {
    answers: Object.fromEntries(
      teamAnswerFields.filter((f) => answers[f] !== undefined).map((f) => [f, answers[f]]),
    ),
    memberFunction,
    seniority,
  };
  const { assessmentId } = access;
  await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT 1 FROM assessments WHERE id = ${assessmentId}::uuid FOR UPDATE`;
    let hash = linkAddressHash;
    if (access.kind === "invitation") {
      const { count } = await tx.teamInvitation.updateMany({
        where: { id: access.id, status: "pending" },
        data: { status: "answered" },
      });
      if (count === 0) throw new AppError("conflict", ALREADY_ANSWERED);
      const { email } = await tx.teamInvitation.findUniqueOrThrow({
        where: { id: access.id },
        select: { email: true },
      });
      hash = addressHash(assessmentId, email);
    }
    if (!hash) throw new Error("a team answer needs its address");
    if (
      await tx.teamAnswerer.findUnique({
        where: { assessmentId_addressHash: { assessmentId, addressHash: hash } },
      })
    )
      throw new AppError("conflict", ALREADY_ANSWERED);
    if ((await tx.teamAnswerer.count({ where: { assessmentId } })) >= MAX_TEAM_ANSWERS)
      throw new AppError("conflict", FULL);
    await tx.teamAnswerer.create({ data: { assessmentId, addressHash: hash } });
    await tx.teamPendingAnswer.create({ data: { assessmentId, sealed: seal(pending) } });
  });
}
