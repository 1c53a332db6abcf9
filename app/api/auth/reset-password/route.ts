import { accountMessages } from "@/capabilities/accounts/messages";
import { requestPasswordReset } from "@/capabilities/accounts/reset";
import { resetRequestSchema } from "@/capabilities/accounts/schemas";
import { json, route } from "@/platform/http";
import { clientAddress, hit } from "@/platform/rate-limit";

/** Starts a password reset: one answer whether or not the address has an account. */
export const POST = route(
  { access: "public", body: resetRequestSchema },
  async ({ request, body }) => {
    await hit("resetRequest", `client:${clientAddress(request)}`);
    await hit("resetRequest", `email:${body.email}`);
    await requestPasswordReset(body.email);
    return json({ success: true, message: accountMessages.resetRequested });
  },
);
