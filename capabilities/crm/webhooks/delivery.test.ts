import { resetData } from "@/tests/helpers/database";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import * as crypto from "node:crypto";
import { startFakeServer } from "@/tests/fakes/http-server";

/** Deliveries to a receiver on 127.0.0.1: WEBHOOK_ALLOW_PRIVATE=true, as in development. */
process.env.WEBHOOK_ALLOW_PRIVATE = "true";

let answers: number[] = [];
let answerBody = "ok";
const receiver = await startFakeServer((_request, response) => {
  const status = answers.shift() ?? 200;
  if (status === 302) {
    response.writeHead(302, { location: `${receiver.url}/elsewhere` });
    return response.end();
  }
  response.writeHead(status, { "content-type": "text/plain" });
  response.end(answerBody);
});

const { db } = await import("@/platform/db");
const { accountWithToken, adminRequest, seedAssessment, withId } =
  await import("@/tests/helpers/admin");
const { recordLeadEvent } = await import("@/capabilities/leads/events/record");
const { runJobNow } = await import("@/platform/jobs/run");
const { claimJob, failAbandonedJobs } = await import("@/platform/jobs/queue");
const { createWebhook, updateWebhook } = await import("./mutations");
const { postSigned } = await import("./send");
const { resolveWebhookTarget } = await import("./target");
const testRoute = (await import("@/app/api/admin/webhooks/[id]/test/route")).POST;
const redeliverRoute = (
  await import("@/app/api/admin/webhooks/[id]/deliveries/[deliveryId]/redeliver/route")
).POST;
const deliveriesRoute = (await import("@/app/api/admin/webhooks/[id]/deliveries/route")).GET;

afterAll(() => receiver.close());

let admin: { id: string; email: string };
let token: string;
beforeEach(async () => {
  await resetData();
  answers = [];
  answerBody = "ok";
  receiver.requests.length = 0;
  const account = await accountWithToken("admin");
  admin = account.user;
  token = account.token;
});

async function endpoint(events = ["assessment.completed"], path = "/hooks") {
  return createWebhook(admin, {
    url: `${receiver.url}${path}`,
    events: events as never,
    description: "",
  });
}

/** A lead event, dispatched: its deliveries exist and are due. */
async function event(type = "assessment.completed" as const) {
  const assessmentId = await seedAssessment();
  const eventId = await db.$transaction((tx) => recordLeadEvent(tx, type, assessmentId));
  const dispatch = await db.generationJob.findUniqueOrThrow({
    where: { kind_key: { kind: "lead_event", key: eventId } },
  });
  expect(await runJobNow(dispatch.id)).toBe(true);
  return { assessmentId, eventId };
}

/** Runs the delivery's job now, as the queue would once its retry is due. */
async function attempt(deliveryId: string) {
  const job = await db.generationJob.update({
    where: { kind_key: { kind: "webhook_delivery", key: deliveryId } },
    data: { runAfter: new Date(Date.now() - 1000) },
  });
  await runJobNow(job.id);
  return db.generationJob.findUniqueOrThrow({ where: { id: job.id } });
}

const onlyDelivery = () => db.webhookDelivery.findFirstOrThrow({});

/** The receiver of the README ("Verifying a delivery"), run exactly as written there. */
function readmeVerifier(): (secret: string, headers: object, rawBody: string) => boolean {
  const readme = readFileSync("README.md", "utf8");
  const code = /<!-- webhook-receiver -->\s*```js\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!code) throw new Error("README has no webhook receiver snippet");
  const require = (name: string) => {
    if (name === "node:crypto") return crypto;
    throw new Error(`The README's receiver needs only node:crypto, not ${name}`);
  };
  return new Function("require", `${code}\nreturn verifyWebhook;`)(require);
}

