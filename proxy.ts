import { NextResponse, type NextRequest } from "next/server";
import { contentSecurityPolicy, createNonce } from "@/platform/http/content-security-policy";
import { prerenderedScriptHashes } from "@/platform/http/prerendered-page-scripts";
import { isProduction } from "@/platform/env";
import { bookingFrameOrigin } from "@/platform/config/booking";
import { AppError } from "@/platform/errors";

/**
 * Runs before every page and API route. An address whose percent-encoding is malformed is
 * refused with 400. A page gets its Content-Security-Policy (platform/http/content-security-policy.ts):
 * a fresh nonce, or the hashes of its scripts when the build prerendered it. The admin pages
 * get a convenience redirect, never the guard: a visitor without a session cookie who opens
 * an admin page goes to /login before the page renders. Every admin page and every admin API
 * call checks the admin itself (a cookie here may be expired, forged or a user's).
 *
 * The cookie names are those of platform/auth/session.ts `sessionCookieName()` (development and
 * production); that module reads the database, so it is not imported here.
 */
const SESSION_COOKIES = ["authjs.session-token", "__Host-authjs.session-token"];

function isAdminPage(pathname: string): boolean {
  if (pathname === "/admin/login" || pathname.startsWith("/admin/login/")) return false;
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

function hasSessionCookie(request: NextRequest): boolean {
  // next-auth splits a large cookie into "<name>.0", "<name>.1"...
  return request.cookies
    .getAll()
    .some(
      ({ name, value }) =>
        Boolean(value) && SESSION_COOKIES.some((n) => name === n || name.startsWith(`${n}.`)),
    );
}

/** True when the path's percent-encoding does not decode (`/results/%E0%A4%A`). */
function hasMalformedEncoding(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

const malformedAddress = new AppError(
  "bad_request",
  "The address is not valid: it holds a malformed percent-encoding.",
);

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  // Next would fail to decode the route's parameters and answer 500.
  if (hasMalformedEncoding(pathname)) {
    const { status, message, body } = malformedAddress;
    return pathname.startsWith("/api/")
      ? NextResponse.json(body, { status })
      : new NextResponse(message, { status, headers: { "content-type": "text/plain" } });
  }
  if (pathname.startsWith("/api/")) return NextResponse.next();
  if (isAdminPage(pathname) && !hasSessionCookie(request)) {
    return NextResponse.redirect(new URL("/login", request.url));
  }
  const hashes = prerenderedScriptHashes(pathname);
  const frame = bookingFrameOrigin();
  const frames = frame ? [frame] : [];
  const policy = hashes
    ? contentSecurityPolicy({ hashes, dev: !isProduction, frames })
    : contentSecurityPolicy({ nonce: createNonce(), dev: !isProduction, frames });
  // Next reads the nonce from the request's CSP header and sets it on its scripts.
  const headers = new Headers(request.headers);
  headers.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

export const config = {
  // Pages and API routes (for the address check only): not static files, or next/link's
  // prefetches (no document).
  matcher: [
    {
      source: "/((?!_next/static|_next/image|favicon.ico|icon.svg).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
