import "server-only";
import { decode, encode, getToken } from "next-auth/jwt";
import { isProduction } from "@/platform/env";
import { authSecret } from "./secret";
import { SESSION_MAX_AGE, endSession, liveSession, startSession } from "./sessions";

/** Who is asking, as the database says now (not as an old token remembers). */
export interface Caller {
  id: string;
  email: string;
  role: "user" | "admin";
  mustChangePassword: boolean;
  /** The server-side session of this request. */
  sessionId: string;
  /** When this session last proved a second factor (sign-in or step-up); null if never. */
  secondFactorAt: Date | null;
}

/** The claims both session kinds carry: user id, password generation, server-side session. */
export interface SessionClaims {
  sub: string;
  sv: number;
  sid: string;
}

/** Whom a new session is for: the user id and the user's current password generation. */
export type SessionSubject = Omit<SessionClaims, "sid">;

const API_TOKEN_SALT = "api-token";

/**
 * `__Host-` in production: the browser keeps it only if Secure, Path=/ and without Domain,
 * so no sibling sub-domain can set or overwrite it (cookie tossing).
 */
export function sessionCookieName(): string {
  return isProduction ? "__Host-authjs.session-token" : "authjs.session-token";
}

/** A bearer token for API clients (`Authorization: Bearer ...`), with its own session. */
export async function issueApiToken(
  subject: SessionSubject,
  secondFactor = false,
): Promise<string> {
  const sid = await startSession(subject.sub, "api", secondFactor);
  return encode({
    token: { ...subject, sid },
    secret: authSecret(),
    salt: API_TOKEN_SALT,
    maxAge: SESSION_MAX_AGE,
  });
}

function claimsOf(token: Record<string, unknown> | null): SessionClaims | null {
  if (!token || typeof token.sub !== "string" || typeof token.sid !== "string") return null;
  return { sub: token.sub, sv: typeof token.sv === "number" ? token.sv : 0, sid: token.sid };
}

async function bearerClaims(request: Request): Promise<SessionClaims | null> {
  const header = request.headers.get("authorization") ?? "";
  const bearer = header.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!bearer) return null;
  const token = await decode({ token: bearer, secret: authSecret(), salt: API_TOKEN_SALT });
  return claimsOf(token);
}

async function cookieClaims(request: Request): Promise<SessionClaims | null> {
  const token = await getToken({
    req: request,
    secret: authSecret(),
    secureCookie: isProduction,
    salt: sessionCookieName(),
    cookieName: sessionCookieName(),
  });
  return claimsOf(token);
}

const orNull = <T>(promise: Promise<T | null>) => promise.catch(() => null);

async function readClaims(request: Request): Promise<SessionClaims | null> {
  return request.headers.has("authorization")
    ? orNull(bearerClaims(request))
    : orNull(cookieClaims(request));
}

/**
 * Resolves the caller of a request from its bearer token or session cookie, re-reading the
 * session and the user: a logged-out or idle session, a deleted user, or one whose password
 * changed since the token was issued, is nobody. A demoted admin is an ordinary user at once,
 * and so is an admin whose session never proved a second factor (one begun before the admin
 * role, or before second factors): the admin role holds only with one.
 */
export async function getCaller(request: Request): Promise<Caller | null> {
  const claims = await readClaims(request);
  if (!claims) return null;
  const user = await liveSession(claims.sid, claims.sub);
  if (!user || user.sessionVersion !== claims.sv) return null;
  return {
    id: user.id,
    email: user.email,
    role: user.role === "admin" && user.secondFactorAt ? "admin" : "user",
    mustChangePassword: user.mustChangePassword,
    sessionId: claims.sid,
    secondFactorAt: user.secondFactorAt,
  };
}

/** Logout: ends the sessions of the request's cookie and bearer token, whichever it carries. */
export async function endRequestSessions(request: Request): Promise<void> {
  for (const claims of [await orNull(cookieClaims(request)), await orNull(bearerClaims(request))]) {
    if (claims) await endSession(claims.sid);
  }
}
