import { json, route } from "@/platform/http";
import { startAfterResponse } from "@/platform/jobs/run";
import { applyBookingNotice, readBookingDelivery } from "@/capabilities/leads/server";

/**
 * The scheduling provider's booking events (docs/api.md "Booking webhook"): the caller is the
 * provider, proven by its signature over the raw body. A replayed event answers 409.
 */
export const POST = route({ access: "public" }, async ({ request }) => {
  const result = await applyBookingNotice(await readBookingDelivery(request));
  startAfterResponse(); // its lead.booked or lead.booking_cancelled event
  return json({ received: true, ...result });
});
