import "server-only";
import { randomBytes } from "node:crypto";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { AppError } from "@/lib/errors";
import { clearHits, hit } from "@/lib/rate-limit";
import { accountMessages } from "./messages";
import { findUserForLogin } from "./queries";
import type { LoginInput } from "./schemas";

export interface AuthenticatedUser {
  id: string;
  email: string;
  role: "user" | "admin";
  sessionVersion: number;
  mustChangePassword: boolean;
}

let dummyHash: Promise<string> | undefined;
/** Verified against when the e-mail is unknown, so both failures take as long. */
function dummy(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(24).toString("base64url"));
  return dummyHash;
}

/** A temporary password an administrator issued whose time is up. */
export function tempPasswordExpired(user: {
  mustChangePassword: boolean;
  tempPasswordExpiresAt: Date | null;
}): boolean {
  return (
    user.mustChangePassword &&
    user.tempPasswordExpiresAt !== null &&
    user.tempPasswordExpiresAt.getTime() <= Date.now()
  );
}

/**
 * Checks an e-mail and password, rate limited per client and per e-mail address. Unknown
 * e-mail and wrong password fail alike (same message, same work). Shared by our JSON login
 * and next-auth's Credentials provider, so neither path skips a check.
 */
export async function authenticate(input: LoginInput, client: string): Promise<AuthenticatedUser> {
  await hit("loginByClient", client);
  await hit("loginByEmail", input.email);

  const user = await findUserForLogin(input.email);
  const valid = await verifyPassword(user?.password ?? (await dummy()), input.password);
  if (!user || !valid) throw new AppError("unauthorized", accountMessages.invalidCredentials);
  if (tempPasswordExpired(user)) {
    throw new AppError("unauthorized", accountMessages.tempPasswordExpired);
  }
  await clearHits("loginByEmail", input.email); // only failures count against an account
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    sessionVersion: user.sessionVersion,
    mustChangePassword: user.mustChangePassword,
  };
}
