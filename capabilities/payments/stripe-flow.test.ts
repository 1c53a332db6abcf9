import { resetData } from "@/tests/helpers/database";
import { NextRequest } from "next/server";
import Stripe from "stripe";
import { sendJson, startFakeServer } from "@/tests/fakes/http-server";

/** Card payments against a fake Stripe API on 127.0.0.1, with webhooks signed like Stripe's. */
const fakeStripe = await startFakeServer((request, response) => {
  if (request.method === "POST" && request.url === "/v1/checkout/sessions") {
    const n = fakeStripe.requests.length;
    return sendJson(response, 200, {
      id: `cs_test_${n}`,
      object: "checkout.session",
      url: `https://checkout.stripe.test/c/cs_test_${n}`,
    });
  }
  sendJson(response, 404, { error: { message: "unknown route" } });
});
const WEBHOOK_SECRET = "whsec_test_secret";
process.env.STRIPE_SECRET_KEY = "sk_test_fake";
process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
process.env.STRIPE_API_URL = fakeStripe.url;

const { db } = await import("@/platform/db");
const { createAssessment } = await import("@/capabilities/leads/assessments/mutations");
const { almostQualifiedAnswers, makeAnswers } = await import("@/tests/helpers/test-answers");
const processPayment = (await import("@/app/api/process-payment/route")).POST;
const webhook = (await import("@/app/api/webhooks/stripe/route")).POST;
const paymentStatus = (await import("@/app/api/assessments/[id]/payment-status/route")).GET;
const fullReport = (await import("@/app/api/assessments/[id]/report/route")).GET;
const { redeemCoupon } = await import("@/capabilities/payments/coupon/mutations");
const { CARD_DATA_REFUSED } = await import("./schemas");

afterAll(() => fakeStripe.close());
beforeEach(resetData);

const noParams = { params: Promise.resolve({}) };
const signer = new Stripe("sk_test_fake");

function post(
  handler: typeof webhook,
  path: string,
  body: string,
  headers: Record<string, string> = {},
) {
  return handler(
    new NextRequest(`http://localhost${path}`, {
      method: "POST",
      body,
      headers: { "content-type": "application/json", ...headers },
    }),
    noParams,
  );
}

interface SessionOptions {
  id?: string;
  type?: string;
  paymentStatus?: string;
  sessionId?: string;
  amount?: number;
  currency?: string;
}

function checkoutEvent(assessmentId: string, options: SessionOptions = {}) {
  const sessionId = options.sessionId ?? "cs_test_1";
  return JSON.stringify({
    id: options.id ?? `evt_${Math.random().toString(36).slice(2)}`,
    object: "event",
    type: options.type ?? "checkout.session.completed",
    data: {
      object: {
        id: sessionId,
        object: "checkout.session",
        payment_status: options.paymentStatus ?? "paid",
        amount_total: options.amount ?? 4900,
        currency: options.currency ?? "usd",
        payment_intent: `pi_${sessionId}`,
        metadata: { assessmentId },
        client_reference_id: assessmentId,
      },
    },
  });
}

/** A charge event on the PaymentIntent of a session: refunded, or a dispute opened or closed. */
function chargeEvent(
  sessionId: string,
  type: "charge.refunded" | "charge.dispute.created" | "charge.dispute.closed",
  object: Record<string, unknown> = {},
) {
  const charge = type === "charge.refunded";
  return JSON.stringify({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: "event",
    type,
    data: {
      object: {
        id: charge ? `ch_${sessionId}` : `dp_${sessionId}`,
        object: charge ? "charge" : "dispute",
        payment_intent: `pi_${sessionId}`,
        ...(charge ? { refunded: true, amount: 4900, amount_refunded: 4900 } : {}),
        ...(type === "charge.dispute.created" ? { status: "needs_response" } : {}),
        ...object,
      },
    },
  });
}

/** An assessment with a Checkout Session started through our own endpoint. */
async function withCheckout(answers = makeAnswers()) {
  const id = await createAssessment(answers);
  const res = await post(
    processPayment,
    "/api/process-payment",
    JSON.stringify({ assessmentId: id }),
  );
  expect(res.status).toBe(200);
  const { paymentId } = await res.json();
  return { id, sessionId: paymentId as string };
}

function deliver(
  payload: string,
  timestamp = Math.floor(Date.now() / 1000),
  secret = WEBHOOK_SECRET,
) {
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  return post(webhook, "/api/webhooks/stripe", payload, { "stripe-signature": signature });
}

const isPaid = async (id: string) =>
  (
    await (
      await paymentStatus(new NextRequest("http://localhost/x"), {
        params: Promise.resolve({ id }),
      })
    ).json()
  ).isPaid;

