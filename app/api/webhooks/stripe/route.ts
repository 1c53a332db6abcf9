import { json, route } from "@/platform/http";
import { startReportAfterUnlock } from "@/capabilities/payments/unlock";
import { applyStripeEvent, readStripeEvent } from "@/capabilities/payments/webhook";

/** Stripe's webhook: the caller is Stripe, proven by the signature over the raw body. */
export const POST = route({ access: "public" }, async ({ request }) => {
  const event = await readStripeEvent(request);
  const unlocked = await applyStripeEvent(event);
  if (unlocked) await startReportAfterUnlock(unlocked);
  return json({ received: true });
});
