import { rememberDevice } from "@/lib/account/known-device";
import { accountMessages } from "@/lib/account/messages";
import { confirmPasswordReset } from "@/lib/account/reset";
import { resetConfirmSchema } from "@/lib/account/schemas";
import { json, route } from "@/lib/http";

/**
 * Sets a new password with the token from a reset e-mail. The browser that did it proved the
 * mailbox: it becomes known to the account, so the sign-in throttle never stops it.
 */
export const POST = route(
  { access: "public", body: resetConfirmSchema },
  async ({ request, body }) => {
    const email = await confirmPasswordReset(body.token, body.newPassword);
    const response = json({ success: true, message: accountMessages.passwordChanged });
    return rememberDevice(response, request, email);
  },
);
