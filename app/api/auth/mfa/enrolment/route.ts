import { challengeSchema } from "@/capabilities/accounts/schemas";
import { enrolmentOf } from "@/capabilities/accounts/second-factor";
import { json, route } from "@/platform/http";

/**
 * An enrolling sign-in's new authenticator secret: its `otpauth://` address and QR code (SVG),
 * and the secret itself for typing in. Only with the live challenge of that sign-in.
 */
export const POST = route({ access: "public", body: challengeSchema }, async ({ body }) => {
  const enrolment = await enrolmentOf(body.challenge);
  return json({ success: true, ...enrolment }, 200, { "Cache-Control": "no-store" });
});
