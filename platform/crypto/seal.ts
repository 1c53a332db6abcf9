import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { authSecret } from "@/platform/auth/secret";
import { env } from "@/platform/env";

/**
 * AES-256-GCM sealing of what we must keep but nobody may read from the table, a backup or a
 * log: the deliverable body of an e-mail that carries a secret (a reset link, a temporary
 * password), and the secrets we hold for others (a HubSpot token).
 * Format: `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */

export interface Body {
  html: string;
  text: string;
}

let key: Buffer | undefined;
const outboxKey = () =>
  (key ??= Buffer.from(hkdfSync("sha256", authSecret(), "", "email-outbox-body v1", 32)));

const secretKeys = new Map<string, Buffer>();
/**
 * The key of one kind of secret we hold for others (`purpose`, e.g. "hubspot-token v1"):
 * derived from ENCRYPTION_KEY, or from AUTH_SECRET when that is unset.
 */
export function secretKey(purpose: string): Buffer {
  let found = secretKeys.get(purpose);
  if (!found) {
    const material = env.ENCRYPTION_KEY ?? authSecret();
    found = Buffer.from(hkdfSync("sha256", material, "", purpose, 32));
    secretKeys.set(purpose, found);
  }
  return found;
}

export function sealText(text: string, sealKey: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealKey, iv);
  const sealed = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), sealed].map((p) => p.toString("base64url"));
  return ["v1", ...parts].join(".");
}

/** Throws when the text was not sealed with this key, or was altered. */
export function openText(sealed: string, sealKey: Buffer): string {
  const [version, iv, tag, data] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || !data) throw new Error("Not a sealed value.");
  const decipher = createDecipheriv("aes-256-gcm", sealKey, Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  const opened = Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]);
  return opened.toString("utf8");
}

export function sealBody(body: Body): string {
  return sealText(JSON.stringify(body), outboxKey());
}

export function openBody(sealed: string): Body {
  return JSON.parse(openText(sealed, outboxKey())) as Body;
}
