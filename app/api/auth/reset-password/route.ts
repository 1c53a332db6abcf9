import { accountMessages } from "@/lib/account/messages";
import { requestPasswordReset } from "@/lib/account/reset";
import { resetRequestSchema } from "@/lib/account/schemas";
import { json, route } from "@/lib/http";
import { clientAddress, hit } from "@/lib/rate-limit";

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
