import "server-only";
import { hkdfSync, randomBytes } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";
import { openText, sealText } from "@/lib/email/seal";
import { env } from "@/lib/env";

/**
 * Webhook signing secrets: random, shown to the admin once, kept only sealed (AES-256-GCM,
 * lib/email/seal.ts) under a key derived from ENCRYPTION_KEY, else from AUTH_SECRET.
 */

/** How long the secret before a rotation stays valid (deliveries are signed with both). */
export const PREVIOUS_SECRET_HOURS = 24;

let key: Buffer | undefined;
const secretKey = () =>
  (key ??= Buffer.from(
    hkdfSync("sha256", env.ENCRYPTION_KEY ?? authSecret(), "", "webhook-signing-secret v1", 32),
  ));

/** `whsec_` and 32 random bytes, base64url: the HMAC key is this whole string. */
export const generateSigningSecret = () => `whsec_${randomBytes(32).toString("base64url")}`;

export const sealSigningSecret = (secret: string) => sealText(secretKey(), secret);
export const openSigningSecret = (sealed: string) => openText(secretKey(), sealed);

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
