import { accountMessages } from "@/lib/account/messages";
import { registerAccount } from "@/lib/account/register";
import { registerSchema } from "@/lib/account/schemas";
import { json, route } from "@/lib/http";
import { startAfterResponse } from "@/lib/jobs/run";
import { clientAddress, hit } from "@/lib/rate-limit";

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
