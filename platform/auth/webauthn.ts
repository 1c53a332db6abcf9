import "server-only";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { env } from "@/platform/env";

/**
 * Passkeys (WebAuthn), through @simplewebauthn/server. The relying party is the app's own
 * address (APP_URL): its host name is the RP ID and its origin the only one a signature may
 * come from (see relyingParty for a loopback address), so a passkey made here answers no other site, and no other site's answers here.
 * Passkeys are a second factor after the password: user verification is asked for, not
 * required.
 */

const RP_NAME = "AI Readiness";
const CEREMONY_TIMEOUT_MS = 120_000;

export type { AuthenticationResponseJSON, RegistrationResponseJSON };
export type PasskeyCreationOptions = PublicKeyCredentialCreationOptionsJSON;
export type PasskeyRequestOptions = PublicKeyCredentialRequestOptionsJSON;

/** A stored passkey, as the checks need it. */
export interface StoredPasskey {
  credentialId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
}

/**
 * The relying party of APP_URL. An IP address cannot be an RP ID (browsers refuse it), so a
 * loopback APP_URL (http://127.0.0.1:3000, as the browser tests run) serves passkeys as
 * `localhost` on the same port: a secure context too, and the same server.
 */
export function relyingParty(appUrl = env.APP_URL): { rpID: string; origin: string } {
  const url = new URL(appUrl);
  if (url.hostname === "127.0.0.1" || url.hostname === "[::1]") url.hostname = "localhost";
  return { rpID: url.hostname, origin: url.origin };
}

const described = (passkeys: { credentialId: string; transports: string[] }[]) =>
  passkeys.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports }));

/** What the browser needs to make a passkey for the account; `exclude`: the ones it has. */
export function registrationOptions(
  account: { id: string; email: string },
  exclude: { credentialId: string; transports: string[] }[],
): Promise<PasskeyCreationOptions> {
  return generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: relyingParty().rpID,
    userName: account.email,
    userID: new TextEncoder().encode(account.id),
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: "none",
    excludeCredentials: described(exclude),
    authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
  });
}

/** The new passkey, when the response answers `expectedChallenge` here; null otherwise. */
export async function verifyRegistration(
  response: RegistrationResponseJSON,
  expectedChallenge: string,
): Promise<StoredPasskey | null> {
  const { rpID, origin } = relyingParty();
  try {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    });
    if (!result.verified) return null;
    const { credential } = result.registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports ?? response.response.transports ?? [],
    };
  } catch {
    return null; // malformed, another challenge, origin or RP: a refusal like any other
  }
}

/** What the browser needs to sign with one of the account's passkeys. */
export function authenticationOptions(
  passkeys: { credentialId: string; transports: string[] }[],
): Promise<PasskeyRequestOptions> {
  return generateAuthenticationOptions({
    rpID: relyingParty().rpID,
    allowCredentials: described(passkeys),
    timeout: CEREMONY_TIMEOUT_MS,
    userVerification: "preferred",
  });
}

/**
 * The passkey's new signature counter when the response is its signature of
 * `expectedChallenge` here; null otherwise (a counter that went backwards included).
 */
export async function verifyAuthentication(
  response: AuthenticationResponseJSON,
  expectedChallenge: string,
  passkey: StoredPasskey,
): Promise<number | null> {
  const { rpID, origin } = relyingParty();
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: false,
    });
    return result.verified ? result.authenticationInfo.newCounter : null;
  } catch {
    return null;
  }
}
