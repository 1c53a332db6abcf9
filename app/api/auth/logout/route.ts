import { NextResponse } from "next/server";
import { clearSessionCookie } from "@/platform/auth/cookie";
import { endRequestSessions } from "@/platform/auth/session";
import { route } from "@/platform/http";

/**
 * Ends the session of the request's cookie (and of its bearer token, when it sends one)
 * on the server, and removes the cookie: the old cookie or token answers 401 afterwards.
 */
export const POST = route({ access: "public" }, async ({ request }) => {
  await endRequestSessions(request);
  return clearSessionCookie(new NextResponse(null, { status: 204 }));
});
