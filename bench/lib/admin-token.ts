/**
 * The bench admin's bearer token: its server-side session written straight into the scratch
 * database (platform/auth/sessions.ts would write to this process's own database, not the app's),
 * and the token signed as platform/auth/session.ts issueApiToken signs one.
 */
import { randomUUID } from "node:crypto";
import { encode } from "next-auth/jwt";
import type pg from "pg";

/** platform/auth/session.ts API_TOKEN_SALT and SESSION_MAX_AGE. */
const API_TOKEN_SALT = "api-token";
const MAX_AGE = 7 * 24 * 60 * 60;

export async function adminBearerToken(
  pool: pg.Pool,
  admin: { id: string; sessionVersion: number },
  secret: string,
): Promise<string> {
  const sid = randomUUID();
  // An admin's session holds the role only once a second factor is proven (platform/auth/session.ts).
  await pool.query(
    `INSERT INTO sessions (id, "userId", kind, "secondFactorAt") VALUES ($1, $2, 'api', now())`,
    [sid, admin.id],
  );
  return encode({
    token: { sub: admin.id, sv: admin.sessionVersion, sid },
    secret,
    salt: API_TOKEN_SALT,
    maxAge: MAX_AGE,
  });
}
