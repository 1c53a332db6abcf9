import { resetData } from "@/tests/helpers/database";
import { NextRequest } from "next/server";
import { db } from "@/platform/db";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { POST } from "./route";
import { GET as getAssessment } from "./[id]/route";
import { GET as getPaymentStatus } from "./[id]/payment-status/route";

let client = 0;
function submit(body: unknown, ip = `10.0.0.${++client}`) {
  return POST(
    new NextRequest("http://localhost/api/assessments", {
      method: "POST",
      body: typeof body === "string" ? body : JSON.stringify(body),
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
    }),
    { params: Promise.resolve({}) },
  );
}
const withId = (id: string) => ({ params: Promise.resolve({ id }) });
const get = (path: string) => new NextRequest(`http://localhost${path}`);

async function expectRejected(body: unknown, status = 400) {
  const res = await submit(body);
  expect(res.status).toBe(status);
  const json = await res.json();
  expect(typeof json.message).toBe("string");
  expect(json.message.length).toBeGreaterThan(0);
  expect(await db.assessment.count()).toBe(0);
  return json;
}

beforeEach(resetData);

describe("POST /api/assessments", () => {
  it("stores a valid assessment with its computed scores and answers 201 with its id", async () => {
    const answers = makeAnswers();
    const res = await submit(answers);
    expect(res.status).toBe(201);
    const { assessmentId } = await res.json();
    const stored = await db.assessment.findUniqueOrThrow({ where: { id: assessmentId } });
    expect(stored).toMatchObject({
      businessChallenges: answers.businessChallenges,
      householdAiUse: answers.householdAiUse,
      aiConfidence: answers.aiConfidence,
      companyName: "Northwind Logistics",
      paymentStatus: "pending",
      roadmapGenerated: false,
    });
    expect(stored.aiReadinessScore).toBeGreaterThan(0);
    expect(stored.aiReadinessScore).toBeLessThanOrEqual(100);
    expect(stored.leadScore).toBeGreaterThanOrEqual(0);
    expect(stored.familyReadinessScore).toBeGreaterThanOrEqual(0);
  });

  it("queues the assessment's roadmap job with it: one job, pending until a worker claims it", async () => {
    const { assessmentId } = await (await submit(makeAnswers())).json();
    const jobs = await db.generationJob.findMany({ where: { assessmentId, kind: "roadmap" } });
    expect(jobs).toMatchObject([
      { kind: "roadmap", key: assessmentId, status: "pending", attempts: 0 },
    ]);
  });

  it("queues the unpaid follow-ups for 2 and 7 days later, once", async () => {
    const before = Date.now();
    const { assessmentId } = await (await submit(makeAnswers())).json();
    const jobs = await db.generationJob.findMany({
      where: { assessmentId, kind: "unpaid_follow_up" },
      orderBy: { runAfter: "asc" },
    });
    expect(jobs.map((j) => j.key)).toEqual([`${assessmentId}:1`, `${assessmentId}:2`]);
    const days = jobs.map((j) => Math.round((j.runAfter.getTime() - before) / 86_400_000));
    expect(days).toEqual([2, 7]);
  });

  it("stores an assessment sent whole as completed, in the chapter of its head office", async () => {
    const { assessmentId } = await (
      await submit(makeAnswers({ headOfficeLocation: "vancouver-island" }))
    ).json();
    const stored = await db.assessment.findUniqueOrThrow({ where: { id: assessmentId } });
    expect(stored).toMatchObject({
      status: "completed",
      stepReached: 5,
      chapter: "vancouver-island",
    });
    expect(stored.completedAt).toBeInstanceOf(Date);
  });

  it("ignores server-computed fields sent in the body", async () => {
    const res = await submit({
      ...makeAnswers({
        executiveTitle: "Analyst",
        companyEmployees: "1-10",
        companyRevenue: "under-1m",
      }),
      id: "00000000-0000-4000-8000-000000000000",
      aiReadinessScore: 100,
      leadScore: 10,
      leadQualified: true,
      roadmapGenerated: true,
      paymentStatus: "paid",
      userId: "00000000-0000-4000-8000-000000000001",
    });
    expect(res.status).toBe(201);
    const stored = await db.assessment.findFirstOrThrow();
    expect(stored.id).not.toBe("00000000-0000-4000-8000-000000000000");
    expect(stored.aiReadinessScore).not.toBe(100);
    expect(stored.leadQualified).toBe(false);
    expect(stored).toMatchObject({
      roadmapGenerated: false,
      paymentStatus: "pending",
      userId: null,
    });
  });

  it.each([
    ["executiveName", "Executive name is required"],
    ["companyName", "Company name is required"],
    ["preparednessLevel", "Please select your preparedness level"],
    ["rulesForChildren", "Please select your household rules status"],
    ["householdAiUse", "Please select at least one household AI use"],
    ["childAiConcerns", "Please select at least one child AI concern"],
  ])("refuses a missing %s with the spec's message", async (field, message) => {
    const body = { ...makeAnswers(), [field]: undefined };
    const json = await expectRejected(body);
    expect(json.error.fields[field]).toBe(message);
  });

  it("refuses an invalid e-mail with 'Valid email is required', but accepts an empty one", async () => {
    const json = await expectRejected(makeAnswers({ executiveEmail: "not-an-email" }));
    expect(json.error.fields.executiveEmail).toBe("Valid email is required");
    expect((await submit(makeAnswers({ executiveEmail: "" }))).status).toBe(201);
  });

  it.each([
    ["an unknown industry", { companyIndustry: "mining" }],
    ["an unknown revenue band", { companyRevenue: "a-lot" }],
    ["an unknown AI tool", { aiToolsUsed: ["skynet"] }],
    ["'none' mixed with a tool", { aiToolsUsed: ["none", "chatgpt"] }],
    [
      "a challenge of another industry",
      { businessChallenges: ["reducing_unplanned_equipment_downtime"] },
    ],
    ["an empty list", { aiDepartments: [] }],
    ["confidence out of range", { aiConfidence: 11 }],
    ["confidence as text", { aiConfidence: "ten" }],
    ["a list given as text", { orgAiElements: "ai_policy" }],
    ["a name that is only spaces", { executiveName: "   " }],
    ["an overlong name", { executiveName: "x".repeat(500) }],
  ])("refuses %s with 400", async (_case, override) => {
    await expectRejected({ ...makeAnswers(), ...override });
  });

  it.each([
    ["malformed JSON", '{"executiveName": '],
    ["a JSON array", "[]"],
    ["JSON null", "null"],
    ["an empty body", ""],
  ])("refuses %s with 400", async (_case, raw) => {
    await expectRejected(raw);
  });

  const textFields = [
    "executiveName",
    "executiveTitle",
    "companyName",
    "customLocation",
    "otherChallenge",
    "aiExperience",
    "aiFriction",
    "otherPlatforms",
    "householdAiUseOther",
  ];

  it.each(textFields)(
    "refuses a NUL character in %s with 400 and the field's message",
    async (field) => {
      const json = await expectRejected({ ...makeAnswers(), [field]: "Acme\u0000 Corp" });
      expect(json.error.fields[field]).toBe("Please remove unsupported characters.");
    },
  );

  it.each([
    ["a bidi override", "Acme\u202Egpj.exe"],
    ["a zero-width space", "Ac\u200Bme"],
    ["a line break", "Acme\r\nBcc: all@example.com"],
    ["an escape character", "Acme\u001b[31m"],
  ])("refuses %s in a one-line field (company name) with 400", async (_case, companyName) => {
    const json = await expectRejected({ ...makeAnswers(), companyName });
    expect(json.message).toBe("Please remove unsupported characters.");
  });

  it("keeps line breaks in a multi-line answer (CRLF stored as LF, a tab as a space)", async () => {
    const res = await submit({
      ...makeAnswers(),
      aiExperience: "We tried:\r\n- a chatbot\r\n-\tdrafting 👩‍💻",
    });
    expect(res.status).toBe(201);
    const { assessmentId } = await res.json();
    expect(
      (await db.assessment.findUniqueOrThrow({ where: { id: assessmentId } })).aiExperience,
    ).toBe("We tried:\n- a chatbot\n- drafting 👩‍💻");
  });

  it("refuses a bidi override in a multi-line answer with 400", async () => {
    await expectRejected({ ...makeAnswers(), aiFriction: "Line one\nLine \u202Etwo" });
  });

  it("refuses an oversized body with 413", async () => {
    await expectRejected({ ...makeAnswers(), otherChallenge: "x".repeat(40_000) }, 413);
  });

  it("limits submissions per client with 429 and Retry-After, without affecting other clients", async () => {
    for (let i = 0; i < 20; i++)
      expect((await submit(makeAnswers(), "192.0.2.7")).status).toBe(201);
    const limited = await submit(makeAnswers(), "192.0.2.7");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await submit(makeAnswers(), "192.0.2.8")).status).toBe(201);
    expect(await db.assessment.count()).toBe(21);
  });

  it("writes nothing for a refused submission: no assessment, job or lead event, the window as it was", async () => {
    for (let i = 0; i < 20; i++) await submit(makeAnswers(), "192.0.2.10");
    const before = {
      assessments: await db.assessment.count(),
      jobs: await db.generationJob.count(),
      events: await db.leadEvent.count(),
      window: await db.rateLimit.findUniqueOrThrow({
        where: { key: "assessmentSubmit:192.0.2.10" },
      }),
    };

    expect((await submit(makeAnswers(), "192.0.2.10")).status).toBe(429);

    expect({
      assessments: await db.assessment.count(),
      jobs: await db.generationJob.count(),
      events: await db.leadEvent.count(),
      window: await db.rateLimit.findUniqueOrThrow({
        where: { key: "assessmentSubmit:192.0.2.10" },
      }),
    }).toEqual(before);
    expect(before.window.points).toBe(20);
  });

  it("stores exactly the limit of concurrent submissions from one client, and refuses the rest", async () => {
    const statuses = await Promise.all(
      Array.from({ length: 30 }, async () => (await submit(makeAnswers(), "192.0.2.11")).status),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expect(await db.assessment.count()).toBe(20);
    expect(await db.generationJob.count({ where: { kind: "roadmap" } })).toBe(20);
  });

  it("counts a submission in a window that has ended as the first of a new one", async () => {
    await db.rateLimit.create({
      data: { key: "assessmentSubmit:192.0.2.12", points: 20, expire: new Date(Date.now() - 1) },
    });
    expect((await submit(makeAnswers(), "192.0.2.12")).status).toBe(201);
    const window = await db.rateLimit.findUniqueOrThrow({
      where: { key: "assessmentSubmit:192.0.2.12" },
    });
    expect(window.points).toBe(1);
    expect(window.expire!.getTime()).toBeGreaterThan(Date.now() + 500_000);
  });

  it("counts submissions with invented X-Forwarded-For addresses as one client: 20 of 30 stored", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++)
      statuses.push((await submit(makeAnswers(), `198.51.100.${i}, 192.0.2.9`)).status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
    expect(await db.assessment.count()).toBe(20);
  });
});

