import { stepUpWithPasskey } from "@/capabilities/accounts/passkeys";
import { passkeySignInSchema } from "@/capabilities/accounts/schemas";
import { json, route } from "@/platform/http";
import { clientAddress } from "@/platform/rate-limit";

/**
 * `{ challenge, response }`: the signed-in caller confirms it is them with a passkey, as
 * POST /api/auth/step-up does with a code; the protected actions are open for ten minutes.
 */
export const POST = route(
  { access: "user", body: passkeySignInSchema, duringPasswordChange: true },
  async ({ request, caller, body }) => {
    await stepUpWithPasskey(caller, body.challenge, body.response, clientAddress(request));
    return json({ success: true }, 200, { "Cache-Control": "no-store" });
  },
);