describe("checkout", () => {
  it("creates a Checkout Session at the configured price, whatever amount the client sends", async () => {
    const id = await createAssessment(makeAnswers());
    const res = await post(
      processPayment,
      "/api/process-payment",
      JSON.stringify({ assessmentId: id, amount: 1 }),
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      success: true,
      paymentId: "cs_test_1",
      url: "https://checkout.stripe.test/c/cs_test_1",
    });
    expect(typeof body.message).toBe("string");

    const sent = new URLSearchParams(fakeStripe.requests.at(-1)!.body);
    expect(sent.get("line_items[0][price_data][unit_amount]")).toBe("4900");
    expect(sent.get("line_items[0][price_data][currency]")).toBe("usd");
    expect(sent.get("metadata[assessmentId]")).toBe(id);
    expect(sent.get("success_url")).toContain(`/payment/confirm?assessment=${id}`);
    expect(await db.payment.findFirst({ where: { assessmentId: id } })).toMatchObject({
      amount: 4900,
      status: "pending",
      providerId: "cs_test_1",
    });
  });

  it.each([
    [
      "nested cardDetails",
      { cardDetails: { number: "4242424242424242", expiry: "12/30", cvc: "123", name: "A" } },
    ],
    ["top-level number and cvc", { number: "4242424242424242", cvc: "123" }],
    ["top-level cardNumber and expiry", { cardNumber: "4242424242424242", expiry: "12/30" }],
    ["snake_case card_number", { card_number: "4242424242424242" }],
    ["a cvv under another object", { billing: { cvv: "123" } }],
  ])(
    "refuses a body carrying card data (%s) with 400, without calling Stripe",
    async (_case, card) => {
      const before = fakeStripe.requests.length;
      const id = await createAssessment(makeAnswers());
      const res = await post(
        processPayment,
        "/api/process-payment",
        JSON.stringify({ assessmentId: id, amount: 49, ...card }),
      );
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(CARD_DATA_REFUSED);
      expect(fakeStripe.requests.length).toBe(before);
      expect(await db.payment.count()).toBe(0);
    },
  );

  it("the success URL alone leaves the report locked", async () => {
    const id = await createAssessment(makeAnswers());
    await post(processPayment, "/api/process-payment", JSON.stringify({ assessmentId: id }));
    expect(await isPaid(id)).toBe(false);
  });
});