describe("webhook deliveries", () => {
  it("a receiver that fails twice gets three attempts with one event id, then the delivery succeeds", async () => {
    await endpoint();
    answers = [500, 503, 200];
    const { eventId } = await event();
    const delivery = await onlyDelivery();
    const first = await attempt(delivery.id);
    // Retried with backoff: 30 s ± 20 % after the first failure.
    const wait = first.runAfter.getTime() - Date.now();
    expect(wait).toBeGreaterThan(20_000);
    expect(wait).toBeLessThan(37_000);
    await attempt(delivery.id);
    expect((await attempt(delivery.id)).status).toBe("done");

    expect(receiver.requests).toHaveLength(3);
    for (const request of receiver.requests) {
      expect(request.headers["x-webhook-id"]).toBe(eventId);
      expect(JSON.parse(request.body)).toMatchObject({ id: eventId, type: "assessment.completed" });
    }
    expect(
      await db.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } }),
    ).toMatchObject({ status: "succeeded", attempts: 3 });
    const log = await deliveriesRoute(
      adminRequest(`/api/admin/webhooks/${delivery.endpointId}/deliveries`, { token }),
      withId(delivery.endpointId),
    );
    const { attempts } = await log.json();
    expect(
      attempts.map((a: { attempt: number; statusCode: number }) => [a.attempt, a.statusCode]),
    ).toEqual([
      [3, 200],
      [2, 503],
      [1, 500],
    ]);
    expect(attempts[0]).toMatchObject({
      eventType: "assessment.completed",
      eventId,
      success: true,
      response: "ok",
      deliveryStatus: "succeeded",
    });
    expect(attempts[0].latencyMs).toEqual(expect.any(Number));
  });

  it("signs each delivery so that the README's receiver verifies it, and nothing else", async () => {
    const { secret } = await endpoint();
    await event();
    await attempt((await onlyDelivery()).id);
    const [request] = receiver.requests;
    const verify = readmeVerifier();
    expect(request.headers["x-signature"]).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verify(secret, request.headers, request.body)).toBe(true);
    expect(verify(secret, request.headers, request.body.replace("completed", "started"))).toBe(
      false,
    );
    expect(verify(`${secret}x`, request.headers, request.body)).toBe(false);
    const stale = {
      ...request.headers,
      "x-timestamp": String(Number(request.headers["x-timestamp"]) - 3600),
    };
    expect(verify(secret, stale, request.body)).toBe(false);
  });

  it("after a rotation signs with the new and the old secret, so receivers holding either accept it", async () => {
    const { webhook, secret: old } = await endpoint();
    const { secret: rotated } = await updateWebhook(admin, webhook.id, { rotateSecret: true });
    await event();
    await attempt((await onlyDelivery()).id);
    const [request] = receiver.requests;
    expect(String(request.headers["x-signature"]).split(",")).toHaveLength(2);
    const verify = readmeVerifier();
    expect(verify(rotated!, request.headers, request.body)).toBe(true);
    expect(verify(old, request.headers, request.body)).toBe(true);
    // Once the 24 hours are over, only the new secret signs.
    await db.webhookEndpoint.update({
      where: { id: webhook.id },
      data: { previousSecretExpiresAt: new Date(Date.now() - 1000) },
    });
    await event();
    const second = receiver.requests.length;
    await attempt((await db.webhookDelivery.findFirstOrThrow({ where: { attempts: 0 } })).id);
    const latest = receiver.requests[second];
    expect(verify(old, latest.headers, latest.body)).toBe(false);
    expect(verify(rotated!, latest.headers, latest.body)).toBe(true);
  });

  it("gives up after 8 failed attempts: the delivery and its job are failed", async () => {
    await endpoint();
    answers = Array(8).fill(500);
    await event();
    const delivery = await onlyDelivery();
    let job;
    for (let i = 0; i < 8; i++) job = await attempt(delivery.id);
    expect(job).toMatchObject({ status: "failed", attempts: 8 });
    expect(receiver.requests).toHaveLength(8);
    expect(
      (await db.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } })).status,
    ).toBe("failed");
  });

  it("a worker that dies on the last attempt leaves a failed delivery, not a pending one forever", async () => {
    await endpoint();
    answers = Array(7).fill(500);
    await event();
    const delivery = await onlyDelivery();
    for (let i = 0; i < 7; i++) await attempt(delivery.id);
    // The eighth attempt is claimed, then its worker dies: the lease runs out, nothing recorded.
    const job = await db.generationJob.update({
      where: { kind_key: { kind: "webhook_delivery", key: delivery.id } },
      data: { runAfter: new Date(Date.now() - 1000) },
    });
    const claimed = await claimJob(job.id);
    expect(claimed).toMatchObject({ status: "running", attempts: 8, maxAttempts: 8 });
    await db.generationJob.update({
      where: { id: job.id },
      data: { leaseExpiresAt: new Date(Date.now() - 1000) },
    });
    expect(await claimJob(job.id)).toBeNull(); // no ninth attempt

    expect(await failAbandonedJobs()).toBe(1);
    expect(await db.generationJob.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({
      status: "failed",
    });
    expect(
      await db.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } }),
    ).toMatchObject({ status: "failed", nextAttemptAt: null });
    const last = await db.webhookAttempt.findFirstOrThrow({
      where: { deliveryId: delivery.id },
      orderBy: { createdAt: "desc" },
    });
    expect(last).toMatchObject({ attempt: 8, success: false, statusCode: null });
    expect(last.response).toContain("worker stopped");
    expect(receiver.requests).toHaveLength(7);
    // Sweeping again changes nothing.
    expect(await failAbandonedJobs()).toBe(0);
    expect(await db.webhookAttempt.count({ where: { deliveryId: delivery.id } })).toBe(8);
  });

  it("follows no redirect: a 302 is a failed attempt and its Location is never requested", async () => {
    await endpoint();
    answers = [302];
    await event();
    const job = await attempt((await onlyDelivery()).id);
    expect(job.status).toBe("pending");
    expect(receiver.requests.map((r) => r.url)).toEqual(["/hooks"]);
    expect(await db.webhookAttempt.findFirstOrThrow({})).toMatchObject({
      statusCode: 302,
      success: false,
    });
  });

  it("reads at most 4 kB of a response and logs its first 500 characters", async () => {
    await endpoint();
    answerBody = "x".repeat(100_000);
    await event();
    await attempt((await onlyDelivery()).id);
    const logged = await db.webhookAttempt.findFirstOrThrow({});
    expect(logged).toMatchObject({ statusCode: 200, success: true });
    expect(logged.response).toBe("x".repeat(500));
  });

  it("abandons a receiver that does not answer within the timeout", async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const target = await resolveWebhookTarget(`http://127.0.0.1:${port}/`);
      const result = await postSigned(target, "{}", {}, 300);
      expect(result.statusCode).toBeNull();
      expect(result.response).toContain("No response within");
      expect(result.latencyMs).toBeLessThan(2_000);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  it("delivers only to active endpoints subscribed to the event's type", async () => {
    await endpoint(["assessment.completed"], "/a");
    await endpoint(["lead.qualified"], "/b");
    const { webhook: paused } = await endpoint(["assessment.completed"], "/c");
    await updateWebhook(admin, paused.id, { status: "paused" });
    await event("assessment.completed");
    const deliveries = await db.webhookDelivery.findMany({ include: { endpoint: true } });
    expect(deliveries.map((d) => new URL(d.endpoint.url).pathname)).toEqual(["/a"]);
  });

  it("pauses an endpoint whose every delivery failed for 24 hours and e-mails the admins", async () => {
    const { webhook } = await endpoint();
    answers = [500];
    await event();
    await db.webhookEndpoint.update({
      where: { id: webhook.id },
      data: { failingSince: new Date(Date.now() - 25 * 3600_000) },
    });
    await attempt((await onlyDelivery()).id);
    expect(await db.webhookEndpoint.findUniqueOrThrow({ where: { id: webhook.id } })).toMatchObject(
      {
        status: "paused",
        pausedReason: "failing",
      },
    );
    const mail = await db.emailMessage.findMany({ where: { template: "webhook-paused" } });
    expect(mail.map((m) => m.to)).toEqual([admin.email]);
    expect(mail[0].text).toContain(webhook.url);
    expect(await db.auditLog.count({ where: { action: "webhook.paused" } })).toBe(1);
    // A paused endpoint gets no new deliveries.
    await event();
    expect(await db.webhookDelivery.count()).toBe(1);
  });

  it("a success clears the failing streak, so one bad day does not pause the endpoint", async () => {
    const { webhook } = await endpoint();
    answers = [500, 200];
    await event();
    const delivery = await onlyDelivery();
    await attempt(delivery.id);
    expect(
      (await db.webhookEndpoint.findUniqueOrThrow({ where: { id: webhook.id } })).failingSince,
    ).not.toBeNull();
    await attempt(delivery.id);
    expect(
      (await db.webhookEndpoint.findUniqueOrThrow({ where: { id: webhook.id } })).failingSince,
    ).toBeNull();
  });

  it("Send test event delivers a signed webhook.test now; Redeliver sends a failed event again", async () => {
    const { webhook, secret } = await endpoint();
    const test = await testRoute(
      adminRequest(`/api/admin/webhooks/${webhook.id}/test`, { token, method: "POST" }),
      withId(webhook.id),
    );
    expect(test.status).toBe(200);
    expect((await test.json()).attempt).toMatchObject({
      statusCode: 200,
      success: true,
      attempt: 1,
    });
    const [sent] = receiver.requests;
    expect(JSON.parse(sent.body)).toMatchObject({
      type: "webhook.test",
      data: { assessment: { executiveName: "Test Executive" } },
    });
    expect(readmeVerifier()(secret, sent.headers, sent.body)).toBe(true);

    answers = Array(8).fill(500);
    const { eventId } = await event();
    const delivery = await db.webhookDelivery.findFirstOrThrow({ where: { eventId } });
    for (let i = 0; i < 8; i++) await attempt(delivery.id);
    answers = [200];
    const again = await redeliverRoute(
      adminRequest(`/api/admin/webhooks/${webhook.id}/deliveries/${delivery.id}/redeliver`, {
        token,
        method: "POST",
      }),
      { params: Promise.resolve({ id: webhook.id, deliveryId: delivery.id }) },
    );
    expect((await again.json()).attempt).toMatchObject({ statusCode: 200, attempt: 9 });
    expect(receiver.requests.at(-1)?.headers["x-webhook-id"]).toBe(eventId);
    expect(
      (await db.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } })).status,
    ).toBe("succeeded");
    expect(
      await db.auditLog.count({ where: { action: { in: ["webhook.test", "webhook.redeliver"] } } }),
    ).toBe(2);
  });
});
