import { removeApp, startAppEnrolment } from "@/capabilities/accounts/authenticator-app";
import { stepUpSchema } from "@/capabilities/accounts/schemas";
import { json, route } from "@/platform/http";
import { clientAddress } from "@/platform/rate-limit";

const noStore = { "Cache-Control": "no-store" };

/** Starts setting up an authenticator app: `{ challenge, secret, uri, qrSvg }` (confirm next). */
export const POST = route({ access: "user" }, async ({ caller }) =>
  json({ success: true, ...(await startAppEnrolment(caller)) }, 200, noStore),
);

/** `{ code }`: turns the caller's app off, with a current code (a user's only). */
export const DELETE = route(
  { access: "user", body: stepUpSchema },
  async ({ request, caller, body }) => {
    await removeApp(caller, body.code, clientAddress(request));
    return json({ success: true }, 200, noStore);
  },
);
