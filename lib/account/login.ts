import "server-only";
import { randomBytes } from "node:crypto";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { AppError } from "@/lib/errors";
import { clearHits, hit, limits, rateLimited, record } from "@/lib/rate-limit";
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

/** A structured line for the log: who was slowed down, and why. */
function logThrottle(reason: string, email: string, client: string, retryAfterMs: number) {
  console.warn(
    JSON.stringify({
      event: "login_throttled",
      reason,
      email,
      client,
      retryAfterSeconds: Math.ceil(retryAfterMs / 1000),
    }),
  );
}

/**
 * Checks an e-mail and password. Unknown e-mail and wrong password fail alike (same message,
 * same work). Shared by our JSON login and next-auth's Credentials provider, so neither path
 * skips a check.
 *
 * Slowed down per client (every attempt) and per account (failures), without letting a
 * stranger lock the owner out: after `loginByEmail.limit` failures from anywhere the account
 * is locked, but only for clients that have failed on it themselves. A client with no failed
 * attempt on the account still gets its password checked: the owner's correct password signs
 * in, a wrong one counts and makes that client one of the locked-out. A client is also
 * refused after `loginByEmailAndClient.limit` failures of its own on the account.
 *
 * Both counts go up before the password is checked and are taken back on success, so a burst
 * of parallel attempts is counted in full.
 */
export async function authenticate(input: LoginInput, client: string): Promise<AuthenticatedUser> {
  await hit("loginByClient", client);
  const pair = `${input.email}|${client}`;
  const [account, own] = await Promise.all([
    record("loginByEmail", input.email),
    record("loginByEmailAndClient", pair),
  ]);
  const locked = account.count > limits.loginByEmail.limit;
  if (own.count > limits.loginByEmailAndClient.limit || (locked && own.count > 1)) {
    const retryAfterMs = Math.max(own.resetInMs, locked ? account.resetInMs : 0);
    logThrottle(locked ? "account_locked" : "client_failures", input.email, client, retryAfterMs);
    throw rateLimited(retryAfterMs);
  }

  const user = await findUserForLogin(input.email);
  const valid = await verifyPassword(user?.password ?? (await dummy()), input.password);
  if (!user || !valid) {
    if (account.count === limits.loginByEmail.limit) {
      logThrottle("account_locked", input.email, client, account.resetInMs);
    }
    throw new AppError("unauthorized", accountMessages.invalidCredentials);
  }
  if (tempPasswordExpired(user)) {
    throw new AppError("unauthorized", accountMessages.tempPasswordExpired);
  }
  // The owner is in: the account's count starts afresh, but the clients that failed on it
  // keep their own counts (loginByEmailAndClient) until those run down.
  await Promise.all([
    clearHits("loginByEmail", input.email),
    clearHits("loginByEmailAndClient", pair),
  ]);
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    sessionVersion: user.sessionVersion,
    mustChangePassword: user.mustChangePassword,
  };
}