describe("load", () => {
  it("stores 200 concurrent submissions, each once, without a server error", async () => {
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => submit(makeAnswers(), `172.16.${i >> 8}.${i & 255}`)),
    );
    expect(results.map((r) => r.status).every((s) => s === 201)).toBe(true);
    const ids = await Promise.all(
      results.map(async (r) => (await r.json()).assessmentId as string),
    );
    expect(new Set(ids).size).toBe(200);
    expect(await db.assessment.count()).toBe(200);
  }, 120_000);
});

describe("GET /api/assessments/{id}", () => {
  it("answers only what the public pages read: no answers, lead, payment or account fields", async () => {
    const { assessmentId } = await (await submit(makeAnswers())).json();
    const res = await getAssessment(get(`/api/assessments/${assessmentId}`), withId(assessmentId));
    expect(res.status).toBe(200);
    const { assessment, roadmap } = await res.json();
    expect(assessment).toMatchObject({
      id: assessmentId,
      executiveName: "Dana Reyes",
      executiveTitle: "VP Operations",
      companyName: "Northwind Logistics",
      companyIndustry: "technology",
      roadmapGenerated: false,
      paymentStatus: "pending",
      reportGenerated: false,
    });
    expect(typeof assessment.createdAt).toBe("string");
    expect(Object.keys(assessment).sort()).toEqual(
      [
        "id",
        "executiveName",
        "executiveTitle",
        "companyName",
        "companyIndustry",
        "roadmapGenerated",
        "paymentStatus",
        "reportGenerated",
        "createdAt",
      ].sort(),
    );
    expect(roadmap).toBeNull();
    for (const hidden of [
      "leadScore",
      "leadQualified",
      "couponCode",
      "stripePaymentId",
      "userId",
      "executiveEmail",
      "aiReadinessScore",
      "companyRevenue",
      "aiConfidence",
      "businessChallenges",
      "householdAiUse",
      "childAiConcerns",
    ]) {
      expect(assessment).not.toHaveProperty(hidden);
    }
  });

  it.each(["00000000-0000-4000-8000-000000000000", "not-a-uuid", "1' OR '1'='1"])(
    "answers 404 with a message for %s",
    async (id) => {
      const res = await getAssessment(get(`/api/assessments/x`), withId(id));
      expect(res.status).toBe(404);
      expect((await res.json()).message).toBe("Assessment not found.");
    },
  );
});

describe("GET /api/assessments/{id}/payment-status", () => {
  it("says whether the report is unlocked", async () => {
    const { assessmentId } = await (await submit(makeAnswers())).json();
    const status = async () => (await getPaymentStatus(get("/x"), withId(assessmentId))).json();
    expect(await status()).toEqual({ isPaid: false });
    await db.assessment.update({
      where: { id: assessmentId },
      data: { paymentStatus: "coupon_used" },
    });
    expect(await status()).toEqual({ isPaid: true });
  });

  it.each(["00000000-0000-4000-8000-000000000000", "not-a-uuid", "1' OR '1'='1"])(
    "answers 404 with a message for %s",
    async (id) => {
      const res = await getPaymentStatus(get("/x"), withId(id));
      expect(res.status).toBe(404);
      expect((await res.json()).message).toBe("Assessment not found.");
    },
  );
});
