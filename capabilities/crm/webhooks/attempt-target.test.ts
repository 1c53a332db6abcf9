import { resetData } from "@/tests/helpers/database";
import { startFakeServer } from "@/tests/fakes/http-server";

/**
 * Production rules (WEBHOOK_ALLOW_PRIVATE off): the address is checked again on every attempt,
 * not only when the URL was saved, so a host that now answers with a loopback address (DNS
 * changed, or rebinding) gets nothing.
 */
delete process.env.WEBHOOK_ALLOW_PRIVATE;

const receiver = await startFakeServer((_request, response) => response.end("ok"));
afterAll(() => receiver.close());

const { db } = await import("@/platform/db");
const { accountWithToken, seedAssessment } = await import("@/tests/helpers/admin");
const { recordLeadEvent } = await import("@/capabilities/leads/events/record");
const { runJobNow } = await import("@/platform/jobs/run");
const { createWebhook } = await import("./mutations");

beforeEach(resetData);

it("refuses, at delivery, an endpoint whose address has become loopback since it was saved", async () => {
  const { user } = await accountWithToken("admin");
  // Saved while its address was public (a literal address: no DNS needed here).
  const { webhook } = await createWebhook(user, {
    url: "https://93.184.215.14/hooks",
    events: ["assessment.completed"],
    description: "",
  });
  // Now the same endpoint leads to this machine.
  const port = new URL(receiver.url).port;
  await db.webhookEndpoint.update({
    where: { id: webhook.id },
    data: { url: `https://127.0.0.1:${port}/hooks` },
  });
  const assessmentId = await seedAssessment();
  const eventId = await db.$transaction((tx) =>
    recordLeadEvent(tx, "assessment.completed", assessmentId),
  );
  const dispatch = await db.generationJob.findUniqueOrThrow({
    where: { kind_key: { kind: "lead_event", key: eventId } },
  });
  await runJobNow(dispatch.id);
  const delivery = await db.webhookDelivery.findFirstOrThrow({});
  const job = await db.generationJob.findUniqueOrThrow({
    where: { kind_key: { kind: "webhook_delivery", key: delivery.id } },
  });
  await runJobNow(job.id);

  expect(receiver.requests).toHaveLength(0);
  const attempt = await db.webhookAttempt.findFirstOrThrow({ where: { deliveryId: delivery.id } });
  expect(attempt).toMatchObject({ attempt: 1, success: false, statusCode: null });
  expect(attempt.response).toContain("127.0.0.1, a private, loopback or link-local address");
  // Retried later like any failure: the address is checked again then.
  expect(await db.generationJob.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({
    status: "pending",
    attempts: 1,
  });
});
