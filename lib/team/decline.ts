import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { ALREADY_ANSWERED } from "./messages";
import { refusalHash } from "./secrets";
import type { SurveyAccess } from "./survey";

export const DECLINED =
  "Done: this address will get no more leadership-survey invitations from us, from anyone.";

/**
 * An invited leader says no (POST /api/team/{token}/decline): the invitation ends, and the
 * address (as a keyed hash) is refused by every later invitation, whoever sends it.
 */
export async function declineInvitation(access: SurveyAccess): Promise<void> {
  if (access.kind !== "invitation")
    throw new AppError("bad_request", "Only an invitation can be declined.");
  await db.$transaction(async (tx) => {
    const invitation = await tx.teamInvitation.findUniqueOrThrow({
      where: { id: access.id },
      select: { email: true, status: true },
    });
    if (invitation.status === "answered") throw new AppError("conflict", ALREADY_ANSWERED);
    await tx.teamInvitation.update({ where: { id: access.id }, data: { status: "declined" } });
    const addressHash = refusalHash(invitation.email);
    await tx.teamInvitationRefusal.upsert({
      where: { addressHash },
      create: { addressHash },
      update: {},
    });
  });
}
