import { resetData } from "@/tests/helpers/database";
import type { NextRequest } from "next/server";
import {
  accountWithToken,
  adminRequest,
  seedAssessment,
  seedDraft,
  seedFollowUpQuestions,
  seedInterview,
  seedReport,
  seedRoadmap,
  withId,
} from "@/tests/helpers/admin";
import { db } from "@/platform/db";
import { DELETE } from "./route";
import { GET as details } from "./details/route";
import { POST as aiRecommendations } from "./ai-recommendations/route";
import { GET as report } from "./report/route";
import { GET as publicReport } from "@/app/api/assessments/[id]/report/route";

let admin: { user: { id: string; email: string }; token: string };

beforeEach(async () => {
  await resetData();
  admin = await accountWithToken("admin");
});

const UNKNOWN = "00000000-0000-4000-8000-000000000000";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON bodies, checked by the assertions
type Json = Record<string, any>;
type Handler = (
  request: NextRequest,
  context: { params: Promise<{ id: string }> },
) => Promise<Response>;

async function call(
  handler: Handler,
  method: string,
  id: string,
  suffix = "",
): Promise<{ status: number; body: Json }> {
  const response = await handler(
    adminRequest(`/api/admin/assessments/${id}${suffix}`, { token: admin.token, method }),
    withId(id),
  );
  return { status: response.status, body: await response.json() };
}

