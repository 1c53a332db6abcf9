import "server-only";
import { setSessionCookie } from "@/platform/auth/cookie";
import { issueApiToken } from "@/platform/auth/session";
import { json } from "@/platform/http";

interface SignedIn {
  id: string;
  email: string;
  role: "user" | "admin";
  sessionVersion: number;
}

/**
 * The answer of an endpoint that signs someone in: `{ success: true, token, ...body }` with
 * the bearer token for API clients, and the httpOnly session cookie for the browser.
 */
export async function signedInResponse(user: SignedIn, body: object, status = 200) {
  const subject = { sub: user.id, sv: user.sessionVersion };
  const token = await issueApiToken(subject);
  const response = json({ success: true, token, ...body }, status, { "Cache-Control": "no-store" });
  return setSessionCookie(response, { ...subject, role: user.role, email: user.email });
}
