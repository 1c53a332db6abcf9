import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";

/**
 * The deliverable body of an e-mail that carries a secret (a reset link, a temporary
 * password) is kept in the outbox only sealed: AES-256-GCM under a key derived from
 * AUTH_SECRET, so that reading the table, a backup or a log of it gives nothing usable.
 * Format: `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */

export interface Body {
  html: string;
  text: string;
}

let key: Buffer | undefined;
const outboxKey = () =>
  (key ??= Buffer.from(hkdfSync("sha256", authSecret(), "", "email-outbox-body v1", 32)));

/** AES-256-GCM under `key` (32 bytes): `v1.<iv>.<tag>.<ciphertext>`, base64url. */
export function sealText(key: Buffer, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const sealed = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), sealed].map((p) => p.toString("base64url"));
  return ["v1", ...parts].join(".");
}

/** The text sealText sealed; throws when it was sealed under another key or altered. */
export function openText(key: Buffer, sealed: string): string {
  const [version, iv, tag, data] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || !data) throw new Error("Not a sealed text.");
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  const opened = Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]);
  return opened.toString("utf8");
}

export function sealBody(body: Body): string {
  return sealText(outboxKey(), JSON.stringify(body));
}

export function openBody(sealed: string): Body {
  return JSON.parse(openText(outboxKey(), sealed)) as Body;
}
