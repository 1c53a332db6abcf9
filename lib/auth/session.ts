import "server-only";
import { decode, encode, getToken } from "next-auth/jwt";
import { db } from "@/lib/db";
import { isProduction } from "@/lib/env";
import { authSecret } from "./secret";

/** Who is asking, as the database says now (not as an old token remembers). */
export interface Caller {
  id: string;
  email: string;
  role: "user" | "admin";
  mustChangePassword: boolean;
}

/** The claims both session kinds carry: the user id and the password generation. */
export interface SessionClaims {
  sub: string;
  sv: number;
}

const API_TOKEN_SALT = "api-token";
const API_TOKEN_MAX_AGE = 7 * 24 * 60 * 60;

export function sessionCookieName(): string {
  return isProduction ? "__Secure-authjs.session-token" : "authjs.session-token";
}

/** A bearer token for API clients (`Authorization: Bearer ...`). */
export function issueApiToken(claims: SessionClaims): Promise<string> {
  return encode({
    token: { ...claims },
    secret: authSecret(),
    salt: API_TOKEN_SALT,
    maxAge: API_TOKEN_MAX_AGE,
  });
}

async function readClaims(request: Request): Promise<SessionClaims | null> {
  const header = request.headers.get("authorization") ?? "";
  const bearer = header.match(/^Bearer\s+(\S+)$/i)?.[1];
  const token = bearer
    ? await decode({ token: bearer, secret: authSecret(), salt: API_TOKEN_SALT }).catch(() => null)
    : await getToken({
        req: request,
        secret: authSecret(),
        secureCookie: isProduction,
        salt: sessionCookieName(),
        cookieName: sessionCookieName(),
      }).catch(() => null);
  if (!token || typeof token.sub !== "string") return null;
  return { sub: token.sub, sv: typeof token.sv === "number" ? token.sv : 0 };
}

/**
 * Resolves the caller of a request from its bearer token or session cookie, re-reading the
 * user: a deleted user, or one whose password was reset since the token was issued, is
 * nobody. A demoted admin is an ordinary user at once.
 */
export async function getCaller(request: Request): Promise<Caller | null> {
  const claims = await readClaims(request);
  if (!claims) return null;
  const user = await db.user.findUnique({
    where: { id: claims.sub },
    select: { id: true, email: true, role: true, sessionVersion: true, mustChangePassword: true },
  });
  if (!user || user.sessionVersion !== claims.sv) return null;
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    mustChangePassword: user.mustChangePassword,
  };
}
