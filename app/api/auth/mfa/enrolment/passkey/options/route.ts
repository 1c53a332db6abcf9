import { passkeyEnrolmentOptions } from "@/capabilities/accounts/passkey-sign-in";
import { challengeSchema } from "@/capabilities/accounts/schemas";
import { json, route } from "@/platform/http";
import { clientAddress } from "@/platform/rate-limit";

/**
 * `{ challenge }` of an enrolling sign-in (an admin with no second factor yet): the options
 * for the browser's `startRegistration`, to make a passkey rather than set an app up.
 */
export const POST = route({ access: "public", body: challengeSchema }, async ({ request, body }) =>
  json(
    {
      success: true,
      options: await passkeyEnrolmentOptions(body.challenge, clientAddress(request)),
    },
    200,
    { "Cache-Control": "no-store" },
  ),
);
