"use client";

import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";

import { ApiError, apiFetch } from "@/platform/http/api-client";

/**
 * The browser's half of a passkey: options from the server, the browser's prompt
 * (`startRegistration`, `startAuthentication` of @simplewebauthn/browser), and the answer posted
 * back. Every failure becomes one sentence a person can act on.
 */

type Json = Record<string, unknown>;

/** Signs with a passkey: options from `optionsUrl`, the signature posted to `answerUrl`. */
export async function signWithPasskey<T>(optionsUrl: string, answerUrl: string, body: Json = {}) {
  const { challenge, options } = await apiFetch<{
    challenge?: string;
    options: PublicKeyCredentialRequestOptionsJSON;
  }>(optionsUrl, { method: "POST", json: body });
  const response = await startAuthentication({ optionsJSON: options });
  return apiFetch<T>(answerUrl, {
    method: "POST",
    json: { ...body, ...(challenge ? { challenge } : {}), response },
  });
}

/** Makes a passkey: options from `optionsUrl`, the new credential posted to `answerUrl`. */
export async function makePasskey<T>(
  optionsUrl: string,
  answerUrl: string,
  body: Json = {},
  extra: Json = {},
) {
  const { challenge, options } = await apiFetch<{
    challenge?: string;
    options: PublicKeyCredentialCreationOptionsJSON;
  }>(optionsUrl, { method: "POST", json: body });
  const response = await startRegistration({ optionsJSON: options });
  return apiFetch<T>(answerUrl, {
    method: "POST",
    json: { ...body, ...(challenge ? { challenge } : {}), ...extra, response },
  });
}

/** What to tell the person when a passkey step fails. */
export function passkeyProblem(failure: unknown): string {
  if (failure instanceof ApiError) return failure.message;
  if (!browserSupportsWebAuthn()) {
    return "This browser cannot use passkeys. Use your authenticator app or a recovery code.";
  }
  const name = failure instanceof Error ? failure.name : "";
  if (name === "NotAllowedError" || name === "AbortError") {
    return "The passkey was not used: the request was cancelled or timed out. Try again.";
  }
  if (name === "InvalidStateError") return "This passkey is already registered to your account.";
  if (name === "NotSupportedError" || name === "SecurityError") {
    return "This browser cannot use a passkey here. Use your authenticator app instead.";
  }
  return "Something went wrong with the passkey. Please try again.";
}
