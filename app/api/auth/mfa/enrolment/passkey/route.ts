import { completePasskeyEnrolment } from "@/capabilities/accounts/passkey-sign-in";
import { passkeyRegistrationSchema } from "@/capabilities/accounts/schemas";
import { secondStepResponse } from "@/capabilities/accounts/session-response";
import { route } from "@/platform/http";
import { clientAddress } from "@/platform/rate-limit";

/**
 * `{ challenge, response, name? }`: an enrolling sign-in's new passkey (the response of
 * `startRegistration`). Answers what POST /api/auth/mfa answers after an enrolment: the
 * session, and the ten recovery codes once.
 */
export const POST = route(
  { access: "public", body: passkeyRegistrationSchema },
  async ({ request, body }) =>
    secondStepResponse(
      request,
      await completePasskeyEnrolment(
        body.challenge,
        body.response,
        body.name,
        clientAddress(request),
      ),
    ),
);
