import { passkeySignInOptions } from "@/capabilities/accounts/passkey-sign-in";
import { challengeSchema } from "@/capabilities/accounts/schemas";
import { json, route } from "@/platform/http";
import { clientAddress } from "@/platform/rate-limit";

/**
 * `{ challenge }` of a live sign-in: the options for the browser's `startAuthentication`, one
 * of the account's passkeys to sign them. Their WebAuthn challenge is kept with the sign-in's.
 */
export const POST = route({ access: "public", body: challengeSchema }, async ({ request, body }) =>
  json(
    { success: true, options: await passkeySignInOptions(body.challenge, clientAddress(request)) },
    200,
    { "Cache-Control": "no-store" },
  ),
);
