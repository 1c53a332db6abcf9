import "server-only";
import { randomBytes } from "node:crypto";
import { openText, sealText, secretKey } from "@/platform/crypto/seal";

/**
 * Webhook signing secrets: random, shown to the admin once, kept only sealed (AES-256-GCM,
 * platform/crypto/seal.ts) under a key derived from ENCRYPTION_KEY, else from AUTH_SECRET.
 */

/** How long the secret before a rotation stays valid (deliveries are signed with both). */
export const PREVIOUS_SECRET_HOURS = 24;

const signingSecretKey = () => secretKey("webhook-signing-secret v1");

/** `whsec_` and 32 random bytes, base64url: the HMAC key is this whole string. */
export const generateSigningSecret = () => `whsec_${randomBytes(32).toString("base64url")}`;

export const sealSigningSecret = (secret: string) => sealText(secret, signingSecretKey());
export const openSigningSecret = (sealed: string) => openText(sealed, signingSecretKey());

/** The secrets a delivery is signed with now: the current one, and the previous one until it expires. */
export function signingSecrets(
  endpoint: {
    secretSealed: string;
    previousSecretSealed: string | null;
    previousSecretExpiresAt: Date | null;
  },
  now = new Date(),
): string[] {
  const secrets = [openSigningSecret(endpoint.secretSealed)];
  if (
    endpoint.previousSecretSealed &&
    endpoint.previousSecretExpiresAt &&
    endpoint.previousSecretExpiresAt > now
  ) {
    secrets.push(openSigningSecret(endpoint.previousSecretSealed));
  }
  return secrets;
}
