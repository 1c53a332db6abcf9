import { resetData } from "@/tests/helpers/database";
import { NextRequest } from "next/server";
import { createAssessment } from "@/capabilities/leads/assessments/mutations";
import { db } from "@/platform/db";
import { processJobs } from "@/platform/jobs/run";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { CALL_REQUESTED, PHONE_INVALID, PHONE_REQUIRED } from "@/capabilities/voice/schemas";
import { POST } from "./route";

/** No VOICE_AGENT_WEBHOOK_URL here: requests wait, queued, for an admin. */

let client = 0;
function request(body: unknown, ip = `10.1.0.${++client}`) {
  return POST(
    new NextRequest("http://localhost/api/call-request", {
      method: "POST",
      body: typeof body === "string" ? body : JSON.stringify(body),
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
    }),
    { params: Promise.resolve({}) },
  );
}

/** A lead whose profile alone scores 4: one engagement point qualifies it. */
const modestLead = () =>
  createAssessment(
    makeAnswers({ executiveTitle: "Analyst", companyRevenue: "1m-10m", orgPosture: "curious" }),
  );

beforeEach(resetData);

describe("POST /api/call-request", () => {
  it("stores the request as queued and answers 201 with its id", async () => {
    const id = await createAssessment(makeAnswers());
    const res = await request({ phone_number: "+1 (604) 555-0199", assessment_id: id });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({
      success: true,
      message: CALL_REQUESTED,
      callRequestId: expect.any(String),
    });
    const stored = await db.callRequest.findUniqueOrThrow({ where: { id: body.callRequestId } });
    expect(stored).toMatchObject({
      assessmentId: id,
      phoneNumber: "+16045550199",
      status: "queued",
      attempts: 0,
    });
  });

  it("without a voice agent configured, sends nothing and leaves the request queued", async () => {
    const id = await createAssessment(makeAnswers());
    const { callRequestId } = await (
      await request({ phone_number: "+16045550199", assessment_id: id })
    ).json();
    expect(await db.generationJob.count({ where: { kind: "voice_call" } })).toBe(0);
    // Only the dispatch of its call_request.created event runs (capabilities/leads/events): no call is sent.
    expect(await processJobs()).toEqual({ ran: 1, failed: 0 });
    expect(await db.generationJob.count({ where: { kind: { not: "lead_event" } } })).toBe(0);
    expect((await db.callRequest.findUniqueOrThrow({ where: { id: callRequestId } })).status).toBe(
      "queued",
    );
  });

  it("raises the lead score: a call request is engagement", async () => {
    const id = await modestLead();
    const before = await db.assessment.findUniqueOrThrow({ where: { id } });
    expect(before).toMatchObject({ leadScore: 4, leadQualified: false });
    expect((await request({ phone_number: "+16045550199", assessment_id: id })).status).toBe(201);
    const after = await db.assessment.findUniqueOrThrow({ where: { id } });
    expect(after).toMatchObject({ leadScore: 5, leadQualified: true });

    // A second request is not a second point; paying is.
    await db.assessment.update({ where: { id }, data: { paymentStatus: "coupon_used" } });
    expect((await request({ phone_number: "+16045550199", assessment_id: id })).status).toBe(201);
    expect((await db.assessment.findUniqueOrThrow({ where: { id } })).leadScore).toBe(6);
  });

  it.each([
    ["a missing phone number", {}, PHONE_REQUIRED],
    ["an empty phone number", { phone_number: "  " }, PHONE_REQUIRED],
    ["an invalid phone number", { phone_number: "+0123" }, PHONE_INVALID],
    ["a phone number with letters", { phone_number: "call me" }, PHONE_INVALID],
  ])("refuses %s with the spec's message", async (_case, fields, message) => {
    const id = await createAssessment(makeAnswers());
    const res = await request({ assessment_id: id, ...fields });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.message).toBe(message);
    expect(body.error.fields.phone_number).toBe(message);
    expect(await db.callRequest.count()).toBe(0);
  });

  it("answers 404 for an unknown assessment and 400 for a malformed id, storing nothing", async () => {
    const unknown = await request({
      phone_number: "+16045550199",
      assessment_id: "6b1f9a55-0d7c-4b5e-9a43-2f6c8d1e0a11",
    });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe("Assessment not found.");
    expect((await request({ phone_number: "+16045550199", assessment_id: "nope" })).status).toBe(
      400,
    );
    expect((await request("{not json")).status).toBe(400);
    expect(await db.callRequest.count()).toBe(0);
  });

  it("is rate limited per client and per assessment", async () => {
    const id = await createAssessment(makeAnswers());
    const body = (i: number) => ({ phone_number: `+1604555010${i}`, assessment_id: id });
    for (let i = 0; i < 5; i++) expect((await request(body(i), "10.9.9.9")).status).toBe(201);
    const limited = await request(body(5), "10.9.9.9");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    // Another address cannot go on calling for the same assessment either.
    expect((await request(body(6), "10.9.9.10")).status).toBe(429);
    expect(await db.callRequest.count()).toBe(5);
  });

  it("rings one number at most 3 times a day, whatever the clients, assessments and spelling", async () => {
    const ids = await Promise.all(Array.from({ length: 6 }, () => createAssessment(makeAnswers())));
    const spellings = ["+1 604 555 0199", "+1 (604) 555-0199", "+16045550199"];
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const body = { phone_number: spellings[i % 3], assessment_id: ids[i % 6] };
      // Each from another client, which also invents an X-Forwarded-For address.
      statuses.push((await request(body, `198.51.100.${i}, 10.9.8.${i}`)).status);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.slice(3).every((s) => s === 429)).toBe(true);
    expect(await db.callRequest.count()).toBe(3);
  });
});
