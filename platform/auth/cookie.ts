import "server-only";
import { encode } from "next-auth/jwt";
import type { NextResponse } from "next/server";
import { isProduction } from "@/platform/env";
import { authSecret } from "./secret";
import { sessionCookieName, type SessionSubject } from "./session";
import { SESSION_MAX_AGE, startSession } from "./sessions";

export { SESSION_MAX_AGE };

/**
 * Whom a web session is for, plus the role and e-mail that next-auth's `auth()` session
 * shows (getCaller re-reads both from the database).
 */
export interface WebSessionSubject extends SessionSubject {
  role: "user" | "admin";
  email: string;
}

/**
 * The session cookie's attributes, shared with next-auth's configuration (capabilities/accounts/auth-config.ts):
 * Secure, Path=/ and no Domain, as the production name's `__Host-` prefix demands.
 */
export function sessionCookieOptions() {
  return { httpOnly: true, sameSite: "lax" as const, path: "/", secure: isProduction };
}

/** The one place our endpoints issue the web session cookie, starting its session. */
export async function setSessionCookie(
  response: NextResponse,
  subject: WebSessionSubject,
  secondFactor = false,
): Promise<NextResponse> {
  const sid = await startSession(subject.sub, "web", secondFactor);
  // A next-auth JWT (salt = cookie name), so `auth()` and `getCaller()` read it.
  const value = await encode({
    token: { ...subject, sid },
    secret: authSecret(),
    salt: sessionCookieName(),
    maxAge: SESSION_MAX_AGE,
  });
  response.cookies.set(sessionCookieName(), value, {
    ...sessionCookieOptions(),
    maxAge: SESSION_MAX_AGE,
  });
  return response;
}

export function clearSessionCookie(response: NextResponse): NextResponse {
  response.cookies.set(sessionCookieName(), "", { ...sessionCookieOptions(), maxAge: 0 });
  return response;
}
