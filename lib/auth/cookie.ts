import "server-only";
import { encode } from "next-auth/jwt";
import type { NextResponse } from "next/server";
import { isProduction } from "@/lib/env";
import { authSecret } from "./secret";
import { sessionCookieName, type SessionClaims } from "./session";

/** A web session lasts a week; signing in again starts a new one. */
export const SESSION_MAX_AGE = 7 * 24 * 60 * 60;

/**
 * The claims of the web session: those of every token, plus the role and e-mail that
 * next-auth's `auth()` session shows (getCaller re-reads both from the database).
 */
export interface WebSessionClaims extends SessionClaims {
  role: "user" | "admin";
  email: string;
}

/** The session cookie's attributes, shared with next-auth's configuration (lib/auth/config.ts). */
export function sessionCookieOptions() {
  return { httpOnly: true, sameSite: "lax" as const, path: "/", secure: isProduction };
}

/** The cookie value: a next-auth JWT (salt = cookie name), so `auth()` and `getCaller()` read it. */
export function encodeSessionToken(claims: WebSessionClaims): Promise<string> {
  return encode({
    token: { ...claims },
    secret: authSecret(),
    salt: sessionCookieName(),
    maxAge: SESSION_MAX_AGE,
  });
}

/** The one place our endpoints issue the web session cookie. */
export async function setSessionCookie(
  response: NextResponse,
  claims: WebSessionClaims,
): Promise<NextResponse> {
  response.cookies.set(sessionCookieName(), await encodeSessionToken(claims), {
    ...sessionCookieOptions(),
    maxAge: SESSION_MAX_AGE,
  });
  return response;
}

export function clearSessionCookie(response: NextResponse): NextResponse {
  response.cookies.set(sessionCookieName(), "", { ...sessionCookieOptions(), maxAge: 0 });
  return response;
}
