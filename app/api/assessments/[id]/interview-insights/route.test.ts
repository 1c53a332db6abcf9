import { resetData } from "@/tests/helpers/database";
import { NextRequest } from "next/server";
import { accountWithToken, adminRequest, withId } from "@/tests/helpers/admin";
import { createAssessment } from "@/capabilities/leads/assessments/mutations";
import { db } from "@/platform/db";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { interviewWebhookSchema } from "@/capabilities/voice/interview-schemas";
import { recordInterview } from "@/capabilities/voice/interview-mutations";
import { GET as adminGET } from "@/app/api/admin/assessments/[id]/interview-insights/route";
import { GET } from "./route";

const get = (id: string) =>
  GET(new NextRequest(`http://localhost/api/assessments/${id}/interview-insights`), withId(id));

async function interviewed(assessmentId: string, interviewId: string, summary: string) {
  await recordInterview(
    interviewWebhookSchema.parse({
      interviewId,
      assessmentId,
      transcriptSummary: summary,
      sections: [
        {
          sectionKey: "business_challenges",
          primaryAnswer: "Not shown in the insights",
          deeperDiveSummary: "Quote turnaround is the bottleneck.",
          insights: ["Quotes wait on engineering review"],
          proposedPilot: "Draft quotes with an assistant.",
          kpis: ["Quote turnaround", { name: "Win rate", target: "+10%" }],
          nextStep: { action: "Pick 20 past quotes", owner: "Head of Sales" },
          confidence: 0.9,
          quotes: ["We lose deals while we wait."],
        },
        { sectionKey: "confidence_reflection", nextStep: "Book a workshop" },
      ],
    }),
  );
}

beforeEach(resetData);

describe("GET /api/assessments/{id}/interview-insights", () => {
  it("says there is no interview data yet", async () => {
    const id = await createAssessment(makeAnswers());
    const res = await get(id);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ hasInterviewData: false, interview: null, sections: [] });
  });

  it("answers the latest interview with its sections, confidence as a percent", async () => {
    const id = await createAssessment(makeAnswers());
    await interviewed(id, "first", "The first call.");
    await new Promise((resolve) => setTimeout(resolve, 5));
    await interviewed(id, "second", "The second call.");

    const body = await (await get(id)).json();
    expect(body.hasInterviewData).toBe(true);
    expect(body.interview).toEqual({
      transcriptSummary: "The second call.",
      createdAt: expect.any(String),
    });
    expect(body.sections).toEqual([
      {
        id: expect.any(String),
        sectionKey: "business_challenges",
        confidence: 90,
        deeperDiveSummary: "Quote turnaround is the bottleneck.",
        insights: ["Quotes wait on engineering review"],
        proposedPilot: "Draft quotes with an assistant.",
        kpis: ["Quote turnaround", { name: "Win rate", target: "+10%" }],
        quotes: ["We lose deals while we wait."],
        nextStep: { action: "Pick 20 past quotes", owner: "Head of Sales" },
      },
      {
        id: expect.any(String),
        sectionKey: "confidence_reflection",
        confidence: null,
        deeperDiveSummary: null,
        insights: [],
        proposedPilot: null,
        kpis: [],
        quotes: [],
        nextStep: "Book a workshop",
      },
    ]);
    const secondInterview = await db.interview.findUniqueOrThrow({
      where: { interviewId: "second" },
      include: { sections: true },
    });
    expect(secondInterview.sections.map((s) => s.id).sort()).toEqual(
      body.sections.map((s: { id: string }) => s.id).sort(),
    );
  });

  it("answers 404 for an unknown or malformed assessment id", async () => {
    expect((await get("6b1f9a55-0d7c-4b5e-9a43-2f6c8d1e0a11")).status).toBe(404);
    expect((await get("not-a-uuid")).status).toBe(404);
  });
});

describe("GET /api/admin/assessments/{id}/interview-insights", () => {
  it("answers admins as the public endpoint does, and nobody else", async () => {
    const id = await createAssessment(makeAnswers());
    await interviewed(id, "first", "The first call.");
    const path = `/api/admin/assessments/${id}/interview-insights`;
    const admin = await accountWithToken("admin");
    const user = await accountWithToken("user");

    const res = await adminGET(adminRequest(path, { token: admin.token }), withId(id));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(await (await get(id)).json());
    expect((await adminGET(adminRequest(path), withId(id))).status).toBe(401);
    expect((await adminGET(adminRequest(path, { token: user.token }), withId(id))).status).toBe(
      403,
    );
  });
});
