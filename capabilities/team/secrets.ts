import "server-only";
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";
import { authSecret } from "@/platform/auth/secret";

/**
 * What the team survey keeps keyed by the app's secret, so that the database alone (or a backup
 * of it) cannot read it: an address as a keyed hash, and an answer waiting for its batch sealed.
 */

const key = (purpose: string) =>
  Buffer.from(hkdfSync("sha256", authSecret(), "", `team-survey:${purpose}`, 32));

/** The keyed hash of an address within one assessment's team: equal for equal addresses only. */
export function addressHash(assessmentId: string, email: string): string {
  return createHmac("sha256", key("address"))
    .update(`${assessmentId}\n${email.trim().toLowerCase()}`)
    .digest("hex");
}

/** The keyed hash of an address across every team (an address that refuses invitations). */
export function refusalHash(email: string): string {
  return createHmac("sha256", key("refusal")).update(email.trim().toLowerCase()).digest("hex");
}

/** The keyed hash of a one-time code, bound to the address it was sent to. */
export function codeHash(addressHash: string, code: string): string {
  return createHmac("sha256", key("code")).update(`${addressHash}\n${code}`).digest("hex");
}

/** AES-256-GCM with a fresh IV: base64url of iv, tag and ciphertext. */
export function seal(value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key("pending-answer"), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

export function unseal<T>(sealed: string): T {
  const bytes = Buffer.from(sealed, "base64url");
  const decipher = createDecipheriv("aes-256-gcm", key("pending-answer"), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  const text = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString();
  return JSON.parse(text) as T;
}
