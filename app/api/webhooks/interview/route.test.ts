import { resetData } from "@/tests/helpers/database";
import { createHmac } from "node:crypto";
import { streamedBody, streamInit } from "@/tests/helpers/streamed-body";

/** The interview webhook with INTERVIEW_WEBHOOK_SECRET set (route.disabled.test.ts: unset). */
const SECRET = "interview-webhook-test-secret";
process.env.INTERVIEW_WEBHOOK_SECRET = SECRET;

const { NextRequest } = await import("next/server");
const { db } = await import("@/platform/db");
const { createAssessment } = await import("@/capabilities/leads/assessments/mutations");
const { makeAnswers } = await import("@/tests/helpers/test-answers");
const { MAX_INTERVIEW_BYTES } = await import("@/capabilities/voice/webhook");
const { POST } = await import("./route");

const now = () => Math.floor(Date.now() / 1000);
const sign = (body: string, timestamp = now(), secret = SECRET) => ({
  "x-signature": `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`,
  "x-timestamp": String(timestamp),
});

function deliver(body: string, headers: Record<string, string> = sign(body)) {
  return POST(
    new NextRequest("http://localhost/api/webhooks/interview", {
      method: "POST",
      body,
      headers: { "content-type": "application/json", ...headers },
    }),
    { params: Promise.resolve({}) },
  );
}

function interview(assessmentId: string, overrides: Record<string, unknown> = {}) {
  return {
    interviewId: "vapi_call_123",
    assessmentId,
    transcriptSummary: "Dana wants to cut quoting time before scaling the sales team.",
    sections: [
      {
        sectionKey: "business_challenges",
        primaryAnswer: "Quoting takes five days.",
        followupAnswer: "We would measure turnaround.",
        deeperDiveSummary: "Quote turnaround is the bottleneck.",
        insights: ["Quotes wait on engineering review", "Sales loses deals after day three"],
        proposedPilot: "Draft quotes with an assistant grounded in past proposals.",
        kpis: ["Quote turnaround", { name: "Win rate", target: "+10%" }],
        systemsData: { crm: "HubSpot" },
        constraintsRisks: ["Pricing data is confidential"],
        nextStep: { action: "Pick 20 past quotes", owner: "Head of Sales", timeline: "2 weeks" },
        confidence: 0.85,
        quotes: ["We lose deals while we wait."],
      },
      {
        sectionKey: "confidence_reflection",
        nextStep: "Book a leadership workshop",
        confidence: 70,
      },
    ],
    ...overrides,
  };
}

async function stored() {
  return {
    interviews: await db.interview.count(),
    sections: await db.interviewSection.count(),
  };
}

/** Refused with `status` and a message, and nothing stored. */
async function expectRefused(response: Response, status: number, message?: RegExp) {
  expect(response.status).toBe(status);
  const body = await response.json();
  expect(typeof body.message).toBe("string");
  if (message) expect(body.message).toMatch(message);
  expect(await stored()).toEqual({ interviews: 0, sections: 0 });
  return body;
}

/** A lead whose profile alone scores 4: one engagement point qualifies it. */
const modestLead = () =>
  createAssessment(
    makeAnswers({ executiveTitle: "Analyst", companyRevenue: "1m-10m", orgPosture: "curious" }),
  );

beforeEach(resetData);

