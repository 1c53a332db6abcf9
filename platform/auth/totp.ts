import "server-only";
import { generateSecret, generateURI, verifySync } from "otplib";
import { renderSVG } from "uqr";
import { openText, sealText, secretKey } from "@/platform/crypto/seal";

/**
 * Time-based one-time passwords (RFC 6238: six digits, 30-second steps, SHA-1, as every
 * authenticator app reads them), through otplib.
 */

const ISSUER = "AI Readiness";
/** A code from the step before or after the current one is accepted: a phone's clock drifts. */
const TOLERANCE_SECONDS = 30;

const totpKey = () => secretKey("totp-secret v1");
/** A TOTP secret as stored: sealed, so neither a backup nor a log can make codes. */
export const sealTotpSecret = (secret: string) => sealText(secret, totpKey());
export const openTotpSecret = (sealed: string) => openText(sealed, totpKey());

export function newTotpSecret(): string {
  return generateSecret();
}

/** The `otpauth://` address an authenticator app reads from the QR code. */
export function totpUri(secret: string, account: string): string {
  return generateURI({ issuer: ISSUER, label: account, secret });
}

/** The enrolment QR code, as an SVG document. */
export function totpQrSvg(secret: string, account: string): string {
  return renderSVG(totpUri(secret, account));
}

/**
 * The time step of a valid code, or null. A code whose step is not after `lastStep` (the last
 * one accepted) is refused: each code signs in once.
 */
export function verifyTotp(secret: string, code: string, lastStep: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const result = verifySync({ secret, token: code, epochTolerance: TOLERANCE_SECONDS });
  if (!result.valid || !("timeStep" in result)) return null;
  const step = result.timeStep;
  return lastStep !== null && step <= lastStep ? null : step;
}