describe("GET /api/admin/assessments/[id]/details", () => {
  it("answers every field, option labels, the badge, recommendations, questions and the roadmap", async () => {
    const id = await seedAssessment({
      companyIndustry: "healthcare",
      otherChallenge: "Too many faxes",
      aiToolsUsed: ["chatgpt", "claude"],
      headOfficeLocation: "other",
      customLocation: "Whistler",
    });
    await seedRoadmap(id);
    await seedFollowUpQuestions(id);
    const { status, body } = await call(details, "GET", id, "/details");
    expect(status).toBe(200);
    const a = body.assessment;
    expect(a).toMatchObject({
      id,
      executiveName: "Dana Reyes",
      executiveEmail: "dana@example.com",
      companyIndustry: "healthcare",
      otherChallenge: "Too many faxes",
      aiConfidence: 6,
      roadmapGenerated: true,
      paymentStatus: "pending",
      customLocation: "Whistler",
    });
    for (const key of [
      "aiReadinessScore",
      "familyReadinessScore",
      "leadScore",
      "leadQualified",
      "createdAt",
      "updatedAt",
    ]) {
      expect(a).toHaveProperty(key);
    }
    expect(a.labels).toMatchObject({
      companyIndustry: "Healthcare",
      companyRevenue: "$10M – $50M",
      aiToolsUsed: ["ChatGPT", "Claude"],
      headOfficeLocation: "Whistler",
      orgPosture: "Exploring",
    });
    expect(a.labels.businessChallenges[0]).toBe("Reducing clinician administrative burden");
    expect(["Hot Lead", "Qualified", "Completed", "In Progress"]).toContain(a.leadBadge);
    expect(a.aiRecommendations.length).toBeGreaterThanOrEqual(3);
    expect(a.aiRecommendations[0]).toEqual(
      expect.objectContaining({
        name: expect.any(String),
        priority: expect.any(String),
        pricing: expect.any(String),
      }),
    );
    expect(a.followUpQuestions).toMatchObject({
      q1: {
        topic: "Business challenges",
        primary: expect.any(String),
        followup: expect.any(String),
      },
      q2: { topic: "AI tools and workflow" },
      q3: { topic: "Confidence reflection" },
      generatedAt: expect.any(String),
      promptVersion: expect.any(String),
    });
    expect(a.roadmapContent.executiveSummary).toEqual(expect.any(String));
    expect(a.roadmapContent.aiApps).toEqual(a.aiRecommendations);
  });

  it("answers empty recommendations and null questions and roadmap before they exist", async () => {
    const id = await seedAssessment();
    const { body } = await call(details, "GET", id, "/details");
    expect(body.assessment).toMatchObject({
      aiRecommendations: [],
      followUpQuestions: null,
      roadmapContent: null,
      roadmap: null,
    });
  });

  it("answers the latest card payment and the latest call-back request (the admin report's lead)", async () => {
    const id = await seedAssessment();
    await db.payment.create({
      data: {
        assessmentId: id,
        providerId: "cs_old",
        amount: 4900,
        currency: "usd",
        status: "failed",
        createdAt: new Date("2026-01-01"),
      },
    });
    await db.payment.create({
      data: {
        assessmentId: id,
        providerId: "cs_new",
        amount: 4900,
        currency: "cad",
        status: "paid",
      },
    });
    await db.callRequest.create({
      data: {
        assessmentId: id,
        phoneNumber: "+16045550100",
        status: "failed",
        createdAt: new Date("2026-01-01"),
      },
    });
    await db.callRequest.create({
      data: { assessmentId: id, phoneNumber: "+16045550111", status: "queued" },
    });
    const { body } = await call(details, "GET", id, "/details");
    expect(body.assessment.latestPayment).toEqual({
      amount: 4900,
      currency: "cad",
      status: "paid",
      createdAt: expect.any(String),
    });
    expect(body.assessment.latestCallRequest).toEqual({
      status: "queued",
      phoneNumber: "+16045550111",
      attempts: 0,
      createdAt: expect.any(String),
    });

    const bare = await seedAssessment({ companyName: "Bare Co" });
    const { body: none } = await call(details, "GET", bare, "/details");
    expect(none.assessment).toMatchObject({ latestPayment: null, latestCallRequest: null });
  });

  it("answers a draft's steps reached only, its attribution and its address's consent history", async () => {
    const id = await seedDraft(
      2,
      { executiveEmail: "Lead@Example.com", otherChallenge: "Paper" },
      {
        marketingConsent: false,
        utmSource: "linkedin",
        utmMedium: "social",
        utmCampaign: "fall",
        referrer: "https://www.linkedin.com/feed",
        landingPath: "/?chapter=vancouver-island",
        chapter: "vancouver-island",
      },
    );
    const other = await seedAssessment({ executiveEmail: "someone@example.com" });
    await db.consentEvent.createMany({
      data: [
        {
          email: "lead@example.com",
          assessmentId: id,
          given: true,
          wordingVersion: "v1",
          source: "/assessment",
          createdAt: new Date("2026-03-01T10:00:00Z"),
        },
        // The address withdrew through an e-mail of another of its assessments.
        {
          email: "lead@example.com",
          given: false,
          wordingVersion: "v1",
          source: "unsubscribe-link",
          createdAt: new Date("2026-03-02T10:00:00Z"),
        },
        {
          email: "someone@example.com",
          assessmentId: other,
          given: true,
          wordingVersion: "v1",
          source: "/assessment",
        },
      ],
    });
    const { status, body } = await call(details, "GET", id, "/details");
    expect(status).toBe(200);
    const a = body.assessment;
    expect(a).toMatchObject({
      status: "draft",
      stepReached: 2,
      completedAt: null,
      purgedAt: null,
      marketingConsent: false,
      chapter: "vancouver-island",
      source: "linkedin",
      utmSource: "linkedin",
      utmMedium: "social",
      utmCampaign: "fall",
      utmTerm: null,
      referrer: "https://www.linkedin.com/feed",
      landingPath: "/?chapter=vancouver-island",
      otherChallenge: "Paper",
      // Steps 3 to 5 are not reached: null, not their columns' empty defaults.
      aiConfidence: null,
      aiToolsUsed: null,
      aiPerception: null,
      orgAiElements: null,
      orgPosture: null,
      householdAiUse: null,
      rulesForChildren: null,
      aiReadinessScore: null,
      leadScore: null,
      roadmapContent: null,
    });
    expect(a.businessChallenges.length).toBeGreaterThan(0);
    expect(a.labels).toMatchObject({ aiToolsUsed: [], orgPosture: null, householdAiUse: [] });
    expect(a.consentHistory).toEqual([
      {
        given: false,
        source: "unsubscribe-link",
        wordingVersion: "v1",
        createdAt: "2026-03-02T10:00:00.000Z",
      },
      {
        given: true,
        source: "/assessment",
        wordingVersion: "v1",
        createdAt: "2026-03-01T10:00:00.000Z",
      },
    ]);
  });

  it("answers an expired draft without who it was", async () => {
    const id = await seedDraft(
      1,
      {},
      {
        executiveName: "",
        executiveTitle: "",
        executiveEmail: null,
        companyName: "",
        purgedAt: new Date("2026-04-01T00:00:00Z"),
      },
    );
    const { body } = await call(details, "GET", id, "/details");
    expect(body.assessment).toMatchObject({
      executiveName: "",
      executiveEmail: null,
      companyName: "",
      purgedAt: "2026-04-01T00:00:00.000Z",
      businessChallenges: null,
      consentHistory: [],
    });
  });

  it.each([UNKNOWN, "not-a-uuid", "1 OR 1=1"])("answers 404 for %p", async (id) => {
    const { status, body } = await call(details, "GET", id, "/details");
    expect(status).toBe(404);
    expect(body.message).toBe("Assessment not found.");
  });
});

