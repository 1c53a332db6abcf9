import { eraseAccountSchema } from "@/capabilities/privacy/schemas";
import { eraseAccount } from "@/capabilities/privacy/server";
import { clearSessionCookie } from "@/platform/auth/cookie";
import { json, route } from "@/platform/http";

/**
 * `{ password }`: deletes the signed-in person's account and everything linked to it
 * (capabilities/privacy/erase-account.ts); the session ends with it.
 */
export const POST = route(
  { access: "user", body: eraseAccountSchema },
  async ({ caller, body }) => {
    await eraseAccount(caller.id, body.password);
    return clearSessionCookie(
      json({ success: true, message: "Your account and its data have been deleted." }),
    );
  },
);
