import "server-only";
import type Stripe from "stripe";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { readBodyBytes } from "@/lib/http";
import { rescoreLead } from "@/lib/voice/lead";
import { stripe } from "./stripe";

const PAID_EVENTS = new Set([
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
]);

/** Largest Stripe event accepted, in bytes (the events we handle are a few kilobytes). */
export const MAX_STRIPE_EVENT_BYTES = 256 * 1024;

/**
 * A Stripe delivery, checked in this order: card payments configured (404, before a byte of
 * the body is read), signature header present (400), size (413, read as a stream), the
 * signature over the raw body with a 5-minute timestamp tolerance (400).
 */
export async function readStripeEvent(request: Request): Promise<Stripe.Event> {
  const client = stripe();
  const secret = env.STRIPE_WEBHOOK_SECRET;
  if (!client || !secret) throw new AppError("not_found", "Card payments are not configured.");
  const signature = request.headers.get("stripe-signature");
  if (!signature) throw new AppError("bad_request", "Missing Stripe-Signature header.");
  const raw = await readBodyBytes(request, MAX_STRIPE_EVENT_BYTES);
  try {
    return client.webhooks.constructEvent(raw, signature, secret, 300);
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