describe("DELETE /api/admin/assessments/[id]", () => {
  it("deletes the assessment and everything generated for it, and audits it", async () => {
    const id = await seedAssessment({ companyName: "Doomed Inc" });
    const kept = await seedAssessment({ companyName: "Kept Inc" }, { paymentStatus: "paid" });
    for (const assessmentId of [id, kept]) {
      await seedRoadmap(assessmentId);
      await seedFollowUpQuestions(assessmentId);
      await seedInterview(assessmentId);
      await db.callRequest.create({ data: { assessmentId, phoneNumber: "+16045550100" } });
    }
    await db.assessment.update({ where: { id }, data: { paymentStatus: "paid" } });
    await seedReport(id);
    await seedReport(kept);
    const counts = async (assessmentId: string) => ({
      assessment: await db.assessment.count({ where: { id: assessmentId } }),
      roadmap: await db.roadmap.count({ where: { assessmentId } }),
      report: await db.report.count({ where: { assessmentId } }),
      risks: await db.risk.count({ where: { assessmentId } }),
      followUps: await db.followUpQuestions.count({ where: { assessmentId } }),
      interviews: await db.interview.count({ where: { assessmentId } }),
      sections: await db.interviewSection.count({ where: { interview: { assessmentId } } }),
      callRequests: await db.callRequest.count({ where: { assessmentId } }),
    });
    const before = await counts(id);
    expect(Object.values(before).every((n) => n > 0)).toBe(true);

    const { status } = await call(DELETE, "DELETE", id);
    expect(status).toBe(200);
    expect(await counts(id)).toEqual({
      assessment: 0,
      roadmap: 0,
      report: 0,
      risks: 0,
      followUps: 0,
      interviews: 0,
      sections: 0,
      callRequests: 0,
    });
    expect(await db.interviewSection.count()).toBe(2);
    expect(await counts(kept)).toEqual(before);

    const entry = await db.auditLog.findFirstOrThrow({ where: { action: "assessment.delete" } });
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      actorEmail: admin.user.email,
      targetType: "assessment",
      targetId: id,
      details: { companyName: "Doomed Inc", paymentStatus: "paid" },
    });
  });

  it("answers 404 for an unknown or malformed id, and for a second delete", async () => {
    const id = await seedAssessment();
    expect((await call(DELETE, "DELETE", id)).status).toBe(200);
    expect((await call(DELETE, "DELETE", id)).status).toBe(404);
    expect((await call(DELETE, "DELETE", "nope")).status).toBe(404);
    expect(await db.auditLog.count()).toBe(1);
  });
});

