import "server-only";
import { addressTokens } from "@/platform/auth/address-token";
import { db } from "@/platform/db";
import { env } from "@/platform/env";
import { AppError } from "@/platform/errors";
import type { Prisma } from "@/platform/db/generated/prisma/client";
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
    await refuseAddress(tx, invitation.email);
  });
}

/** The address's open invitations end, and every later one to it is refused. */
async function refuseAddress(tx: Prisma.TransactionClient, email: string) {
  await tx.teamInvitation.updateMany({
    where: { email, status: { notIn: ["answered", "declined"] } },
    data: { status: "declined" },
  });
  const addressHash = refusalHash(email);
  await tx.teamInvitationRefusal.upsert({
    where: { addressHash },
    create: { addressHash },
    update: {},
  });
}

/**
 * The invitation e-mail's one-click "unsubscribe" (RFC 8058): a mail provider's button, or its
 * spam report, refuses the address as declining does. Its token is signed for the address
 * alone: it opens no survey.
 */
const refusalTokens = addressTokens("team-refusal v1", 180);
export const INVALID_REFUSAL_LINK =
  "This link is not valid or has expired. Reply to the invitation and we will stop them.";

export const refusalHeaders = (email: string) => ({
  "List-Unsubscribe": `<${env.APP_URL}/api/team/refuse?token=${refusalTokens.issue(email)}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

/** POST /api/team/refuse?token=...: the address of a valid token gets no more invitations. */
export async function refuseByLink(token: string | null): Promise<void> {
  const email = token ? refusalTokens.read(token) : null;
  if (!email) throw new AppError("bad_request", INVALID_REFUSAL_LINK);
  await db.$transaction((tx) => refuseAddress(tx, email));
}
