import "server-only";
import { isAssessmentId } from "@/capabilities/leads/server";
import { endAllSessions } from "@/platform/auth/sessions";
import { db } from "@/platform/db";
import { recordLeadEvent } from "@/capabilities/leads/server";
import { AppError } from "@/platform/errors";
import { isUniqueViolation } from "@/platform/db/errors";
import { accountMessages } from "./messages";

/** A new account with the user role; null when the e-mail is taken (no exception to leak). */
export async function createUser(email: string, passwordHash: string) {
  try {
    return await db.user.create({
      data: { email, password: passwordHash, role: "user" },
      select: { id: true, email: true, role: true, sessionVersion: true },
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      return null;
    }
    throw error;
  }
}

export type LinkOutcome = "linked" | "already-linked";

/**
 * Saves an assessment that has no owner to an account, with its account.created lead event;
 * one finished from a link e-mailed to its address, only to the account of that address.
 * The claim is one conditional update, so two accounts racing for the same assessment cannot
 * both win.
 */
export async function linkAssessment(userId: string, assessmentId: string): Promise<LinkOutcome> {
  const notFound = new AppError("not_found", accountMessages.assessmentNotFound);
  if (!isAssessmentId(assessmentId)) throw notFound;
  const { email } = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { email: true },
  });
  const linked = await db.$transaction(async (tx) => {
    // An assessment whose address was proven goes only to the account of that address.
    const { count } = await tx.assessment.updateMany({
      where: {
        id: assessmentId,
        status: "completed",
        userId: null,
        OR: [
          { executiveEmailVerifiedAt: null },
          { executiveEmail: { equals: email, mode: "insensitive" } },
        ],
      },
      data: { userId },
    });
    if (count === 1) await recordLeadEvent(tx, "account.created", assessmentId);
    return count === 1;
  });
  if (linked) return "linked";
  const found = await db.assessment.findUnique({
    where: { id: assessmentId, status: "completed" },
    select: { userId: true },
  });
  if (!found) throw notFound;
  if (found.userId === userId) return "already-linked";
  if (found.userId === null)
    throw new AppError("forbidden", accountMessages.assessmentOfAnotherAddress);
  throw new AppError("conflict", accountMessages.assessmentTaken);
}

export async function storeResetToken(userId: string, tokenHash: string, expiresAt: Date) {
  await db.user.update({
    where: { id: userId },
    data: { resetToken: tokenHash, resetTokenExpiry: expiresAt },
  });
}

/**
 * What every password change does besides the hash: single-use token, all sessions ended
 * (the new sessionVersion refuses old tokens, and the session rows are revoked too).
 */
const passwordChange = (passwordHash: string) => ({
  password: passwordHash,
  resetToken: null,
  resetTokenExpiry: null,
  mustChangePassword: false,
  tempPasswordExpiresAt: null,
  sessionVersion: { increment: 1 },
});

/**
 * Sets a new password through a reset token that must still be stored and unexpired at the
 * moment of the update; false when another request used it first.
 */
export async function resetPasswordWithToken(
  userId: string,
  tokenHash: string,
  passwordHash: string,
): Promise<boolean> {
  const { count } = await db.user.updateMany({
    where: { id: userId, resetToken: tokenHash, resetTokenExpiry: { gt: new Date() } },
    data: passwordChange(passwordHash),
  });
  if (count === 1) await endAllSessions(userId);
  return count === 1;
}

/** Sets a new password for a signed-in user; answers the new session version. */
export async function changeUserPassword(userId: string, passwordHash: string) {
  const user = await db.user.update({
    where: { id: userId },
    data: passwordChange(passwordHash),
    select: { id: true, email: true, role: true, sessionVersion: true },
  });
  await endAllSessions(userId);
  return user;
}
