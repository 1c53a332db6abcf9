import { confirmConsent } from "@/capabilities/leads/consent/confirmation";
import { maskEmail } from "@/capabilities/leads/consent/unsubscribe";
import { json, route } from "@/platform/http";
import { startAfterResponse } from "@/platform/jobs/run";

/** The double opt-in's confirmation: `?token=` from the e-mail → `200 {subscribed, email}`. */
export const POST = route({ access: "public" }, async ({ request }) => {
  const email = await confirmConsent(new URL(request.url).searchParams.get("token"));
  startAfterResponse(); // the consent.changed events
  return json({ subscribed: true, email: maskEmail(email) }, 200, { "Cache-Control": "no-store" });
});
