import "server-only";
import { setSessionCookie } from "@/platform/auth/cookie";
import { issueApiToken } from "@/platform/auth/session";
import { json } from "@/platform/http";
import { rememberDevice } from "./known-device";
import type { SecondFactorSignIn } from "./second-factor";

interface SignedIn {
  id: string;
  email: string;
  role: "user" | "admin";
  sessionVersion: number;
}

/** The account as a sign-in answers it: `user` in the body. */
export const accountAnswer = (user: {
  id: string;
  email: string;
  role: "user" | "admin";
  mustChangePassword: boolean;
}) => ({
  id: user.id,
  email: user.email,
  role: user.role,
  mustChangePassword: user.mustChangePassword,
});

/**
 * The answer of an endpoint that signs someone in: `{ success: true, token, ...body }` with
 * the bearer token for API clients, and the httpOnly session cookie for the browser.
 * `secondFactor`: the sign-in proved one (capabilities/accounts/second-factor.ts).
 */
export async function signedInResponse(
  user: SignedIn,
  body: object,
  { status = 200, secondFactor = false } = {},
) {
  const subject = { sub: user.id, sv: user.sessionVersion };
  const token = await issueApiToken(subject, secondFactor);
  const response = json({ success: true, token, ...body }, status, { "Cache-Control": "no-store" });
  return setSessionCookie(
    response,
    { ...subject, role: user.role, email: user.email },
    secondFactor,
  );
}

/**
 * The answer of a second step that signed in (a code, a passkey, an enrolment): what the login
 * answers an account without a second factor, the recovery codes once after an enrolment, and
 * the browser known to the account from then on.
 */
export async function secondStepResponse(
  request: Request,
  { user, recoveryCodes }: SecondFactorSignIn,
) {
  const response = await signedInResponse(
    user,
    { user: accountAnswer(user), ...(recoveryCodes ? { recoveryCodes } : {}) },
    { secondFactor: true },
  );
  return rememberDevice(response, request, user.email);
}
