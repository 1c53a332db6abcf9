import { json, route } from "@/platform/http";
import { startCheckout } from "@/capabilities/payments/checkout";
import { processPaymentSchema } from "@/capabilities/payments/schemas";

/** Starts a Stripe Checkout Session; the browser then goes to `url`. */
export const POST = route({ access: "public", body: processPaymentSchema }, async ({ body }) => {
  const { paymentId, url } = await startCheckout(body.assessmentId);
  return json({ success: true, paymentId, url, message: "Redirecting you to secure checkout..." });
});
