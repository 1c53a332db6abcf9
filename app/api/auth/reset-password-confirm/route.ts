import { rememberDevice } from "@/capabilities/accounts/known-device";
import { accountMessages } from "@/capabilities/accounts/messages";
import { confirmPasswordReset } from "@/capabilities/accounts/reset";
import { resetConfirmSchema } from "@/capabilities/accounts/schemas";
import { json, route } from "@/platform/http";

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
