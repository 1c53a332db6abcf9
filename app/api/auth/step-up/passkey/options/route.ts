import { startPasskeyStepUp } from "@/capabilities/accounts/passkeys";
import { json, route } from "@/platform/http";
import { clientAddress } from "@/platform/rate-limit";

/** A step-up with a passkey begins: `{ challenge, options }` for `startAuthentication`. */
export const POST = route(
  { access: "user", duringPasswordChange: true },
  async ({ request, caller }) =>
    json({ success: true, ...(await startPasskeyStepUp(caller, clientAddress(request))) }, 200, {
      "Cache-Control": "no-store",
    }),
);
