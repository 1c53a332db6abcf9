import "server-only";
import { createHash, randomBytes } from "node:crypto";

/** A survey token (in /team/{token}) and the SHA-256 the database keeps instead of it. */
export function newTeamToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashTeamToken(token) };
}

export function hashTeamToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Tokens are 43 base64url characters; anything else is not looked up. */
export const isTeamTokenShape = (token: string) => /^[\w-]{43}$/.test(token);
