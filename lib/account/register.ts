import "server-only";
import { refuseCommonPassword } from "@/lib/auth/common-passwords";
import { hashPassword } from "@/lib/auth/password";
import { AppError } from "@/lib/errors";
import { hit } from "@/lib/rate-limit";
import { accountMessages } from "./messages";
import { createUser, linkAssessment } from "./mutations";
import type { RegisterInput } from "./schemas";

export interface Registration {
  user: { id: string; email: string; role: "user" | "admin"; sessionVersion: number };
  /** Present when an assessment was given: whether it is now saved to the account. */
  assessmentLinked?: boolean;
  message: string;
}

/**
 * Creates an account (rate limited per client). The password is hashed before the e-mail is
 * looked at, so a taken address costs the same time as a new one and answers one neutral
 * message. An assessment given with it is linked as /api/user/link-assessment would;
 * a failure to link still leaves the new account.
 */
export async function registerAccount(input: RegisterInput, client: string): Promise<Registration> {
  await hit("register", client);
  refuseCommonPassword(input.password, "password");
  const passwordHash = await hashPassword(input.password);
  const user = await createUser(input.email, passwordHash);
  if (!user) throw new AppError("conflict", accountMessages.registrationRefused);

  if (!input.assessmentId) return { user, message: accountMessages.accountCreated };
  const assessmentLinked = await linkAssessment(user.id, input.assessmentId).then(
    () => true,
    (error: unknown) => {
      if (error instanceof AppError) return false;
      throw error;
    },
  );
  return {
    user,
    assessmentLinked,
    message: assessmentLinked
      ? accountMessages.assessmentSaved
      : accountMessages.assessmentNotSaved,
  };
}
