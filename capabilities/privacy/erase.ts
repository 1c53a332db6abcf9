import "server-only";
import { audit } from "@/platform/audit/audit";
import { verifyPassword } from "@/platform/auth/password";
import { db } from "@/platform/db";
import type { Prisma } from "@/platform/db/generated/prisma/client";
import { AppError } from "@/platform/errors";
import { hit } from "@/platform/rate-limit";
import { takenWith } from "./personal-data";

export const privacyMessages = {
  passwordWrong: "Your password is not correct.",
  adminAccount: "An admin account is deleted by another admin, from the Users tab.",
} as const;

const ERASED = "erased account";

/**
 * The erasure (PIPEDA, Law 25): each assessment with its answers, report, roadmap, jobs, call
 * requests, team links and invitations (the database's cascades), and the consents and e-mails
 * of its addresses, queued ones cancelled with them. Kept: each payment's record for tax
 * (amount, date, Stripe id), with nobody linked to it. The audit log says how many went, and
 * nothing of what they held.
 */
async function eraseAssessments(
  tx: Prisma.TransactionClient,
  where: Prisma.AssessmentWhereInput,
  addresses: string[],
  actor: { id: string | null },
): Promise<number> {
  const assessments = await tx.assessment.findMany({
    where,
    select: { id: true, executiveEmail: true },
  });
  const ids = assessments.map((a) => a.id);
  const all = [
    ...addresses,
    ...assessments.flatMap((a) => (a.executiveEmail ? [a.executiveEmail] : [])),
  ].map((address) => address.toLowerCase());
  await tx.consentEvent.deleteMany({
    where: { OR: [{ email: { in: all, mode: "insensitive" } }, { assessmentId: { in: ids } }] },
  });
  await tx.emailMessage.deleteMany({ where: { to: { in: all, mode: "insensitive" } } });
  await tx.assessment.deleteMany({ where: { id: { in: ids } } });
  await audit(
    { id: actor.id, email: ERASED },
    "privacy.erased",
    "user",
    null,
    {
      assessments: ids.length,
    },
    tx,
  );
  return ids.length;
}

/**
 * A signed-in person deletes their account and everything linked to it, confirmed with their
 * password: the account, its sessions and second factor, and its assessments as above.
 */
export async function eraseAccount(userId: string, password: string): Promise<void> {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { id: true, email: true, password: true, role: true },
  });
  await hit("loginByEmail", user.email);
  if (!(await verifyPassword(user.password, password))) {
    throw new AppError("validation_failed", privacyMessages.passwordWrong, {
      fields: { password: privacyMessages.passwordWrong },
    });
  }
  if (user.role === "admin") throw new AppError("forbidden", privacyMessages.adminAccount);
  await db.$transaction(async (tx) => {
    await eraseAssessments(tx, { userId }, [user.email], user);
    await tx.auditLog.updateMany({ where: { actorId: user.id }, data: { actorEmail: ERASED } });
    await tx.user.delete({ where: { id: user.id } });
  });
}

/** A visitor, through the e-mailed link, deletes the assessments taken with their address. */
export async function eraseAddress(email: string): Promise<number> {
  return db.$transaction((tx) => eraseAssessments(tx, takenWith(email), [email], { id: null }));
}
