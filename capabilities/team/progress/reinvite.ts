import "server-only";
import { db } from "@/platform/db";
import { AppError } from "@/platform/errors";
import type { TeamAssessment } from "@/capabilities/team/access";
import { inviteLeaders } from "@/capabilities/team/invitations";
import type { InviteOutcome } from "@/capabilities/team/messages";

const NO_EARLIER_TEAM = "There is no earlier team to invite again.";

/**
 * Invites the leaders the assessment this one retakes invited, by the same rules as typed
 * addresses (capabilities/team/invitations.ts): the executive asks for "the same team" and never has
 * to see or type the addresses again. 400 when there is no earlier team.
 */
export async function reinvitePreviousTeam(assessment: TeamAssessment): Promise<InviteOutcome> {
  const found = await db.assessment.findUnique({
    where: { id: assessment.id },
    select: {
      previousAssessment: { select: { teamInvitations: { select: { email: true } } } },
    },
  });
  const emails = found?.previousAssessment?.teamInvitations.map((i) => i.email) ?? [];
  if (!emails.length) throw new AppError("bad_request", NO_EARLIER_TEAM);
  return inviteLeaders(assessment, emails);
}
