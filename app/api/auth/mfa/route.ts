import { rememberDevice } from "@/capabilities/accounts/known-device";
import { secondFactorSchema } from "@/capabilities/accounts/schemas";
import { completeSignIn } from "@/capabilities/accounts/second-factor";
import { accountAnswer, signedInResponse } from "@/capabilities/accounts/session-response";
import { route } from "@/platform/http";
import { clientAddress } from "@/platform/rate-limit";

/**
 * The second step of signing in: the login's challenge and a code from the authenticator app
 * (or a recovery code, or an enrolment's first code). Answers what the login answers to an
 * account without a second factor, and the recovery codes once after an enrolment.
 */
export const POST = route(
  { access: "public", body: secondFactorSchema },
  async ({ request, body }) => {
    const { user, recoveryCodes } = await completeSignIn(
      body.challenge,
      body.code,
      clientAddress(request),
    );
    const response = await signedInResponse(
      user,
      {
        user: accountAnswer(user),
        ...(recoveryCodes ? { recoveryCodes } : {}),
      },
      { secondFactor: true },
    );
    return rememberDevice(response, request, user.email);
  },
);
