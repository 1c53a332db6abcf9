import { resetApp } from "@/capabilities/accounts/authenticator-app";
import { json, route } from "@/platform/http";

/**
 * Resets another account's two-step sign-in (its phone and recovery codes lost): every session
 * of the account ends; an admin sets a new app up at the next sign-in.
 */
export const DELETE = route<"admin", undefined, { id: string }>(
  { access: "admin", stepUp: true },
  async ({ params, caller }) => {
    await resetApp(caller, params.id);
    return json({ success: true, message: "Two-step sign-in reset." });
  },
);
