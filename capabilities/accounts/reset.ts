import "server-only";
import { refuseCommonPassword } from "@/platform/auth/common-passwords";
import { hashPassword } from "@/platform/auth/password";
import { sendEmail } from "@/platform/email/send";
import { env } from "@/platform/env";
import { AppError } from "@/platform/errors";
import { afterResponse } from "@/platform/http/after-response";
import { accountMessages } from "./messages";
import { resetPasswordWithToken, storeResetToken } from "./mutations";
import { findUserByEmail, findUserByResetToken } from "./queries";
import { RESET_TOKEN_TTL_MS, createResetToken, hashResetToken } from "./tokens";

/** Links in e-mails point at the configured site, never at a request's Host header. */
const resetPageUrl = () => `${env.APP_URL}/reset-password`;

/**
 * For a known account: stores a new token's hash (replacing any earlier one) with a 1-hour
 * expiry and e-mails the link. Runs after the response, so known and unknown addresses
 * answer alike and as fast.
 */
export function requestPasswordReset(email: string): Promise<void> {
  return afterResponse("password reset e-mail", async () => {
    const user = await findUserByEmail(email);
    if (!user) return;
    const { token, hash } = createResetToken();
    await storeResetToken(user.id, hash, new Date(Date.now() + RESET_TOKEN_TTL_MS));
    await sendEmail(user.email, "password-reset", {
      resetUrl: `${resetPageUrl()}?token=${encodeURIComponent(token)}`,
      expiresInMinutes: RESET_TOKEN_TTL_MS / 60_000,
    });
  });
}

/** Tells the account holder their password changed (after the response). */
export function notifyPasswordChanged(email: string): Promise<void> {
  return afterResponse("password changed e-mail", async () => {
    await sendEmail(email, "password-changed", { resetUrl: resetPageUrl() });
  });
}

/**
 * Sets a new password with a reset token: the token works once and for an hour; the change
 * ends every session and bearer token of the account and clears a forced change. Answers the
 * account's address.
 */
export async function confirmPasswordReset(token: string, newPassword: string): Promise<string> {
  const invalid = new AppError("bad_request", accountMessages.resetLinkInvalid);
  const tokenHash = hashResetToken(token);
  const user = await findUserByResetToken(tokenHash);
  if (!user?.resetTokenExpiry || user.resetTokenExpiry.getTime() <= Date.now()) throw invalid;
  refuseCommonPassword(newPassword, "newPassword");
  const passwordHash = await hashPassword(newPassword);
  if (!(await resetPasswordWithToken(user.id, tokenHash, passwordHash))) throw invalid;
  await notifyPasswordChanged(user.email);
  return user.email;
}
