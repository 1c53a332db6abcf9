import "server-only";
import { audit } from "@/platform/audit/audit";
import { endAllSessions, proveSecondFactor } from "@/platform/auth/sessions";
import { db } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { isUuid } from "@/platform/http/query-params";
import { hit, record } from "@/platform/rate-limit";
import { accountMessages } from "./messages";
import {
  enrol,
  enrolmentOf,
  expired,
  liveChallenge,
  refuse,
  refuseLockedAccount,
  newChallenge,
  newPendingSecret,
  spendCode,
} from "./second-factor";
import { noteSecondFactor } from "./second-factor-notice";

/**
 * A signed-in account's authenticator app: set up from the account page (a user's choice; an
 * admin's is set up at sign-in), removed with a current code (a user's only), and proven again
 * for a step-up before the protected admin actions.
 */

interface SignedIn {
  id: string;
  email: string;
  sessionId: string;
}

/** A new app for the account: the challenge that confirms it, its QR code and secret. */
export async function startAppEnrolment(caller: SignedIn) {
  const user = await db.user.findUniqueOrThrow({
    where: { id: caller.id },
    select: { id: true, totpEnabledAt: true },
  });
  if (user.totpEnabledAt) throw new AppError("conflict", accountMessages.alreadyEnrolled);
  const challenge = await newChallenge(user.id, { pendingSecret: newPendingSecret() });
  return { challenge, ...(await enrolmentOf(challenge)) };
}

/** The new app's first code turns it on; answers the recovery codes, shown once. */
export async function confirmAppEnrolment(caller: SignedIn, challenge: string, code: string) {
  const row = await liveChallenge(challenge);
  if (row.user.id !== caller.id || !row.pendingSecret) throw expired();
  const codes = await enrol(row, code);
  if (!codes) return refuse(row);
  await proveSecondFactor(caller.sessionId);
  return codes;
}

/**
 * A code of the caller's app, or one of their recovery codes, spent; wrong ones count against
 * the account as a sign-in's do, and its owner hears of them.
 */
async function proveCode(caller: SignedIn, code: string, client: string) {
  await hit("secondFactorByClient", client);
  await refuseLockedAccount(caller.id);
  const user = await db.user.findUniqueOrThrow({
    where: { id: caller.id },
    select: { id: true, email: true, role: true, totpSecret: true, totpLastStep: true },
  });
  if (!user.totpSecret) throw new AppError("conflict", accountMessages.secondFactorNeeded);
  if (!(await spendCode(user, code))) {
    await record("secondFactorByUser", user.id);
    await noteSecondFactor(user, "failed");
    throw new AppError("unauthorized", accountMessages.codeInvalid);
  }
  return user;
}

/** A step-up: the session may take the protected admin actions for ten more minutes. */
export async function stepUp(caller: SignedIn, code: string, client: string): Promise<void> {
  const user = await proveCode(caller, code, client);
  await proveSecondFactor(caller.sessionId);
  await audit(user, "second_factor.step_up", "user", user.id);
}

/**
 * Turns the caller's app off: its secret goes, and the recovery codes with it when no passkey
 * is left. An admin keeps it unless a passkey is their second factor.
 */
export async function removeApp(caller: SignedIn, code: string, client: string): Promise<void> {
  const user = await proveCode(caller, code, client);
  const passkeys = await db.passkey.count({ where: { userId: user.id } });
  if (user.role === "admin" && passkeys === 0) {
    throw new AppError("forbidden", accountMessages.adminKeepsApp);
  }
  await db.$transaction([
    db.user.update({
      where: { id: user.id },
      data: { totpSecret: null, totpEnabledAt: null, totpLastStep: null },
    }),
    ...(passkeys === 0 ? [db.recoveryCode.deleteMany({ where: { userId: user.id } })] : []),
  ]);
  await noteSecondFactor(user, "removed");
}

/**
 * An admin resets another account's two-step sign-in (a lost phone or key, and its recovery
 * codes with it): the app, passkeys and recovery codes go, every session of the account ends,
 * and its owner is told. An admin account sets a second factor up at its next sign-in.
 */
export async function resetApp(actor: { id: string; email: string }, userId: string) {
  if (actor.id === userId) throw new AppError("forbidden", accountMessages.ownAppReset);
  const user = isUuid(userId)
    ? await db.user.findUnique({
        where: { id: userId },
        select: {
          id: true,
          email: true,
          totpEnabledAt: true,
          _count: { select: { passkeys: true } },
        },
      })
    : null;
  if (!user) throw new AppError("not_found", "User not found.");
  if (!user.totpEnabledAt && user._count.passkeys === 0) {
    throw new AppError("conflict", accountMessages.noAppToReset);
  }
  await db.$transaction([
    db.user.update({
      where: { id: user.id },
      data: { totpSecret: null, totpEnabledAt: null, totpLastStep: null },
    }),
    db.recoveryCode.deleteMany({ where: { userId: user.id } }),
    db.passkey.deleteMany({ where: { userId: user.id } }),
  ]);
  await endAllSessions(user.id);
  await noteSecondFactor(user, "removed", { actor });
}
