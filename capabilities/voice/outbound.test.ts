import { resetData } from "@/tests/helpers/database";
import { createHmac } from "node:crypto";
import type { ServerResponse } from "node:http";
import { sendJson, startFakeServer, type RecordedRequest } from "@/tests/fakes/http-server";

/** Call-back requests sent to a fake voice-agent provider on 127.0.0.1. */
let answerStatus = 200;
const provider = await startFakeServer((_request: RecordedRequest, response: ServerResponse) =>
  answerStatus < 300
    ? sendJson(response, answerStatus, { accepted: true })
    : sendJson(response, answerStatus, { error: "upstream telephony down" }),
);
const SECRET = "voice-agent-test-secret";
process.env.VOICE_AGENT_WEBHOOK_URL = `${provider.url}/calls`;
process.env.VOICE_AGENT_SECRET = SECRET;
process.env.APP_URL = "https://readiness.example.com";

const { jest } = await import("@jest/globals");
const { NextRequest } = await import("next/server");
const { db } = await import("@/platform/db");
const { createAssessment } = await import("@/capabilities/leads/assessments/mutations");
const { makeAnswers } = await import("@/tests/helpers/test-answers");
const { processJobs, runJobNow } = await import("@/platform/jobs/run");
const { POST } = await import("@/app/api/call-request/route");

afterAll(() => provider.close());
beforeEach(async () => {
  await resetData();
  answerStatus = 200;
  provider.requests.length = 0;
});
afterEach(() => jest.restoreAllMocks());

async function requestCall(assessmentId: string) {
  const res = await POST(
    new NextRequest("http://localhost/api/call-request", {
      method: "POST",
      body: JSON.stringify({ phone_number: "+1 604 555 0199", assessment_id: assessmentId }),
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": `10.2.0.${Math.floor(Math.random() * 250)}`,
      },
    }),
    { params: Promise.resolve({}) },
  );
  expect(res.status).toBe(201);
  const { callRequestId } = (await res.json()) as { callRequestId: string };
  const job = await db.generationJob.findUniqueOrThrow({
    where: { kind_key: { kind: "voice_call", key: callRequestId } },
  });
  // The call_request.created event's dispatch (capabilities/leads/events) is not what these tests count.
  await db.generationJob.deleteMany({ where: { kind: "lead_event" } });
  return { callRequestId, job };
}