describe("POST /api/webhooks/interview", () => {
  it("stores a signed interview with its sections, in the provider's order", async () => {
    const id = await createAssessment(makeAnswers());
    const res = await deliver(JSON.stringify(interview(id)));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, duplicate: false });

    const saved = await db.interview.findUniqueOrThrow({
      where: { interviewId: "vapi_call_123" },
      include: { sections: { orderBy: { createdAt: "asc" } } },
    });
    expect(saved.assessmentId).toBe(id);
    expect(saved.transcriptSummary).toMatch(/quoting time/);
    expect(saved.sections.map((s) => s.sectionKey)).toEqual([
      "business_challenges",
      "confidence_reflection",
    ]);
    expect(saved.sections[0]).toMatchObject({
      confidence: 85,
      kpis: ["Quote turnaround", { name: "Win rate", target: "+10%" }],
      systemsData: { crm: "HubSpot" },
      nextStep: { action: "Pick 20 past quotes", owner: "Head of Sales", timeline: "2 weeks" },
      quotes: ["We lose deals while we wait."],
    });
    expect(saved.sections[1]).toMatchObject({
      confidence: 70,
      nextStep: "Book a leadership workshop",
      insights: [],
      proposedPilot: null,
      systemsData: null,
    });
  });

  it("a second delivery of the same interview changes nothing and says it was a duplicate", async () => {
    const id = await createAssessment(makeAnswers());
    expect((await deliver(JSON.stringify(interview(id)))).status).toBe(200);
    const again = await deliver(
      JSON.stringify(interview(id, { transcriptSummary: "Changed", sections: [] })),
    );
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    expect(await stored()).toEqual({ interviews: 1, sections: 2 });
    expect((await db.interview.findFirstOrThrow()).transcriptSummary).toMatch(/quoting time/);
  });

  it("concurrent deliveries store the interview once", async () => {
    const id = await createAssessment(makeAnswers());
    const body = JSON.stringify(interview(id));
    const responses = await Promise.all([deliver(body), deliver(body), deliver(body)]);
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
    const answers = await Promise.all(responses.map((r) => r.json()));
    expect(answers.filter((a) => a.duplicate === false)).toHaveLength(1);
    expect(await stored()).toEqual({ interviews: 1, sections: 2 });
  });

  it("raises the lead score and completes the call request it answers", async () => {
    const id = await modestLead();
    const other = await createAssessment(makeAnswers());
    const request = await db.callRequest.create({
      data: { assessmentId: id, phoneNumber: "+16045550199", status: "sent" },
    });
    const foreign = await db.callRequest.create({
      data: { assessmentId: other, phoneNumber: "+16045550100", status: "sent" },
    });
    expect((await db.assessment.findUniqueOrThrow({ where: { id } })).leadScore).toBe(4);

    await deliver(JSON.stringify(interview(id, { callRequestId: request.id })));
    // the call request itself counts too now: call requested + interview completed
    expect(await db.assessment.findUniqueOrThrow({ where: { id } })).toMatchObject({
      leadScore: 6,
      leadQualified: true,
    });
    expect((await db.callRequest.findUniqueOrThrow({ where: { id: request.id } })).status).toBe(
      "completed",
    );

    // Another assessment's call request is never touched.
    await deliver(
      JSON.stringify(interview(id, { interviewId: "vapi_call_456", callRequestId: foreign.id })),
    );
    expect((await db.callRequest.findUniqueOrThrow({ where: { id: foreign.id } })).status).toBe(
      "sent",
    );
  });

  it("an interview without a call request still counts as engagement", async () => {
    const id = await modestLead();
    await deliver(JSON.stringify(interview(id)));
    expect(await db.assessment.findUniqueOrThrow({ where: { id } })).toMatchObject({
      leadScore: 5,
      leadQualified: true,
    });
  });

  describe("refuses, storing nothing", () => {
    it("an unsigned delivery (401)", async () => {
      const id = await createAssessment(makeAnswers());
      await expectRefused(
        await deliver(JSON.stringify(interview(id)), {}),
        401,
        /Missing X-Signature/,
      );
    });

    it("a signature made with another secret (401)", async () => {
      const body = JSON.stringify(interview(await createAssessment(makeAnswers())));
      await expectRefused(
        await deliver(body, sign(body, now(), "not-the-secret")),
        401,
        /Invalid signature/,
      );
    });

    it("a body changed after signing (401)", async () => {
      const body = JSON.stringify(interview(await createAssessment(makeAnswers())));
      await expectRefused(
        await deliver(body.replace("five days", "one day"), sign(body)),
        401,
        /Invalid signature/,
      );
    });

    it("a signature for another timestamp (401)", async () => {
      const body = JSON.stringify(interview(await createAssessment(makeAnswers())));
      const headers = { ...sign(body, now() - 10), "x-timestamp": String(now()) };
      await expectRefused(await deliver(body, headers), 401, /Invalid signature/);
    });

    it.each([
      ["older than 5 minutes", -301],
      ["more than 5 minutes ahead", 301],
    ])("a timestamp %s (401)", async (_case, offset) => {
      const body = JSON.stringify(interview(await createAssessment(makeAnswers())));
      await expectRefused(
        await deliver(body, sign(body, now() + offset)),
        401,
        /Stale X-Timestamp/,
      );
    });

    it.each([
      ["a non-hex signature", { "x-signature": "sha256=zz" }],
      ["a signature without its scheme", { "x-signature": "abc" }],
      ["a timestamp in milliseconds", { "x-timestamp": "1700000000000000" }],
      ["a timestamp that is not a number", { "x-timestamp": "yesterday" }],
    ])("%s (401)", async (_case, override) => {
      const body = JSON.stringify(interview(await createAssessment(makeAnswers())));
      await expectRefused(await deliver(body, { ...sign(body), ...override }), 401);
    });

    it("an unknown assessment (404)", async () => {
      const body = JSON.stringify(interview("6b1f9a55-0d7c-4b5e-9a43-2f6c8d1e0a11"));
      await expectRefused(await deliver(body), 404, /Assessment not found/);
    });

    it("malformed JSON (400)", async () => {
      await expectRefused(await deliver('{"interviewId": '), 400, /not valid JSON/);
    });

    it("a lone UTF-16 surrogate in free-form systems data (400, not 500)", async () => {
      const id = await createAssessment(makeAnswers());
      const body = JSON.stringify(
        interview(id, { sections: [{ sectionKey: "x", systemsData: { crm: ["Hub\ud800"] } }] }),
      );
      expect(body).toContain("\\ud800"); // JSON.stringify escapes it: what an attacker sends
      await expectRefused(await deliver(body), 400, /unsupported characters/);
    });

    it.each([
      ["no interviewId", { interviewId: undefined }, "interviewId"],
      ["no sections", { sections: undefined }, "sections"],
      ["a section without its key", { sections: [{ confidence: 50 }] }, "sections.0.sectionKey"],
      [
        "a confidence above 100",
        { sections: [{ sectionKey: "x", confidence: 140 }] },
        "sections.0.confidence",
      ],
      ["a malformed assessment id", { assessmentId: "42" }, "assessmentId"],
      ["a NUL in the summary", { transcriptSummary: "Dana\u0000" }, "transcriptSummary"],
      [
        "a bidi override in a section key",
        { sections: [{ sectionKey: "x\u202E" }] },
        "sections.0.sectionKey",
      ],
      [
        "a NUL inside free-form systems data",
        { sections: [{ sectionKey: "x", systemsData: { crm: ["Hub\u0000Spot"] } }] },
        "sections.0.systemsData",
      ],
    ])("a payload with %s (400 naming the field)", async (_case, override, field) => {
      const id = await createAssessment(makeAnswers());
      const body = await expectRefused(await deliver(JSON.stringify(interview(id, override))), 400);
      expect(Object.keys(body.error.fields)).toContain(field);
    });

    it("a body over 256 KB (413)", async () => {
      const id = await createAssessment(makeAnswers());
      const body = JSON.stringify(interview(id, { transcriptSummary: "x".repeat(300 * 1024) }));
      await expectRefused(await deliver(body), 413);
    });

    it("a chunked body with no Content-Length, stopped soon past 256 KB (413)", async () => {
      const body = streamedBody(400 * 1024 * 1024);
      const res = await POST(
        new NextRequest("http://localhost/api/webhooks/interview", {
          method: "POST",
          ...streamInit(body.stream),
          headers: { "content-type": "application/json", ...sign("") },
        }),
        { params: Promise.resolve({}) },
      );
      await expectRefused(res, 413);
      expect(body.bytesRead()).toBeLessThanOrEqual(MAX_INTERVIEW_BYTES + 64 * 1024);
    });

    it("a declared Content-Length over 256 KB, before reading the body (413)", async () => {
      const body = streamedBody(1024 * 1024);
      const res = await POST(
        new NextRequest("http://localhost/api/webhooks/interview", {
          method: "POST",
          ...streamInit(body.stream),
          headers: {
            "content-type": "application/json",
            "content-length": String(700 * 1024 * 1024),
            ...sign(""),
          },
        }),
        { params: Promise.resolve({}) },
      );
      await expectRefused(res, 413);
      expect(body.bytesRead()).toBe(0);
    });
  });
});
