import { completePasskeySignIn } from "@/capabilities/accounts/passkey-sign-in";
import { passkeySignInSchema } from "@/capabilities/accounts/schemas";
import { secondStepResponse } from "@/capabilities/accounts/session-response";
import { route } from "@/platform/http";
import { clientAddress } from "@/platform/rate-limit";

/**
 * The second step of signing in with a passkey: `{ challenge, response }`, the response of the
 * browser's `startAuthentication` to the options of POST /api/auth/mfa/passkey/options.
 * Answers exactly what POST /api/auth/mfa answers, and refuses like it (401, one try of five).
 */
export const POST = route(
  { access: "public", body: passkeySignInSchema },
  async ({ request, body }) =>
    secondStepResponse(
      request,
      await completePasskeySignIn(body.challenge, body.response, clientAddress(request)),
    ),
);
