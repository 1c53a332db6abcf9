import "server-only";
import { audit } from "@/platform/audit/audit";
import { proveSecondFactor } from "@/platform/auth/sessions";
import {
  authenticationOptions,
  registrationOptions,
  verifyRegistration,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@/platform/auth/webauthn";
import { db } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { requireStepUp } from "@/platform/http";
import { isUuid } from "@/platform/http/query-params";
import { hit } from "@/platform/rate-limit";
import type { Caller } from "@/platform/auth/session";
import { accountMessages } from "./messages";
import { DEFAULT_PASSKEY_NAME } from "./passkey-sign-in";
import { acceptAssertion, passkeysOf, savePasskey } from "./passkey-store";
import { issueRecoveryCodes } from "./recovery-codes";
import {
  expired,
  liveChallenge,
  newChallenge,
  refuse,
  refuseLockedAccount,
  spendChallenge,
} from "./second-factor";
import { noteSecondFactor } from "./second-factor-notice";

/**
 * A signed-in account's passkeys: listed, added (by an account that already has a second
 * factor, only with a recent one), renamed, removed (with a recent second factor; an admin
 * keeps at least one factor), and used for a step-up. Each ceremony's WebAuthn challenge is
 * kept server-side on a challenge of its purpose: five minutes, once, for that account only.
 */

const passkeyFields = { id: true, name: true, createdAt: true, lastUsedAt: true } as const;

export function listPasskeys(userId: string) {
  return db.passkey.findMany({
    where: { userId },
    select: passkeyFields,
    orderBy: { createdAt: "asc" },
  });
}

export type PasskeySummary = Awaited<ReturnType<typeof listPasskeys>>[number];

const hasSecondFactor = async (userId: string) => {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { totpEnabledAt: true, _count: { select: { passkeys: true } } },
  });
  return user.totpEnabledAt !== null || user._count.passkeys > 0;
};

/** Options to make a new passkey, and the challenge that carries them. */
export async function startPasskeyRegistration(caller: Caller, client: string) {
  await hit("secondFactorByClient", client);
  if (await hasSecondFactor(caller.id)) requireStepUp(caller);
  const options = await registrationOptions(caller, await passkeysOf(caller.id));
  const challenge = await newChallenge(caller.id, {
    purpose: "passkey_registration",
    webauthnChallenge: options.challenge,
  });
  return { challenge, options };
}

/**
 * The new passkey, kept. The account's first second factor also brings ten recovery codes
 * (answered once) and counts as proven for this session.
 */
export async function finishPasskeyRegistration(
  caller: Caller,
  input: { challenge: string; response: RegistrationResponseJSON; name?: string },
  client: string,
) {
  await hit("secondFactorByClient", client);
  const row = await liveChallenge(input.challenge, "passkey_registration");
  if (row.user.id !== caller.id) throw expired();
  const created = await verifyRegistration(input.response, row.webauthnChallenge!);
  if (!created) return refuse(row, accountMessages.passkeyInvalid);
  await spendChallenge(row);
  const first = !(await hasSecondFactor(caller.id));
  const { passkey, recoveryCodes } = await db.$transaction(async (tx) => ({
    passkey: await savePasskey(tx, caller.id, created, input.name ?? DEFAULT_PASSKEY_NAME),
    recoveryCodes: first ? await issueRecoveryCodes(caller.id, tx) : undefined,
  }));
  if (first) await proveSecondFactor(caller.sessionId);
  await noteSecondFactor(row.user, "passkey_enrolled");
  return { passkey, recoveryCodes };
}

const ownPasskey = async (caller: Caller, id: string) => {
  const passkey = isUuid(id)
    ? await db.passkey.findFirst({ where: { id, userId: caller.id }, select: passkeyFields })
    : null;
  if (!passkey) throw new AppError("not_found", accountMessages.passkeyNotFound);
  return passkey;
};

export async function renamePasskey(caller: Caller, id: string, name: string) {
  await ownPasskey(caller, id);
  return db.passkey.update({ where: { id }, data: { name }, select: passkeyFields });
}

/**
 * Removes one of the caller's passkeys (the route asks for a recent second factor). An admin's
 * last factor stays; a user's last one takes the recovery codes with it.
 */
export async function removePasskey(caller: Caller, id: string): Promise<void> {
  await ownPasskey(caller, id);
  const user = await db.user.findUniqueOrThrow({
    where: { id: caller.id },
    select: {
      id: true,
      email: true,
      role: true,
      totpEnabledAt: true,
      _count: { select: { passkeys: true } },
    },
  });
  const last = user.totpEnabledAt === null && user._count.passkeys === 1;
  if (last && user.role === "admin") throw new AppError("forbidden", accountMessages.lastFactor);
  await db.$transaction([
    db.passkey.delete({ where: { id } }),
    ...(last ? [db.recoveryCode.deleteMany({ where: { userId: user.id } })] : []),
  ]);
  await noteSecondFactor(user, "passkey_removed");
}

/** Options to confirm a step-up with one of the caller's passkeys. */
export async function startPasskeyStepUp(caller: Caller, client: string) {
  await hit("secondFactorByClient", client);
  const passkeys = await passkeysOf(caller.id);
  if (passkeys.length === 0) throw new AppError("conflict", accountMessages.noPasskey);
  const options = await authenticationOptions(passkeys);
  const challenge = await newChallenge(caller.id, {
    purpose: "passkey_step_up",
    webauthnChallenge: options.challenge,
  });
  return { challenge, options };
}

/** A step-up with a passkey: the session may take the protected actions for ten minutes. */
export async function stepUpWithPasskey(
  caller: Caller,
  challenge: string,
  response: AuthenticationResponseJSON,
  client: string,
): Promise<void> {
  await hit("secondFactorByClient", client);
  await refuseLockedAccount(caller.id);
  const row = await liveChallenge(challenge, "passkey_step_up");
  if (row.user.id !== caller.id) throw expired();
  if (!(await acceptAssertion(caller.id, response, row.webauthnChallenge))) {
    return refuse(row, accountMessages.passkeyInvalid);
  }
  await spendChallenge(row);
  await proveSecondFactor(caller.sessionId);
  await audit(row.user, "second_factor.step_up", "user", row.user.id);
}
