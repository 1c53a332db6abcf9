import "server-only";
import { audit } from "@/platform/audit/audit";
import { verifyPassword } from "@/platform/auth/password";
import { db } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { hit } from "@/platform/rate-limit";

export const privacyMessages = {
  passwordWrong: "Your password is not correct.",
  adminAccount: "An admin account is deleted by another admin, from the Users tab.",
} as const;

/**
 * Deletes a signed-in person's account and everything linked to it (PIPEDA, Law 25's right to
 * erasure), once they confirm with their password: the account, its sessions and second
 * factor; each assessment with its answers, report, roadmap, jobs, call requests, team links and
 * invitations; the consents and e-mails of its addresses, queued ones cancelled. Kept: each
 * payment's record for tax (amount, date, Stripe id), with nobody linked to it. The audit log
 * says that an account was erased, and nothing of what it held.
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
    const assessments = await tx.assessment.findMany({
      where: { userId },
      select: { id: true, executiveEmail: true },
    });
    const ids = assessments.map((a) => a.id);
    const addresses = [
      user.email,
      ...assessments.flatMap((a) => (a.executiveEmail ? [a.executiveEmail.toLowerCase()] : [])),
    ];
    await tx.consentEvent.deleteMany({
      where: { OR: [{ email: { in: addresses } }, { assessmentId: { in: ids } }] },
    });
    await tx.emailMessage.deleteMany({ where: { to: { in: addresses } } });
    await tx.assessment.deleteMany({ where: { id: { in: ids } } });
    await audit(
      { id: user.id, email: "erased account" },
      "privacy.erased",
      "user",
      null,
      { assessments: ids.length },
      tx,
    );
    await tx.auditLog.updateMany({
      where: { actorId: user.id },
      data: { actorEmail: "erased account" },
    });
    await tx.user.delete({ where: { id: user.id } });
  });
}
