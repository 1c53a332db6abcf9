import "server-only";
import { refuseCommonPassword } from "@/platform/auth/common-passwords";
import { hashPassword } from "@/platform/auth/password";
import { sendEmail } from "@/platform/email/send";
import { env } from "@/platform/env";
import { AppError } from "@/platform/errors";
import { hit } from "@/platform/rate-limit";
import { afterResponse } from "@/platform/http/after-response";
import { createUser, linkAssessment } from "./mutations";
import type { RegisterInput } from "./schemas";

/** Tells the owner of a known address that someone tried to register it (after the response). */
function notifyAccountExists(email: string): Promise<void> {
  return afterResponse("account exists e-mail", async () => {
    await sendEmail(email, "account-exists", {
      loginUrl: `${env.APP_URL}/login`,
      resetUrl: `${env.APP_URL}/reset-password`,
    });
  });
}

/**
 * Registration (rate limited per client), one answer whatever the address: no session, no
 * token, no account id, so the answer never tells whether the address already had an
 * account (ARCHITECTURE, "Auth"). A new address gets its account, and an assessment given
 * with it is saved to it when it can be; the client then signs in as at /api/auth/login. A
 * known address is left as it was and its owner gets an e-mail. The password is hashed in
 * both cases, so both take as long.
 */
export async function registerAccount(input: RegisterInput, client: string): Promise<void> {
  await hit("register", client);
  refuseCommonPassword(input.password, "password");
  const passwordHash = await hashPassword(input.password);
  const user = await createUser(input.email, passwordHash);
  if (!user) return notifyAccountExists(input.email);
  if (!input.assessmentId) return;
  await linkAssessment(user.id, input.assessmentId).catch((error: unknown) => {
    if (!(error instanceof AppError)) throw error; // taken or unknown: the account stands
  });
}
