import "@/tests/helpers/database";
import { jest } from "@jest/globals";
import { sendJson, startFakeServer } from "@/tests/fakes/http-server";

/** The Resend path, against a fake Resend API on 127.0.0.1 (RESEND_BASE_URL). */
let failNext = false;
let busyNext = false;
const resend = await startFakeServer((_request, response) => {
  if (failNext) {
    failNext = false;
    return sendJson(response, 422, { name: "validation_error", message: "Invalid `to` field." });
  }
  if (busyNext) {
    busyNext = false;
    return sendJson(response, 429, { name: "rate_limit_exceeded", message: "Too many requests." });
  }
  sendJson(response, 200, { id: "re_fake_123" });
});
process.env.RESEND_API_KEY = "re_test_key";
process.env.RESEND_BASE_URL = resend.url;

const { sendEmail } = await import("./send");
const { drainOutbox } = await import("./drain");
const { db } = await import("@/platform/db");

afterAll(() => resend.close());

const props = {
  executiveName: "Grace Hopper",
  companyName: "Cobol Works",
  resultsUrl: "http://localhost:3000/results/abc",
  roadmapUrl: "http://localhost:3000/roadmap/abc",
};

it("sends a rendered template through Resend and records it as sent", async () => {
  const sent = await sendEmail("grace@example.com", "roadmap-ready", props);
  expect(sent.status).toBe("sent");

  const request = resend.requests.at(-1)!;
  expect(request.method).toBe("POST");
  expect(request.url).toBe("/emails");
  expect(request.headers.authorization).toBe("Bearer re_test_key");
  expect(request.headers["idempotency-key"]).toBe(sent.id);
  const payload = JSON.parse(request.body);
  expect(payload.to).toBe("grace@example.com");
  expect(payload.subject).toBe("Your AI roadmap for Cobol Works is ready");
  expect(payload.html).toContain("Grace Hopper, your AI roadmap is ready");
  expect(payload.html).toContain(props.roadmapUrl);
  expect(payload.text).toContain(props.resultsUrl);

  const row = await db.emailMessage.findUniqueOrThrow({ where: { id: sent.id } });
  expect(row).toMatchObject({ status: "sent", providerId: "re_fake_123", to: "grace@example.com" });
  expect(row.sentAt).not.toBeNull();
});

it("keeps a refused message in the outbox as failed, with Resend's reason", async () => {
  failNext = true;
  const spy = jest.spyOn(console, "error").mockImplementation(() => {});
  const sent = await sendEmail("bad@example.com", "roadmap-ready", props);
  spy.mockRestore();
  expect(sent.status).toBe("failed");
  const row = await db.emailMessage.findUniqueOrThrow({ where: { id: sent.id } });
  expect(row.status).toBe("failed");
  expect(row.error).toContain("Invalid `to` field.");
});

it("keeps a message Resend could not take now queued, and sends it later under the same idempotency key", async () => {
  busyNext = true;
  const spy = jest.spyOn(console, "error").mockImplementation(() => {});
  const sent = await sendEmail("ada@example.com", "roadmap-ready", props);
  spy.mockRestore();
  expect(sent.status).toBe("queued");
  const row = await db.emailMessage.findUniqueOrThrow({ where: { id: sent.id } });
  expect(row).toMatchObject({ status: "queued", attempts: 1, error: "Too many requests." });
  expect(row.sendAfter.getTime()).toBeGreaterThan(Date.now());
  expect(await drainOutbox()).toBe(0); // not due yet

  await db.emailMessage.update({ where: { id: sent.id }, data: { sendAfter: new Date(0) } });
  expect(await drainOutbox()).toBe(1);
  const keys = resend.requests.slice(-2).map((r) => r.headers["idempotency-key"]);
  expect(keys).toEqual([sent.id, sent.id]);
  expect(await db.emailMessage.findUniqueOrThrow({ where: { id: sent.id } })).toMatchObject({
    status: "sent",
    attempts: 2,
  });
});

it("gives Resend a commercial message's own headers (List-Unsubscribe, RFC 8058), also when sent later from the outbox", async () => {
  const headers = {
    "List-Unsubscribe": "<http://localhost:3000/api/unsubscribe?token=abc.1.def>",
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
  const resumeUrl = "http://localhost:3000/assessment?draft=d1#resume=secret-token-123";
  const reminder = {
    executiveName: "Grace Hopper",
    companyName: "Cobol Works",
    stepReached: 3,
    resumeUrl,
    reminder: 1,
    senderName: "the Vancouver chapter",
    postalAddress: "1 Main Street, Vancouver",
    unsubscribeUrl: "http://localhost:3000/unsubscribe?token=abc.1.def",
    websiteUrl: "http://localhost:3000",
  };
  busyNext = true;
  const spy = jest.spyOn(console, "error").mockImplementation(() => {});
  const sent = await sendEmail("grace@example.com", "draft-reminder", reminder, { headers });
  spy.mockRestore();
  expect(sent.status).toBe("queued");
  await db.emailMessage.update({ where: { id: sent.id }, data: { sendAfter: new Date(0) } });
  expect(await drainOutbox()).toBe(1);

  for (const request of resend.requests.slice(-2)) {
    const payload = JSON.parse(request.body);
    expect(payload.headers).toEqual(headers);
    expect(payload.html).toContain(resumeUrl);
    expect(payload.text).toContain("Sent by the Vancouver chapter, 1 Main Street, Vancouver.");
  }
  const row = await db.emailMessage.findUniqueOrThrow({ where: { id: sent.id } });
  expect(row).toMatchObject({ status: "sent", headers });
  expect(JSON.stringify(row)).not.toContain("secret-token-123");
});

it("sends a transactional message without extra headers", async () => {
  await sendEmail("grace@example.com", "roadmap-ready", props);
  expect(JSON.parse(resend.requests.at(-1)!.body).headers).toBeUndefined();
});