describe("voice_call jobs", () => {
  it("sends the provider a signed request with what the agent must know before it calls", async () => {
    const assessmentId = await createAssessment(
      makeAnswers({ otherChallenge: "Slow month-end close" }),
    );
    const { callRequestId, job } = await requestCall(assessmentId);
    expect(await runJobNow(job.id)).toBe(true);

    expect(provider.requests).toHaveLength(1);
    const [sent] = provider.requests;
    expect(sent.method).toBe("POST");
    expect(sent.url).toBe("/calls");
    expect(sent.headers["content-type"]).toBe("application/json");
    expect(sent.headers["idempotency-key"]).toBe(callRequestId);
    const timestamp = sent.headers["x-timestamp"] as string;
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
    const expected = createHmac("sha256", SECRET).update(`${timestamp}.${sent.body}`).digest("hex");
    expect(sent.headers["x-signature"]).toBe(`sha256=${expected}`);

    const payload = JSON.parse(sent.body);
    expect(payload).toMatchObject({
      event: "call_request.created",
      callRequestId,
      assessmentId,
      phoneNumber: "+16045550199",
      callbackUrl: "https://readiness.example.com/api/webhooks/interview",
      executive: {
        name: "Dana Reyes",
        title: "VP Operations",
        company: "Northwind Logistics",
        industry: "Technology",
      },
      businessChallenges: [
        "Shipping product features faster than competitors",
        "Hiring and retaining senior engineering talent",
        "Slow month-end close",
      ],
    });
    const stored = await db.assessment.findUniqueOrThrow({ where: { id: assessmentId } });
    expect(payload.readiness.score).toBe(stored.aiReadinessScore);
    expect(payload.readiness.maxScore).toBe(100);
    expect(payload.readiness.weakestPillars).toHaveLength(3);
    const shares = payload.readiness.weakestPillars.map(
      (p: { points: number; max: number }) => p.points / p.max,
    );
    expect(shares).toEqual([...shares].sort((a, b) => a - b));
    for (const pillar of payload.readiness.weakestPillars) {
      expect(pillar).toEqual({
        key: expect.any(String),
        label: expect.any(String),
        points: expect.any(Number),
        max: expect.any(Number),
        reasons: expect.arrayContaining([expect.any(String)]),
      });
    }

    // The follow-up questions did not exist yet: they were generated, stored and sent.
    const questions = await db.followUpQuestions.findUniqueOrThrow({ where: { assessmentId } });
    expect(payload.followUpQuestions).toEqual([
      {
        sectionKey: "business_challenges",
        primary: questions.q1Primary,
        followup: questions.q1Followup,
      },
      {
        sectionKey: "ai_tools_and_workflow",
        primary: questions.q2Primary,
        followup: questions.q2Followup,
      },
      {
        sectionKey: "confidence_reflection",
        primary: questions.q3Primary,
        followup: questions.q3Followup,
      },
    ]);
    expect(sent.body).not.toContain("dana@example.com");

    expect(await db.callRequest.findUniqueOrThrow({ where: { id: callRequestId } })).toMatchObject({
      status: "sent",
      attempts: 1,
      lastError: null,
    });
  });

  it("sends the stored follow-up questions when they exist", async () => {
    const assessmentId = await createAssessment(makeAnswers());
    await db.followUpQuestions.create({
      data: {
        assessmentId,
        q1Primary: "Stored one?",
        q1Followup: "f1",
        q2Primary: "Stored two?",
        q2Followup: "f2",
        q3Primary: "Stored three?",
        q3Followup: "f3",
      },
    });
    const { job } = await requestCall(assessmentId);
    await runJobNow(job.id);
    const payload = JSON.parse(provider.requests[0].body);
    expect(payload.followUpQuestions.map((q: { primary: string }) => q.primary)).toEqual([
      "Stored one?",
      "Stored two?",
      "Stored three?",
    ]);
  });

  it("retries a failing provider with backoff, then marks the request failed with the reason", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    answerStatus = 503;
    const assessmentId = await createAssessment(makeAnswers());
    const { callRequestId, job } = await requestCall(assessmentId);

    for (let attempt = 1; attempt <= 3; attempt++) {
      await db.generationJob.update({
        where: { id: job.id },
        data: { runAfter: new Date(Date.now() - 1000) },
      });
      expect(await processJobs()).toEqual({ ran: 1, failed: 1 });
      expect(provider.requests).toHaveLength(attempt);
      const state = await db.generationJob.findUniqueOrThrow({ where: { id: job.id } });
      const request = await db.callRequest.findUniqueOrThrow({ where: { id: callRequestId } });
      expect(request.attempts).toBe(attempt);
      expect(request.lastError).toBe(
        'Voice agent answered 503: {"error":"upstream telephony down"}',
      );
      if (attempt < 3) {
        expect(state.status).toBe("pending");
        expect(state.runAfter.getTime()).toBeGreaterThan(Date.now());
        expect(request.status).toBe("queued");
        expect(await processJobs()).toEqual({ ran: 0, failed: 0 }); // not before the backoff
      } else {
        expect(state.status).toBe("failed");
        expect(request.status).toBe("failed");
      }
    }
  });

  it("a request whose worker died on the last attempt fails with its job", async () => {
    const { callRequestId, job } = await requestCall(await createAssessment(makeAnswers()));
    await db.generationJob.update({
      where: { id: job.id },
      data: { status: "running", attempts: 3, leaseExpiresAt: new Date(Date.now() - 1000) },
    });
    expect(await processJobs()).toEqual({ ran: 0, failed: 0 });
    expect(await db.generationJob.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({
      status: "failed",
    });
    expect(await db.callRequest.findUniqueOrThrow({ where: { id: callRequestId } })).toMatchObject({
      status: "failed",
      attempts: 3,
      lastError: "The worker stopped before finishing the last attempt.",
    });
    expect(provider.requests).toHaveLength(0);
  });

  it("a retry that succeeds marks the request sent", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    answerStatus = 500;
    const { callRequestId, job } = await requestCall(await createAssessment(makeAnswers()));
    expect(await runJobNow(job.id)).toBe(false);
    answerStatus = 202;
    await db.generationJob.update({
      where: { id: job.id },
      data: { runAfter: new Date(Date.now() - 1000) },
    });
    expect(await processJobs()).toEqual({ ran: 1, failed: 0 });
    expect(await db.callRequest.findUniqueOrThrow({ where: { id: callRequestId } })).toMatchObject({
      status: "sent",
      attempts: 2,
      lastError: null,
    });
  });

  it("does not send a request that is no longer queued", async () => {
    const { callRequestId, job } = await requestCall(await createAssessment(makeAnswers()));
    await db.callRequest.update({ where: { id: callRequestId }, data: { status: "completed" } });
    expect(await runJobNow(job.id)).toBe(true);
    expect(provider.requests).toHaveLength(0);
  });
});
