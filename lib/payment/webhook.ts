import "server-only";
import type Stripe from "stripe";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { rescoreLead } from "@/lib/voice/lead";
import { stripe } from "./stripe";

const PAID_EVENTS = new Set([
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
]);

/** Verifies the Stripe-Signature header on the raw body (timestamp tolerance 5 minutes). */
export function verifyStripeEvent(rawBody: string, signature: string | null): Stripe.Event {
  const client = stripe();
  if (!client || !env.STRIPE_WEBHOOK_SECRET)
    throw new AppError("not_found", "Card payments are not configured.");
  if (!signature) throw new AppError("bad_request", "Missing Stripe-Signature header.");
  try {
    return client.webhooks.constructEvent(rawBody, signature, env.STRIPE_WEBHOOK_SECRET, 300);
  } catch {
    throw new AppError("bad_request", "Invalid webhook signature.");
  }
}

/**
 * Applies a verified event once: its id is recorded in the same transaction that marks the
 * assessment paid, so a repeated, concurrent or out-of-order delivery changes nothing.
 * Only a locked (pending) assessment is unlocked: one already unlocked, by a coupon or an
 * earlier event, keeps its method and time; the payment itself is recorded either way.
 * Answers the assessment it unlocked, if any.
 */
export async function applyStripeEvent(event: Stripe.Event): Promise<string | null> {
  if (!PAID_EVENTS.has(event.type)) return null;
  const session = event.data.object as Stripe.Checkout.Session;
  if (session.payment_status !== "paid") return null;
  const assessmentId = session.metadata?.assessmentId ?? session.client_reference_id;
  if (!assessmentId) return null;

  return db.$transaction(async (tx) => {
    const recorded = await tx.$executeRaw`
      INSERT INTO webhook_events (id, provider, type) VALUES (${event.id}, 'stripe', ${event.type})
      ON CONFLICT (id) DO NOTHING`;
    if (recorded === 0) return null;
    const unlocked = await tx.assessment.updateMany({
      where: { id: assessmentId, paymentStatus: "pending" },
      data: { paymentStatus: "paid", stripePaymentId: session.id, paidAt: new Date() },
    });
    await tx.payment.updateMany({ where: { providerId: session.id }, data: { status: "paid" } });
    if (unlocked.count === 0) return null;
    await rescoreLead(tx, assessmentId);
    return assessmentId;
  });
}
