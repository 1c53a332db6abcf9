import "server-only";
import type Stripe from "stripe";
import { db } from "@/platform/db";
import { env } from "@/platform/env";
import { AppError } from "@/platform/errors";
import type { Prisma } from "@/platform/db/generated/prisma/client";
import { readBodyBytes } from "@/platform/http";
import { recordLeadEvent } from "@/capabilities/leads/server";
import { rescoreLead } from "@/capabilities/leads/server";
import { auditPayment } from "./audit";
import { LOCKED_STATUSES } from "./status";
import { stripe } from "./stripe";

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

/** The id of a Stripe reference, expanded or not. */
const idOf = (ref: string | { id: string } | null | undefined) =>
  typeof ref === "string" ? ref : (ref?.id ?? null);

/**
 * Applies a verified event once (its id is recorded in the same transaction as its effect,
 * so a repeated, concurrent or out-of-order delivery changes nothing):
 * - a paid Checkout Session unlocks the report only when it is one we created (our payment
 *   row has its id, for the same assessment) at the amount and currency we asked for;
 *   anything else is acknowledged, ignored and audited, as Stripe would retry a refusal for
 *   days. An assessment already unlocked keeps its method and time.
 * - a charge refunded in full, or disputed, locks the report again (audited); a dispute
 *   won unlocks it again.
 * Answers the assessment it unlocked, if any.
 */
export async function applyStripeEvent(event: Stripe.Event): Promise<string | null> {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return applyPaidSession(event, event.data.object);
    case "charge.refunded":
      // A partial refund leaves the report unlocked: the merchant chose to keep the sale.
      if (!event.data.object.refunded) return null;
      return changeCardPayment(event, idOf(event.data.object.payment_intent), "refunded");
    case "charge.dispute.created":
      return changeCardPayment(event, idOf(event.data.object.payment_intent), "disputed");
    case "charge.dispute.closed":
      if (event.data.object.status !== "won") return null;
      return changeCardPayment(event, idOf(event.data.object.payment_intent), "paid");
    default:
      return null;
  }
}

type Tx = Prisma.TransactionClient;

async function firstDelivery(tx: Tx, event: Stripe.Event): Promise<boolean> {
  const recorded = await tx.$executeRaw`
    INSERT INTO webhook_events (id, provider, type) VALUES (${event.id}, 'stripe', ${event.type})
    ON CONFLICT (id) DO NOTHING`;
  return recorded === 1;
}

interface PaymentRow {
  assessmentId: string | null;
  amount: number;
  currency: string;
  status: string;
}

/** Why a paid session does not unlock our report, or null when it does. */
function whyNotOurs(session: Stripe.Checkout.Session, payment: PaymentRow | null): string | null {
  if (!payment) return "no checkout of ours has this session id";
  if (!payment.assessmentId) return "its assessment was erased at its owner's request";
  const claimed = session.metadata?.assessmentId ?? session.client_reference_id;
  if (claimed && claimed !== payment.assessmentId) return "the session names another assessment";
  if (session.amount_total !== payment.amount) return "the amount differs from our checkout";
  if ((session.currency ?? "").toLowerCase() !== payment.currency.toLowerCase())
    return "the currency differs from our checkout";
  if (payment.status === "refunded" || payment.status === "disputed")
    return `the payment was already ${payment.status}`;
  return null;
}

async function applyPaidSession(
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
): Promise<string | null> {
  if (session.payment_status !== "paid") return null;
  return db.$transaction(async (tx) => {
    if (!(await firstDelivery(tx, event))) return null;
    const payment = await tx.payment.findUnique({ where: { providerId: session.id } });
    const refusal = whyNotOurs(session, payment);
    if (refusal || !payment?.assessmentId) {
      console.warn(`Stripe session ${session.id} ignored: ${refusal}.`);
      await auditPayment(tx, "payment.ignored", payment?.assessmentId ?? null, {
        eventId: event.id,
        sessionId: session.id,
        reason: refusal ?? "",
        amount: session.amount_total,
        currency: session.currency,
      });
      return null;
    }
    await tx.payment.update({
      where: { id: payment.id },
      data: { status: "paid", paymentIntentId: idOf(session.payment_intent) },
    });
    const unlocked = await tx.assessment.updateMany({
      where: { id: payment.assessmentId, paymentStatus: { in: [...LOCKED_STATUSES] } },
      data: { paymentStatus: "paid", stripePaymentId: session.id, paidAt: new Date() },
    });
    if (unlocked.count === 0) return null;
    await recordLeadEvent(tx, "report.unlocked", payment.assessmentId);
    await rescoreLead(tx, payment.assessmentId);
    return payment.assessmentId;
  });
}

const CHANGES = {
  refunded: { from: ["paid", "disputed"], action: "payment.refunded" },
  disputed: { from: ["paid"], action: "payment.disputed" },
  paid: { from: ["disputed"], action: "payment.dispute_won" },
} as const;

/**
 * A refund, dispute or won dispute on the charge of one of our paid sessions: the payment
 * row takes the new state, and so does the report when this card payment is what unlocked
 * it (one unlocked by a coupon stays unlocked). Answers the assessment unlocked again.
 */
async function changeCardPayment(
  event: Stripe.Event,
  paymentIntentId: string | null,
  to: keyof typeof CHANGES,
): Promise<string | null> {
  if (!paymentIntentId) return null;
  const { from, action } = CHANGES[to];
  return db.$transaction(async (tx) => {
    if (!(await firstDelivery(tx, event))) return null;
    const payment = await tx.payment.findUnique({ where: { paymentIntentId } });
    if (!payment || !(from as readonly string[]).includes(payment.status)) return null;
    await tx.payment.update({ where: { id: payment.id }, data: { status: to } });
    // Erased at its owner's request: the payment record is all that is left to change.
    if (!payment.assessmentId) return null;
    const changed = await tx.assessment.updateMany({
      where: {
        id: payment.assessmentId,
        stripePaymentId: payment.providerId,
        paymentStatus: { in: [...from] },
      },
      data: { paymentStatus: to },
    });
    if (changed.count === 1) await rescoreLead(tx, payment.assessmentId);
    if (changed.count === 1 && to === "paid") {
      await recordLeadEvent(tx, "report.unlocked", payment.assessmentId);
    }
    await auditPayment(tx, action, payment.assessmentId, {
      eventId: event.id,
      sessionId: payment.providerId,
      paymentIntentId,
      reportLocked: to !== "paid" && changed.count === 1,
    });
    return to === "paid" && changed.count === 1 ? payment.assessmentId : null;
  });
}
