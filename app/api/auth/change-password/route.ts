import { changePassword } from "@/lib/account/change-password";
import { accountMessages } from "@/lib/account/messages";
import { changePasswordSchema } from "@/lib/account/schemas";
import { signedInResponse } from "@/lib/account/session-response";
import { route } from "@/lib/http";

/** A signed-in user's new password; other sessions end, this one continues with a new cookie. */
export const POST = route(
  { access: "user", body: changePasswordSchema, duringPasswordChange: true },
  async ({ caller, body }) => {
    const user = await changePassword(caller.id, body);
    return signedInResponse(user, {
      message: accountMessages.passwordChanged,
      user: { id: user.id, email: user.email, role: user.role, mustChangePassword: false },
    });
  },
);
