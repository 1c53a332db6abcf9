import { resetData } from "@/tests/helpers/database";
import { NextRequest } from "next/server";
import { createAssessment } from "@/capabilities/leads/assessments/mutations";
import { db } from "@/platform/db";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { POST as webhook } from "../webhooks/stripe/route";
import { POST } from "./route";

/** Without STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: card payments are off, coupons still work. */
beforeEach(resetData);

const post = (handler: typeof POST, path: string, body: unknown) =>
  handler(
    new NextRequest(`http://localhost${path}`, {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=x" },
    }),
    { params: Promise.resolve({}) },
  );

it("answers 503 'card payments are not configured' and leaves the report locked", async () => {
  const id = await createAssessment(makeAnswers());
  const res = await post(POST, "/api/process-payment", { assessmentId: id });
  expect(res.status).toBe(503);
  expect(await res.json()).toMatchObject({
    success: false,
    message: "Card payments are not configured. Please use a coupon code.",
  });
  expect(await db.payment.count()).toBe(0);
  expect((await db.assessment.findUniqueOrThrow({ where: { id } })).paymentStatus).toBe("pending");
});

it("has no Stripe webhook: 404, nothing recorded", async () => {
  const res = await post(webhook, "/api/webhooks/stripe", { id: "evt_1" });
  expect(res.status).toBe(404);
  expect(await db.webhookEvent.count()).toBe(0);
});

const nested = (depth: number, inner: string) => '{"a":'.repeat(depth) + inner + "}".repeat(depth);

it.each([
  ["objects", nested(5000, "1")],
  ["arrays", "[".repeat(5000) + "]".repeat(5000)],
])("answers JSON %s nested 5,000 deep with 400, not a server error", async (_case, raw) => {
  const res = await POST(
    new NextRequest("http://localhost/api/process-payment", {
      method: "POST",
      body: raw,
      headers: { "content-type": "application/json" },
    }),
    { params: Promise.resolve({}) },
  );
  expect(res.status).toBe(400);
});

it("finds card data however deep it is nested", async () => {
  const res = await POST(
    new NextRequest("http://localhost/api/process-payment", {
      method: "POST",
      body: nested(5000, '{"cvc":"123"}'),
      headers: { "content-type": "application/json" },
    }),
    { params: Promise.resolve({}) },
  );
  expect(res.status).toBe(400);
  expect((await res.json()).message).toMatch(/Card details are never sent/);
});
