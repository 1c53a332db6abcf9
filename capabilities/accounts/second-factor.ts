import "server-only";
import { createHash, randomBytes } from "node:crypto";
import {
  newTotpSecret,
  openTotpSecret,
  sealTotpSecret,
  totpQrSvg,
  totpUri,
  verifyTotp,
} from "@/platform/auth/totp";
import { db } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { hit, limits, peek, rateLimited, record } from "@/platform/rate-limit";
import type { ChallengePurpose } from "@/platform/db/generated/prisma/enums";
import type { AuthenticatedUser } from "./login";
import { accountMessages } from "./messages";
import { secondFactorStatus } from "./queries";
import { issueRecoveryCodes, looksLikeRecoveryCode, spendRecoveryCode } from "./recovery-codes";
import { noteSecondFactor } from "./second-factor-notice";

/**
 * The second step of signing in, for an admin (always) and for a user who enrolled an
 * authenticator app: a correct password earns a challenge, not a session. The challenge is
 * good for five minutes, once, for its user only, and dies after five wrong codes. Its code is
 * a TOTP code or one of the recovery codes; an admin with no app enrols one with it (the QR
 * code of a new secret, confirmed by its first code) and gets the recovery codes then.
 */

const CHALLENGE_TTL_MS = 5 * 60_000;
const MAX_CODE_FAILURES = 5;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** Whether signing in to the account takes a second step after the password. */
export const needsSecondFactor = (user: {
  role: string;
  totpEnabledAt: Date | null;
  passkeys: number;
}) => user.role === "admin" || user.totpEnabledAt !== null || user.passkeys > 0;

export interface SignInChallenge {
  challenge: string;
  /** No second factor yet: the challenge enrols one (an admin's first sign-in). */
  enrolment: boolean;
  /** The account has a passkey: the challenge may be answered with it. */
  passkey: boolean;
}

/**
 * A new challenge for the user: a sign-in's, or (`purpose`) a signed-in account's passkey
 * ceremony, which carries the WebAuthn challenge it expects. Answers the token, kept as
 * SHA-256 only.
 */
export async function newChallenge(
  userId: string,
  {
    purpose = "sign_in",
    pendingSecret = null,
    webauthnChallenge = null,
  }: {
    purpose?: ChallengePurpose;
    pendingSecret?: string | null;
    webauthnChallenge?: string | null;
  } = {},
): Promise<string> {
  const challenge = randomBytes(32).toString("base64url");
  await db.signInChallenge.deleteMany({ where: { userId, expiresAt: { lt: new Date() } } });
  await db.signInChallenge.create({
    data: {
      tokenHash: sha256(challenge),
      userId,
      purpose,
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
      pendingSecret,
      webauthnChallenge,
    },
  });
  return challenge;
}

/** A new authenticator app's secret, sealed, waiting for its first code. */
export const newPendingSecret = () => sealTotpSecret(newTotpSecret());

/** The challenge a correct password earns on an account that needs a second factor. */
export async function startSignInChallenge(user: {
  id: string;
  totpEnabledAt: Date | null;
  passkeys: number;
}): Promise<SignInChallenge> {
  const enrolment = user.totpEnabledAt === null && user.passkeys === 0;
  const challenge = await newChallenge(user.id, {
    pendingSecret: enrolment ? newPendingSecret() : null,
  });
  return { challenge, enrolment, passkey: user.passkeys > 0 };
}

export const expired = () => new AppError("unauthorized", accountMessages.signInExpired);

/** The live challenge of that token, for that purpose; any other is "expired" (401). */
export async function liveChallenge(challenge: string, purpose: ChallengePurpose = "sign_in") {
  const row = await db.signInChallenge.findUnique({
    where: { tokenHash: sha256(challenge) },
    include: {
      user: {
        select: {
          id: true,
          email: true,
          role: true,
          sessionVersion: true,
          mustChangePassword: true,
          totpEnabledAt: true,
          totpSecret: true,
          totpLastStep: true,
        },
      },
    },
  });
  if (!row || row.purpose !== purpose) throw expired();
  if (row.usedAt || row.expiresAt.getTime() <= Date.now()) throw expired();
  if (row.failures >= MAX_CODE_FAILURES) throw expired();
  return row;
}

export type Challenge = Awaited<ReturnType<typeof liveChallenge>>;

/** What an authenticator app needs to enrol: the secret, its address and the QR code. */
export async function enrolmentOf(challenge: string) {
  const row = await liveChallenge(challenge);
  if (!row.pendingSecret) throw new AppError("conflict", accountMessages.alreadyEnrolled);
  const secret = openTotpSecret(row.pendingSecret);
  return {
    secret,
    uri: totpUri(secret, row.user.email),
    qrSvg: totpQrSvg(secret, row.user.email),
  };
}

/** Accepts a TOTP code of the account's app once: its time step must be after the last one. */
export async function acceptTotp(
  user: { id: string; totpSecret: string | null; totpLastStep: number | null },
  code: string,
): Promise<boolean> {
  if (!user.totpSecret) return false;
  const step = verifyTotp(openTotpSecret(user.totpSecret), code.trim(), user.totpLastStep);
  if (step === null) return false;
  const taken = await db.user.updateMany({
    where: { id: user.id, OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }] },
    data: { totpLastStep: step },
  });
  return taken.count === 1;
}

