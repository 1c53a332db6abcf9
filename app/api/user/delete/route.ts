import { eraseAccountSchema } from "@/capabilities/privacy/schemas";
import { eraseAccount, erasureMessage } from "@/capabilities/privacy/server";
import { clearSessionCookie } from "@/platform/auth/cookie";
import { json, route } from "@/platform/http";

/**
 * `{ password }`: deletes the signed-in person's account and everything linked to it
 * (capabilities/privacy/erase.ts); what a legal hold keeps is said; the session ends with it.
 */
export const POST = route(
  { access: "user", body: eraseAccountSchema },
  async ({ caller, body }) => {
    const erasure = await eraseAccount(caller.id, body.password);
    return clearSessionCookie(
      json({
        success: true,
        ...erasure,
        message: erasureMessage(erasure, "Your account and its data have"),
      }),
    );
  },
);