describe("POST /api/admin/assessments/[id]/ai-recommendations", () => {
  it("refuses with 409 until the roadmap exists", async () => {
    const id = await seedAssessment();
    const { status, body } = await call(aiRecommendations, "POST", id, "/ai-recommendations");
    expect(status).toBe(409);
    expect(body.message).toBe("Generate the roadmap first.");
  });

  it("regenerates the recommendations through the job, stores them and answers them", async () => {
    const id = await seedAssessment();
    await seedRoadmap(id);
    const roadmap = await db.roadmap.findUniqueOrThrow({ where: { assessmentId: id } });
    await db.roadmap.update({
      where: { assessmentId: id },
      data: { content: { ...(roadmap.content as object), aiApps: [] } },
    });

    for (let round = 1; round <= 2; round++) {
      const { status, body } = await call(aiRecommendations, "POST", id, "/ai-recommendations");
      expect(status).toBe(200);
      const recommendations = body.recommendations as { name: string }[];
      expect(recommendations.length).toBeGreaterThanOrEqual(3);
      expect(body.message).toBe(`Generated ${recommendations.length} AI tool recommendations!`);
      const stored = await db.roadmap.findUniqueOrThrow({ where: { assessmentId: id } });
      expect((stored.content as { aiApps: unknown[] }).aiApps).toEqual(recommendations);
      const job = await db.generationJob.findUniqueOrThrow({
        where: { kind_key: { kind: "ai_recommendations", key: id } },
      });
      expect(job.status).toBe("done");
    }
    expect(
      await db.auditLog.count({ where: { action: "assessment.ai_recommendations", targetId: id } }),
    ).toBe(2);
  });

  it("refuses a lead in progress with 409", async () => {
    const id = await seedDraft(3);
    const { status, body } = await call(aiRecommendations, "POST", id, "/ai-recommendations");
    expect(status).toBe(409);
    expect(body.message).toBe("This assessment is still in progress: it has no roadmap yet.");
    expect(await db.generationJob.count({ where: { assessmentId: id } })).toBe(0);
  });

  it("answers 404 for an unknown assessment", async () => {
    expect((await call(aiRecommendations, "POST", UNKNOWN, "/ai-recommendations")).status).toBe(
      404,
    );
  });
});

describe("GET /api/admin/assessments/[id]/report", () => {
  it("generates and stores an unpaid assessment's report, which stays locked to the public and unmailed", async () => {
    const id = await seedAssessment();
    const first = await call(report, "GET", id, "/report");
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      cached: false,
      reportData: { executiveSummary: expect.any(String) },
      markdownReport: expect.any(String),
    });
    const again = await call(report, "GET", id, "/report");
    expect(again.body).toEqual({ ...first.body, cached: true });

    const publicAnswer = await publicReport(
      adminRequest(`/api/assessments/${id}/report`),
      withId(id),
    );
    expect(publicAnswer.status).toBe(402);
    expect(await db.emailMessage.count({ where: { template: "report-ready" } })).toBe(0);
  });

  it("answers the stored report of a paid assessment as cached", async () => {
    const id = await seedAssessment({}, { paymentStatus: "coupon_used" });
    await seedReport(id);
    const { status, body } = await call(report, "GET", id, "/report");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      cached: true,
      reportData: { executiveSummary: expect.any(String) },
    });
    expect(body.markdownReport).toEqual(expect.any(String));
  });

  it("answers 404 for a lead in progress, and generates nothing", async () => {
    const id = await seedDraft(4);
    expect((await call(report, "GET", id, "/report")).status).toBe(404);
    expect(await db.report.count()).toBe(0);
  });

  it("answers 404 for an unknown assessment", async () => {
    expect((await call(report, "GET", UNKNOWN, "/report")).status).toBe(404);
  });
});
