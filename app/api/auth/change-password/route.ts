import { changePassword } from "@/capabilities/accounts/change-password";
import { accountMessages } from "@/capabilities/accounts/messages";
import { changePasswordSchema } from "@/capabilities/accounts/schemas";
import { signedInResponse } from "@/capabilities/accounts/session-response";
import { route } from "@/platform/http";

/** A signed-in user's new password; other sessions end, this one continues with a new cookie. */
export const POST = route(
  { access: "user", body: changePasswordSchema, duringPasswordChange: true },
  async ({ caller, body }) => {
    const user = await changePassword(caller.id, body);
    return signedInResponse(
      user,
      {
        message: accountMessages.passwordChanged,
        user: { id: user.id, email: user.email, role: user.role, mustChangePassword: false },
      },
      { secondFactor: caller.secondFactorAt !== null },
    );
  },
);
