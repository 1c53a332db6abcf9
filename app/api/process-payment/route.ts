import { json, route } from "@/lib/http";
import { startCheckout } from "@/lib/payment/checkout";
import { processPaymentSchema } from "@/lib/payment/schemas";

/** Starts a Stripe Checkout Session; the browser then goes to `url`. */
export const POST = route({ access: "public", body: processPaymentSchema }, async ({ body }) => {
  const { paymentId, url } = await startCheckout(body.assessmentId);
  return json({ success: true, paymentId, url, message: "Redirecting you to secure checkout..." });
});
