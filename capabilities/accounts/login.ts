import "server-only";
import { randomBytes } from "node:crypto";
import { hashPassword, verifyPassword } from "@/platform/auth/password";
import { AppError } from "@/platform/errors";
import {
  blockFor,
  clearHits,
  hit,
  limits,
  rateLimited,
  record,
  takeBack,
} from "@/platform/rate-limit";
import { isKnownDevice } from "./known-device";
import { accountMessages } from "./messages";
import { findUserForLogin } from "./queries";
import type { LoginInput } from "./schemas";

export interface AuthenticatedUser {
  id: string;
  email: string;
  role: "user" | "admin";
  sessionVersion: number;
  mustChangePassword: boolean;
  /** When the account enrolled an authenticator app; null if it has none. */
  totpEnabledAt: Date | null;
  /** How many passkeys the account has. */
  passkeys: number;
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

/** The pause after the k-th failure past the lock: 30 s, doubling, at most an hour. */
export const pauseAfter = (k: number) => Math.min(30_000 * 2 ** (k - 1), 3_600_000);

/**
 * Checks an e-mail and password. Unknown e-mail and wrong password fail alike (same message,
 * same work). Shared by our JSON login and next-auth's Credentials provider, so neither path
 * skips a check.
 *
 * Slowed down per client (every attempt) and per account (failures), without letting a
 * stranger lock the owner out:
 * - A client is refused after `loginByEmailAndClient.limit` failures of its own on the account.
 * - After `loginByEmail.limit` failures from anywhere in a day, the account is locked: a client
 *   that failed on it is refused, and the others take turns, one at a time, each failure
 *   pausing the account twice as long as the last (30 s up to an hour). So guesses from many
 *   addresses slow to a trickle.
 * - A browser that has signed in to the account before (`device`, capabilities/accounts/known-device.ts)
 *   is never locked or paused: the owner signs in during an attack. A password reset makes the
 *   browser that completes it known.
 *
 * The counts go up before the password is checked and are taken back on success, so a burst
 * of parallel attempts is counted in full.
 */
export async function authenticate(
  input: LoginInput,
  client: string,
  device?: string,
): Promise<AuthenticatedUser> {
  await hit("loginByClient", client);
  const pair = `${input.email}|${client}`;
  const known = isKnownDevice(device, input.email);
  const [account, own] = await Promise.all([
    record("loginByEmail", input.email),
    record("loginByEmailAndClient", pair),
  ]);
  const locked = account.count > limits.loginByEmail.limit && !known;
  if (own.count > limits.loginByEmailAndClient.limit || (locked && own.count > 1)) {
    const retryAfterMs = Math.max(own.resetInMs, locked ? account.resetInMs : 0);
    logThrottle(locked ? "account_locked" : "client_failures", input.email, client, retryAfterMs);
    throw rateLimited(retryAfterMs);
  }
  if (locked) {
    // Paused: refused untried, so neither count holds it against this client.
    await hit("loginAccountTurn", input.email).catch(async (error: unknown) => {
      await Promise.all([
        takeBack("loginByEmail", input.email),
        takeBack("loginByEmailAndClient", pair),
      ]);
      const retryAfter = error instanceof AppError ? error.headers?.["Retry-After"] : undefined;
      if (retryAfter) logThrottle("account_paused", input.email, client, Number(retryAfter) * 1000);
      throw error;
    });
  }

  const user = await findUserForLogin(input.email);
  const valid = await verifyPassword(user?.password ?? (await dummy()), input.password);
  if (!user || !valid) {
    if (account.count === limits.loginByEmail.limit) {
      logThrottle("account_locked", input.email, client, account.resetInMs);
    }
    if (locked) {
      const { count } = await record("loginLockedFailures", input.email);
      await blockFor("loginAccountTurn", input.email, pauseAfter(count));
    }
    throw new AppError("unauthorized", accountMessages.invalidCredentials);
  }
  if (tempPasswordExpired(user)) {
    throw new AppError("unauthorized", accountMessages.tempPasswordExpired);
  }
  // The owner is in: the account's counts start afresh, but the clients that failed on it
  // keep their own counts (loginByEmailAndClient) until those run down.
  await Promise.all([
    clearHits("loginByEmail", input.email),
    clearHits("loginAccountTurn", input.email),
    clearHits("loginLockedFailures", input.email),
    clearHits("loginByEmailAndClient", pair),
  ]);
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    sessionVersion: user.sessionVersion,
    mustChangePassword: user.mustChangePassword,
    totpEnabledAt: user.totpEnabledAt,
    passkeys: user._count.passkeys,
  };
}
