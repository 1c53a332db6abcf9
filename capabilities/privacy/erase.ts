import "server-only";
import { audit } from "@/platform/audit/audit";
import { verifyPassword } from "@/platform/auth/password";
import { db } from "@/platform/db";
import type { Prisma } from "@/platform/db/generated/prisma/client";
import { AppError } from "@/platform/errors";
import type { DeletionReason } from "@/capabilities/leads";
import { recordLeadDeletions } from "@/capabilities/leads/server";
import { hit } from "@/platform/rate-limit";
import { takenWith } from "./personal-data";
import { answerRequests } from "./requests";

export const privacyMessages = {
  passwordWrong: "Your password is not correct.",
  adminAccount: "An admin account is deleted by another admin, from the Users tab.",
} as const;

const ERASED = "erased account";

/** What an erasure did: the assessments deleted, and those kept under a legal hold. */
export interface Erasure {
  deleted: number;
  kept: number;
}

/**
 * The erasure (PIPEDA, Law 25): each assessment with its answers, report, roadmap, jobs, call
 * requests, team links and invitations (the database's cascades), its consents, and, at its
 * owner's request, the consents and e-mails of its addresses, queued ones cancelled with them. Kept: each payment's record for tax
 * (amount, date, Stripe id), with nobody linked to it; the team's anonymous answers; the
 * anonymous funnel counts (app.keep_funnel_counts, read by the rollup triggers); and any
 * assessment under a legal hold, with the consents of its address. The CRMs that heard of a
 * lead hear of its deletion (lead.deleted). The audit log says how many went, and nothing of
 * what they held.
 */
export async function eraseAssessments(
  tx: Prisma.TransactionClient,
  where: Prisma.AssessmentWhereInput,
  addresses: string[],
  actor: { id: string | null },
  reason: DeletionReason,
): Promise<Erasure> {
  await tx.$queryRaw`SELECT set_config('app.keep_funnel_counts', 'on', true)`;
  const assessments = await tx.assessment.findMany({
    where,
    select: { id: true, executiveEmail: true, legalHoldAt: true },
  });
  const ids = assessments.filter((a) => !a.legalHoldAt).map((a) => a.id);
  const kept = assessments.length - ids.length;
  // A person's own request reaches every record of their addresses; a purge only its leads'.
  const all =
    kept || reason !== "privacy_request"
      ? []
      : [
          ...addresses,
          ...assessments.flatMap((a) => (a.executiveEmail ? [a.executiveEmail] : [])),
        ].map((address) => address.toLowerCase());
  await tx.consentEvent.deleteMany({
    where: { OR: [{ email: { in: all, mode: "insensitive" } }, { assessmentId: { in: ids } }] },
  });
  await tx.emailMessage.deleteMany({ where: { to: { in: all, mode: "insensitive" } } });
  await recordLeadDeletions(tx, ids, reason);
  await tx.assessment.deleteMany({ where: { id: { in: ids } } });
  await audit(
    { id: actor.id, email: ERASED },
    reason === "retention" ? "privacy.purged" : "privacy.erased",
    "user",
    null,
    { assessments: ids.length, kept },
    tx,
  );
  return { deleted: ids.length, kept };
}

/**
 * A signed-in person deletes their account and everything linked to it, confirmed with their
 * password: the account, its sessions and second factor, and its assessments as above.
 */
export async function eraseAccount(userId: string, password: string): Promise<Erasure> {
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
  const erasure = await db.$transaction(async (tx) => {
    const done = await eraseAssessments(tx, { userId }, [user.email], user, "privacy_request");
    await tx.auditLog.updateMany({ where: { actorId: user.id }, data: { actorEmail: ERASED } });
    await tx.user.delete({ where: { id: user.id } });
    return done;
  });
  await answerRequests(user.email, erasure.kept ? "kept" : "deleted", "account");
  return erasure;
}

/** A visitor, through the e-mailed link, deletes the assessments taken with their address. */
export async function eraseAddress(email: string): Promise<Erasure> {
  const erasure = await db.$transaction((tx) =>
    eraseAssessments(tx, takenWith(email), [email], { id: null }, "privacy_request"),
  );
  await answerRequests(email, erasure.kept ? "kept" : "deleted", "link");
  return erasure;
}

/** What a person is told after deleting: a held assessment is named, never hidden. */
export function erasureMessage(erasure: Erasure, what: string): string {
  if (!erasure.kept) return `${what} been deleted.`;
  const held = erasure.kept === 1 ? "One assessment is" : `${erasure.kept} assessments are`;
  return `${what} been deleted. ${held} kept under a legal hold: our privacy officer will write to you about it.`;
}
