import { startPasskeyRegistration } from "@/capabilities/accounts/passkeys";
import { json, route } from "@/platform/http";
import { clientAddress } from "@/platform/rate-limit";

/**
 * Starts adding a passkey to the caller's account: `{ challenge, options }`, the options for
 * the browser's `startRegistration`. An account that already has a second factor needs a
 * recent one (403 `step_up_required`).
 */
export const POST = route({ access: "user" }, async ({ request, caller }) =>
  json(
    { success: true, ...(await startPasskeyRegistration(caller, clientAddress(request))) },
    200,
    {
      "Cache-Control": "no-store",
    },
  ),
);
