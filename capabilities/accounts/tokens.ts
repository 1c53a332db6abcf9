import { createHash, randomBytes } from "node:crypto";

/** How long a reset link works. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** What the database keeps of a reset token: its SHA-256, never the token. */
export function hashResetToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** A new reset token: 32 random bytes, base64url (for the link), and its hash (for storage). */
export function createResetToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashResetToken(token) };
}
