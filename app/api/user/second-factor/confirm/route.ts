import { confirmAppEnrolment } from "@/capabilities/accounts/authenticator-app";
import { secondFactorSchema } from "@/capabilities/accounts/schemas";
import { json, route } from "@/platform/http";

/** `{ challenge, code }`: the new app's first code turns it on; the recovery codes, once. */
export const POST = route(
  { access: "user", body: secondFactorSchema },
  async ({ caller, body }) => {
    const recoveryCodes = await confirmAppEnrolment(caller, body.challenge, body.code);
    return json({ success: true, recoveryCodes }, 200, { "Cache-Control": "no-store" });
  },
);
