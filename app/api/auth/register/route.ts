import { accountMessages } from "@/capabilities/accounts/messages";
import { registerAccount } from "@/capabilities/accounts/register";
import { registerSchema } from "@/capabilities/accounts/schemas";
import { json, route } from "@/platform/http";
import { startAfterResponse } from "@/platform/jobs/run";
import { clientAddress, hit } from "@/platform/rate-limit";

/**
 * Creates an account (and saves the given assessment to it when it can). The same 201 and
 * body whether or not the address already had an account: no token, no cookie. Clients sign
 * in next with /api/auth/login; the owner of a known address gets an e-mail instead.
 */
export const POST = route({ access: "public", body: registerSchema }, async ({ request, body }) => {
  await hit("registerByEmail", body.email); // each one at a known address e-mails its owner
  await registerAccount(body, clientAddress(request));
  startAfterResponse(); // an account.created event, if an assessment was saved to the account
  return json({ success: true, message: accountMessages.registrationReceived }, 201, {
    "Cache-Control": "no-store",
  });
});
