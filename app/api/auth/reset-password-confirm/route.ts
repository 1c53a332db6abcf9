import { accountMessages } from "@/lib/account/messages";
import { confirmPasswordReset } from "@/lib/account/reset";
import { resetConfirmSchema } from "@/lib/account/schemas";
import { json, route } from "@/lib/http";

/** Sets a new password with the token from a reset e-mail. */
export const POST = route({ access: "public", body: resetConfirmSchema }, async ({ body }) => {
  await confirmPasswordReset(body.token, body.newPassword);
  return json({ success: true, message: accountMessages.passwordChanged });
});
