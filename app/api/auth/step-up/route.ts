import { stepUpSchema } from "@/capabilities/accounts/schemas";
import { stepUp } from "@/capabilities/accounts/authenticator-app";
import { json, route } from "@/platform/http";
import { clientAddress } from "@/platform/rate-limit";

/**
 * The signed-in caller confirms a code from their authenticator app (or a recovery code): the
 * session may then export, change roles, manage admins, webhook secrets and HubSpot for ten
 * minutes.
 */
export const POST = route(
  { access: "user", body: stepUpSchema, duringPasswordChange: true },
  async ({ request, caller, body }) => {
    await stepUp(caller, body.code, clientAddress(request));
    return json({ success: true }, 200, { "Cache-Control": "no-store" });
  },
);
