import { resetData } from "@/tests/helpers/database";
import { streamedBody, streamInit } from "@/tests/helpers/streamed-body";

/** The Stripe webhook's body limits (the payment flow itself: capabilities/payments/stripe-flow.test.ts). */
process.env.STRIPE_SECRET_KEY = "sk_test_fake";
process.env.STRIPE_WEBHOOK_SECRET = "whsec_test_secret";

const { NextRequest } = await import("next/server");
const { db } = await import("@/platform/db");
const { MAX_STRIPE_EVENT_BYTES } = await import("@/capabilities/payments/webhook");
const { POST } = await import("./route");

beforeEach(resetData);

const headers = { "content-type": "application/json", "stripe-signature": "t=1,v1=00" };

function deliver(init: { body: BodyInit; headers: Record<string, string> }) {
  return POST(
    new NextRequest("http://localhost/api/webhooks/stripe", { method: "POST", ...init }),
    {
      params: Promise.resolve({}),
    },
  );
}

it("refuses a chunked body past the limit with 413, reading little more than the limit", async () => {
  const body = streamedBody(400 * 1024 * 1024);
  const res = await deliver({ ...streamInit(body.stream), headers });
  expect(res.status).toBe(413);
  expect((await res.json()).message).toBe(
    `Request body must be at most ${MAX_STRIPE_EVENT_BYTES} bytes.`,
  );
  expect(body.bytesRead()).toBeLessThanOrEqual(MAX_STRIPE_EVENT_BYTES + 64 * 1024);
  expect(await db.webhookEvent.count()).toBe(0);
});

it("refuses a declared Content-Length past the limit with 413 before reading the body", async () => {
  const body = streamedBody(1024 * 1024);
  const res = await deliver({
    ...streamInit(body.stream),
    headers: { ...headers, "content-length": String(700 * 1024 * 1024) },
  });
  expect(res.status).toBe(413);
  expect(body.bytesRead()).toBe(0);
});
