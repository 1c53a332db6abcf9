import { streamedBody, streamInit } from "@/tests/helpers/streamed-body";

/** Without Stripe's keys the webhook does not exist, and its body is never read. */
delete process.env.STRIPE_SECRET_KEY;
delete process.env.STRIPE_WEBHOOK_SECRET;

const { NextRequest } = await import("next/server");
const { POST } = await import("./route");

it("answers 404 without reading the body", async () => {
  const body = streamedBody(400 * 1024 * 1024);
  const res = await POST(
    new NextRequest("http://localhost/api/webhooks/stripe", {
      method: "POST",
      ...streamInit(body.stream),
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=00" },
    }),
    { params: Promise.resolve({}) },
  );
  expect(res.status).toBe(404);
  expect((await res.json()).message).toBe("Card payments are not configured.");
  expect(body.bytesRead()).toBe(0);
});
