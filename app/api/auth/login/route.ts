import { knownDeviceOf, rememberDevice } from "@/capabilities/accounts/known-device";
import { authenticate } from "@/capabilities/accounts/login";
import { loginSchema } from "@/capabilities/accounts/schemas";
import { needsSecondFactor, startSignInChallenge } from "@/capabilities/accounts/second-factor";
import { accountAnswer, signedInResponse } from "@/capabilities/accounts/session-response";
import { json, route } from "@/platform/http";
import { clientAddress } from "@/platform/rate-limit";

/**
 * Signs in with e-mail and password: the session cookie plus a bearer token, and the browser is
 * known to the account from then on (capabilities/accounts/known-device.ts). An admin, or a
 * user with an authenticator app or a passkey, gets a challenge instead and no session: the code
 * goes to POST /api/auth/mfa, a passkey to POST /api/auth/mfa/passkey
 * (capabilities/accounts/second-factor.ts).
 */
export const POST = route({ access: "public", body: loginSchema }, async ({ request, body }) => {
  const user = await authenticate(body, clientAddress(request), knownDeviceOf(request));
  if (needsSecondFactor(user)) {
    const { challenge, enrolment, passkey } = await startSignInChallenge(user);
    return json({ success: true, mfaRequired: true, challenge, enrolment, passkey }, 200, {
      "Cache-Control": "no-store",
    });
  }
  const response = await signedInResponse(user, { user: accountAnswer(user) });
  return rememberDevice(response, request, user.email);
});
