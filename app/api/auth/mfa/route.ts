import { secondFactorSchema } from "@/capabilities/accounts/schemas";
import { completeSignIn } from "@/capabilities/accounts/second-factor";
import { secondStepResponse } from "@/capabilities/accounts/session-response";
import { route } from "@/platform/http";
import { clientAddress } from "@/platform/rate-limit";

/**
 * The second step of signing in: the login's challenge and a code from the authenticator app
 * (or a recovery code, or an enrolment's first code). Answers what the login answers to an
 * account without a second factor, and the recovery codes once after an enrolment. A passkey
 * answers the challenge at POST /api/auth/mfa/passkey instead.
 */
export const POST = route(
  { access: "public", body: secondFactorSchema },
  async ({ request, body }) =>
    secondStepResponse(
      request,
      await completeSignIn(body.challenge, body.code, clientAddress(request)),
    ),
);