describe("the Stripe webhook", () => {
  it("marks the assessment paid once, however often or concurrently the event arrives", async () => {
    const { id, sessionId } = await withCheckout();
    const event = checkoutEvent(id, { id: "evt_once", sessionId });
    const responses = await Promise.all([deliver(event), deliver(event)]);
    expect(responses.map((r) => r.status)).toEqual([200, 200]);
    const paid = await db.assessment.findUniqueOrThrow({ where: { id } });
    expect(paid).toMatchObject({ paymentStatus: "paid", stripePaymentId: sessionId });

    expect((await deliver(event)).status).toBe(200);
    const again = await db.assessment.findUniqueOrThrow({ where: { id } });
    expect(again.paidAt).toEqual(paid.paidAt);
    expect(await db.webhookEvent.count()).toBe(1);
    expect(await db.generationJob.count({ where: { kind: "report", assessmentId: id } })).toBe(1);
    expect(await isPaid(id)).toBe(true);
  });

  it("unlocks on async_payment_succeeded, and not on a completed session still unpaid", async () => {
    const { id, sessionId } = await withCheckout();
    expect((await deliver(checkoutEvent(id, { paymentStatus: "unpaid", sessionId }))).status).toBe(
      200,
    );
    expect(await isPaid(id)).toBe(false);
    expect(
      (
        await deliver(
          checkoutEvent(id, { type: "checkout.session.async_payment_succeeded", sessionId }),
        )
      ).status,
    ).toBe(200);
    expect(await isPaid(id)).toBe(true);
  });

  it.each([
    [
      "async_payment_succeeded before checkout.session.completed",
      ["checkout.session.async_payment_succeeded", "checkout.session.completed"],
    ],
    [
      "checkout.session.completed before async_payment_succeeded",
      ["checkout.session.completed", "checkout.session.async_payment_succeeded"],
    ],
  ])(
    "changes the state once when %s arrive (different event ids)",
    async (_order, [first, second]) => {
      const { id, sessionId } = await withCheckout();
      const once = (eventId: string, type: string) =>
        deliver(checkoutEvent(id, { id: eventId, type, sessionId }));
      expect((await once("evt_first", first)).status).toBe(200);
      const paid = await db.assessment.findUniqueOrThrow({ where: { id } });
      expect(paid).toMatchObject({ paymentStatus: "paid", stripePaymentId: sessionId });

      expect((await once("evt_second", second)).status).toBe(200);
      const after = await db.assessment.findUniqueOrThrow({ where: { id } });
      expect(after).toMatchObject({ paymentStatus: "paid", stripePaymentId: sessionId });
      expect(after.paidAt).toEqual(paid.paidAt);
      expect(await db.generationJob.count({ where: { kind: "report", assessmentId: id } })).toBe(1);
    },
  );

  it("leaves a report already unlocked by a coupon as it was, and records the payment", async () => {
    await db.couponCode.create({ data: { code: "LEADERS2025" } });
    const { id, sessionId: paymentId } = await withCheckout();
    await redeemCoupon({ code: "LEADERS2025", assessmentId: id });
    const unlocked = await db.assessment.findUniqueOrThrow({ where: { id } });

    expect((await deliver(checkoutEvent(id, { sessionId: paymentId }))).status).toBe(200);
    const after = await db.assessment.findUniqueOrThrow({ where: { id } });
    expect(after).toMatchObject({
      paymentStatus: "coupon_used",
      couponCode: "LEADERS2025",
      stripePaymentId: null,
    });
    expect(after.paidAt).toEqual(unlocked.paidAt);
    expect(await db.payment.findUniqueOrThrow({ where: { providerId: paymentId } })).toMatchObject({
      status: "paid",
    });
    expect(await isPaid(id)).toBe(true);
  });

  it("rescores the lead on unlock: paying is an engagement signal", async () => {
    const { id, sessionId } = await withCheckout(almostQualifiedAnswers());
    expect(await db.assessment.findUniqueOrThrow({ where: { id } })).toMatchObject({
      leadScore: 4,
      leadQualified: false,
    });
    await deliver(checkoutEvent(id, { sessionId }));
    expect(await db.assessment.findUniqueOrThrow({ where: { id } })).toMatchObject({
      leadScore: 5,
      leadQualified: true,
    });
  });

  it.each([
    ["a bad signature", (p: string) => deliver(p, undefined, "whsec_wrong"), 400],
    ["a stale timestamp", (p: string) => deliver(p, Math.floor(Date.now() / 1000) - 3600), 400],
    ["no signature", (p: string) => post(webhook, "/api/webhooks/stripe", p), 400],
  ])("refuses %s and changes nothing", async (_case, send, status) => {
    const { id, sessionId } = await withCheckout();
    expect((await send(checkoutEvent(id, { sessionId }))).status).toBe(status);
    expect(await isPaid(id)).toBe(false);
    expect(await db.webhookEvent.count()).toBe(0);
  });

  it("acknowledges an unrelated event type and changes nothing", async () => {
    const id = await createAssessment(makeAnswers());
    expect((await deliver(checkoutEvent(id, { type: "payment_intent.created" }))).status).toBe(200);
    expect(await isPaid(id)).toBe(false);
  });
});

const statusOf = async (id: string) =>
  (await db.assessment.findUniqueOrThrow({ where: { id } })).paymentStatus;
const reportStatus = async (id: string) =>
  (
    await fullReport(new NextRequest(`http://localhost/api/assessments/${id}/report`), {
      params: Promise.resolve({ id }),
    })
  ).status;
const auditActions = async () =>
  (await db.auditLog.findMany({ orderBy: { createdAt: "asc" } })).map((entry) => entry.action);

describe("the Stripe webhook unlocks only what we sold", () => {
  it.each([
    ["1 JPY", { amount: 1, currency: "jpy" }],
    ["1 cent", { amount: 1 }],
    ["the right amount in another currency", { currency: "eur" }],
  ])(
    "acknowledges a paid session of ours for %s with 200, leaves it locked and audits it",
    async (_case, mismatch) => {
      const { id, sessionId } = await withCheckout();
      expect((await deliver(checkoutEvent(id, { sessionId, ...mismatch }))).status).toBe(200);
      expect(await isPaid(id)).toBe(false);
      expect(
        await db.payment.findUniqueOrThrow({ where: { providerId: sessionId } }),
      ).toMatchObject({ status: "pending" });
      expect(await auditActions()).toEqual(["payment.ignored"]);
    },
  );

  it("ignores a paid session we never created, though it names a real assessment", async () => {
    const id = await createAssessment(makeAnswers());
    expect((await deliver(checkoutEvent(id, { sessionId: "cs_live_elsewhere" }))).status).toBe(200);
    expect(await isPaid(id)).toBe(false);
    expect(await auditActions()).toEqual(["payment.ignored"]);
  });

  it("ignores our session when the event names another assessment", async () => {
    const { sessionId } = await withCheckout();
    const other = await createAssessment(makeAnswers());
    expect((await deliver(checkoutEvent(other, { sessionId }))).status).toBe(200);
    expect(await isPaid(other)).toBe(false);
  });

  it.each(["not-a-uuid", "", "1' OR '1'='1"])(
    "acknowledges a signed event with assessmentId %j with 200 and changes nothing",
    async (assessmentId) => {
      expect((await deliver(checkoutEvent(assessmentId, { sessionId: "cs_test_x" }))).status).toBe(
        200,
      );
      expect(await db.assessment.count({ where: { paymentStatus: "paid" } })).toBe(0);
    },
  );
});