/**
 * A code of the account's app or one of its recovery codes, spent (each works once); answers
 * which it was, or null when it is neither.
 */
export async function spendCode(
  user: { id: string; totpSecret: string | null; totpLastStep: number | null },
  code: string,
): Promise<"totp" | "recovery" | null> {
  if (looksLikeRecoveryCode(code))
    return (await spendRecoveryCode(user.id, code)) ? "recovery" : null;
  return (await acceptTotp(user, code)) ? "totp" : null;
}

/** The account's wrong codes across challenges: past ten in 15 minutes it is refused (429). */
export async function refuseLockedAccount(userId: string): Promise<void> {
  const failures = await peek("secondFactorByUser", userId);
  if (failures.count >= limits.secondFactorByUser.limit) throw rateLimited(failures.resetInMs);
}

/**
 * A wrong code or passkey: counted on the challenge (dead after five) and on the account and
 * client. The WebAuthn challenge handed out with it is spent too: new options are asked for.
 */
export async function refuse(
  row: Challenge,
  message: string = accountMessages.codeInvalid,
): Promise<never> {
  await db.signInChallenge.update({
    where: { id: row.id },
    data: { failures: { increment: 1 }, webauthnChallenge: null },
  });
  const { count, resetInMs } = await record("secondFactorByUser", row.user.id);
  await noteSecondFactor(row.user, "failed");
  if (count >= limits.secondFactorByUser.limit) {
    await db.signInChallenge.update({ where: { id: row.id }, data: { usedAt: new Date() } });
    throw rateLimited(resetInMs);
  }
  throw new AppError("unauthorized", message);
}

/** Uses the challenge up: a second request with it, even at the same moment, is refused. */
export async function spendChallenge(row: Challenge): Promise<void> {
  const used = await db.signInChallenge.updateMany({
    where: { id: row.id, usedAt: null },
    data: { usedAt: new Date() },
  });
  if (used.count !== 1) throw expired();
}

export interface SecondFactorSignIn {
  user: AuthenticatedUser;
  /** Shown once: the codes of an enrolment just completed. */
  recoveryCodes?: string[];
}

/** Confirms an enrolment by the new app's first code: the account's app, and recovery codes. */
export async function enrol(row: Challenge, code: string): Promise<string[] | null> {
  const secret = openTotpSecret(row.pendingSecret!);
  const step = verifyTotp(secret, code.trim(), null);
  if (step === null) return null;
  await spendChallenge(row);
  const codes = await db.$transaction(async (tx) => {
    await tx.user.update({
      where: { id: row.user.id },
      data: { totpSecret: row.pendingSecret, totpEnabledAt: new Date(), totpLastStep: step },
    });
    return issueRecoveryCodes(row.user.id, tx);
  });
  await noteSecondFactor(row.user, "enrolled");
  return codes;
}

/**
 * A sign-in challenge about to be answered (by a code or a passkey): counted against the
 * client, and dead at once when its account is past its wrong answers.
 */
export async function openSignInChallenge(challenge: string, client: string): Promise<Challenge> {
  await hit("secondFactorByClient", client);
  const row = await liveChallenge(challenge);
  await refuseLockedAccount(row.user.id).catch(async (error: unknown) => {
    await db.signInChallenge.update({ where: { id: row.id }, data: { usedAt: new Date() } });
    throw error;
  });
  return row;
}

/** The account a challenge signs in, as the login answers it. */
export async function signingIn(row: Challenge): Promise<AuthenticatedUser> {
  return {
    id: row.user.id,
    email: row.user.email,
    role: row.user.role,
    sessionVersion: row.user.sessionVersion,
    mustChangePassword: row.user.mustChangePassword,
    totpEnabledAt: row.user.totpEnabledAt,
    passkeys: await db.passkey.count({ where: { userId: row.user.id } }),
  };
}

/**
 * The second step: a challenge and its code (TOTP, recovery code, or an enrolment's first
 * code). Answers the user to sign in; refuses a dead challenge and a wrong code alike with 401,
 * whatever the password was.
 */
export async function completeSignIn(
  challenge: string,
  code: string,
  client: string,
): Promise<SecondFactorSignIn> {
  const row = await openSignInChallenge(challenge, client);
  const user = await signingIn(row);

  if (row.pendingSecret) {
    const recoveryCodes = await enrol(row, code);
    if (!recoveryCodes) return refuse(row);
    return { user, recoveryCodes };
  }
  const spent = await spendCode(row.user, code);
  if (!spent) return refuse(row);
  await spendChallenge(row);
  if (spent === "recovery") {
    const { recoveryCodesLeft } = await secondFactorStatus(row.user.id);
    await noteSecondFactor(row.user, "recovery_used", { recoveryCodesLeft });
  } else {
    await noteSecondFactor(row.user, "sign_in");
  }
  return { user };
}
