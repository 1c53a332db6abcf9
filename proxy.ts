import { NextResponse, type NextRequest } from "next/server";

/**
 * A convenience redirect, never the guard: a visitor without a session cookie who opens an
 * admin page goes to /login before the page renders. Every admin page and every admin API
 * call checks the admin itself (a cookie here may be expired, forged or a user's).
 *
 * The cookie names are those of lib/auth/session.ts `sessionCookieName()` (development and
 * production); that module reads the database, so it is not imported here.
 */
const SESSION_COOKIES = ["authjs.session-token", "__Host-authjs.session-token"];

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname === "/admin/login" || pathname.startsWith("/admin/login/")) {
    return NextResponse.next();
  }
  // next-auth splits a large cookie into "<name>.0", "<name>.1"...
  const signedIn = request.cookies
    .getAll()
    .some(
      ({ name, value }) =>
        Boolean(value) && SESSION_COOKIES.some((n) => name === n || name.startsWith(`${n}.`)),
    );
  if (signedIn) return NextResponse.next();
  return NextResponse.redirect(new URL("/login", request.url));
}

export const config = {
  matcher: ["/admin", "/admin/:path*"],
};
