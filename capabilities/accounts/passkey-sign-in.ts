import "server-only";
import {
  authenticationOptions,
  registrationOptions,
  verifyRegistration,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@/platform/auth/webauthn";
import { db } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { hit } from "@/platform/rate-limit";
import { accountMessages } from "./messages";
import { acceptAssertion, passkeysOf, savePasskey } from "./passkey-store";
import { issueRecoveryCodes } from "./recovery-codes";
import {
  liveChallenge,
  openSignInChallenge,
  refuse,
  signingIn,
  spendChallenge,
  type Challenge,
  type SecondFactorSignIn,
} from "./second-factor";
import { noteSecondFactor } from "./second-factor-notice";

/**
 * The second step of signing in with a passkey: the login's challenge carries the WebAuthn
 * challenge of the options last asked for, and its answer is checked like a code (one try of
 * the challenge's five, counted on the account and client). An admin's first sign-in may enrol
 * a passkey rather than an app.
 */

/** The name a passkey gets when none is given. */
export const DEFAULT_PASSKEY_NAME = "Passkey";

async function rememberOptions(row: Challenge, webauthnChallenge: string) {
  await db.signInChallenge.update({ where: { id: row.id }, data: { webauthnChallenge } });
}

/** Options to sign with one of the account's passkeys, for a live sign-in challenge. */
export async function passkeySignInOptions(challenge: string, client: string) {
  await hit("secondFactorByClient", client);
  const row = await liveChallenge(challenge);
  const passkeys = await passkeysOf(row.user.id);
  if (passkeys.length === 0) throw new AppError("conflict", accountMessages.noPasskey);
  const options = await authenticationOptions(passkeys);
  await rememberOptions(row, options.challenge);
  return options;
}

/** The challenge answered with a passkey: the account to sign in. */
export async function completePasskeySignIn(
  challenge: string,
  response: AuthenticationResponseJSON,
  client: string,
): Promise<SecondFactorSignIn> {
  const row = await openSignInChallenge(challenge, client);
  if (!(await acceptAssertion(row.user.id, response, row.webauthnChallenge))) {
    return refuse(row, accountMessages.passkeyInvalid);
  }
  await spendChallenge(row);
  await noteSecondFactor(row.user, "passkey_sign_in");
  return { user: await signingIn(row) };
}

/** Options to make a passkey, for an enrolling sign-in (an account with no second factor). */
export async function passkeyEnrolmentOptions(challenge: string, client: string) {
  await hit("secondFactorByClient", client);
  const row = await liveChallenge(challenge);
  if (!row.pendingSecret) throw new AppError("conflict", accountMessages.alreadyEnrolled);
  const options = await registrationOptions(row.user, []);
  await rememberOptions(row, options.challenge);
  return options;
}

/** The enrolling sign-in's new passkey: kept, with ten recovery codes, and signed in. */
export async function completePasskeyEnrolment(
  challenge: string,
  response: RegistrationResponseJSON,
  name: string | undefined,
  client: string,
): Promise<SecondFactorSignIn> {
  const row = await openSignInChallenge(challenge, client);
  if (!row.pendingSecret) throw new AppError("conflict", accountMessages.alreadyEnrolled);
  const passkey = row.webauthnChallenge
    ? await verifyRegistration(response, row.webauthnChallenge)
    : null;
  if (!passkey) return refuse(row, accountMessages.passkeyInvalid);
  await spendChallenge(row);
  const recoveryCodes = await db.$transaction(async (tx) => {
    await savePasskey(tx, row.user.id, passkey, name ?? DEFAULT_PASSKEY_NAME);
    return issueRecoveryCodes(row.user.id, tx);
  });
  await noteSecondFactor(row.user, "passkey_enrolled");
  return { user: await signingIn(row), recoveryCodes };
}