describe("the Stripe webhook locks the report again", () => {
  async function paid(answers = makeAnswers()) {
    const checkout = await withCheckout(answers);
    expect((await deliver(checkoutEvent(checkout.id, checkout))).status).toBe(200);
    expect(await isPaid(checkout.id)).toBe(true);
    return checkout;
  }

  it("on a full refund: locked, the full report refused, the lead rescored, audited", async () => {
    const { id, sessionId } = await paid(almostQualifiedAnswers());
    expect((await db.assessment.findUniqueOrThrow({ where: { id } })).leadScore).toBe(5);

    expect((await deliver(chargeEvent(sessionId, "charge.refunded"))).status).toBe(200);
    expect(await statusOf(id)).toBe("refunded");
    expect(await isPaid(id)).toBe(false);
    expect(await reportStatus(id)).toBe(402);
    expect((await db.assessment.findUniqueOrThrow({ where: { id } })).leadScore).toBe(4);
    expect(await db.payment.findUniqueOrThrow({ where: { providerId: sessionId } })).toMatchObject({
      status: "refunded",
      paymentIntentId: `pi_${sessionId}`,
    });
    const [entry] = await db.auditLog.findMany();
    expect(entry).toMatchObject({
      action: "payment.refunded",
      targetType: "assessment",
      targetId: id,
      actorId: null,
    });
    expect(entry.details).toMatchObject({ sessionId, reportLocked: true });
  });

  it("not on a partial refund", async () => {
    const { id, sessionId } = await paid();
    const partial = chargeEvent(sessionId, "charge.refunded", {
      refunded: false,
      amount_refunded: 900,
    });
    expect((await deliver(partial)).status).toBe(200);
    expect(await statusOf(id)).toBe("paid");
  });

  it("on a dispute, and unlocks it again when the dispute is won", async () => {
    const { id, sessionId } = await paid();
    expect((await deliver(chargeEvent(sessionId, "charge.dispute.created"))).status).toBe(200);
    expect(await statusOf(id)).toBe("disputed");
    expect(await reportStatus(id)).toBe(402);

    const lost = chargeEvent(sessionId, "charge.dispute.closed", { status: "lost" });
    expect((await deliver(lost)).status).toBe(200);
    expect(await statusOf(id)).toBe("disputed");

    const won = chargeEvent(sessionId, "charge.dispute.closed", { status: "won" });
    expect((await deliver(won)).status).toBe(200);
    expect(await statusOf(id)).toBe("paid");
    expect(await auditActions()).toEqual(["payment.disputed", "payment.dispute_won"]);
  });

  it("once, however often the refund arrives", async () => {
    const { id, sessionId } = await paid();
    const refund = chargeEvent(sessionId, "charge.refunded");
    await Promise.all([deliver(refund), deliver(refund)]);
    expect(await statusOf(id)).toBe("refunded");
    expect(await auditActions()).toEqual(["payment.refunded"]);
  });

  it("but not a report unlocked by a coupon, whose card payment was refunded", async () => {
    await db.couponCode.create({ data: { code: "LEADERS2025" } });
    const { id, sessionId } = await withCheckout();
    await redeemCoupon({ code: "LEADERS2025", assessmentId: id });
    await deliver(checkoutEvent(id, { sessionId }));
    expect((await deliver(chargeEvent(sessionId, "charge.refunded"))).status).toBe(200);
    expect(await statusOf(id)).toBe("coupon_used");
    expect(await db.payment.findUniqueOrThrow({ where: { providerId: sessionId } })).toMatchObject({
      status: "refunded",
    });
  });

  it("and a refunded report can be paid for again", async () => {
    const first = await paid();
    await deliver(chargeEvent(first.sessionId, "charge.refunded"));
    const res = await post(
      processPayment,
      "/api/process-payment",
      JSON.stringify({ assessmentId: first.id }),
    );
    expect(res.status).toBe(200);
    const { paymentId } = await res.json();
    expect((await deliver(checkoutEvent(first.id, { sessionId: paymentId }))).status).toBe(200);
    expect(await statusOf(first.id)).toBe("paid");
    // A late copy of the first, refunded session does not count as a payment.
    expect(
      await db.payment.findUniqueOrThrow({ where: { providerId: first.sessionId } }),
    ).toMatchObject({ status: "refunded" });
  });

  it("ignores refunds of charges that are not ours", async () => {
    const { id } = await paid();
    expect((await deliver(chargeEvent("cs_unknown", "charge.refunded"))).status).toBe(200);
    expect(await statusOf(id)).toBe("paid");
    expect(await db.auditLog.count()).toBe(0);
  });
});
