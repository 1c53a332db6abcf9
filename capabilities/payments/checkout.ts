import "server-only";
import { db } from "@/platform/db";
import { env } from "@/platform/env";
import { AppError } from "@/platform/errors";
import { isLocked } from "./status";
import { cardPaymentsEnabled, stripe } from "./stripe";

export interface CheckoutStarted {
  paymentId: string;
  url: string;
}

/**
 * A Stripe Checkout Session for the full report, at the configured price (never an amount
 * from the client), carrying the assessment id; the webhook later marks it paid.
 */
export async function startCheckout(assessmentId: string): Promise<CheckoutStarted> {
  const client = stripe();
  if (!client || !cardPaymentsEnabled()) {
    throw new AppError(
      "service_unavailable",
      "Card payments are not configured. Please use a coupon code.",
    );
  }
  const assessment = await db.assessment.findUnique({
    where: { id: assessmentId, status: "completed" },
    select: { paymentStatus: true, executiveEmail: true, companyName: true },
  });
  if (!assessment) throw new AppError("not_found", "Assessment not found.");
  if (!isLocked(assessment.paymentStatus)) {
    throw new AppError("conflict", "The report for this assessment is already unlocked.");
  }
  const session = await client.checkout.sessions.create({
    mode: "payment",
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: env.REPORT_CURRENCY,
          unit_amount: env.REPORT_PRICE_CENTS,
          product_data: {
            name: "Full AI Readiness Report",
            description: `For ${assessment.companyName}`,
          },
        },
      },
    ],
    client_reference_id: assessmentId,
    metadata: { assessmentId },
    ...(assessment.executiveEmail && { customer_email: assessment.executiveEmail }),
    success_url: `${env.APP_URL}/payment/confirm?assessment=${assessmentId}&session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${env.APP_URL}/payment?assessment=${assessmentId}`,
  });
  if (!session.url)
    throw new AppError("service_unavailable", "Payment processing failed. Please try again.");
  await db.payment.create({
    data: {
      assessmentId,
      providerId: session.id,
      amount: env.REPORT_PRICE_CENTS,
      currency: env.REPORT_CURRENCY,
      status: "pending",
    },
  });
  return { paymentId: session.id, url: session.url };
}
