import { resetData } from "@/tests/helpers/database";
import { accountWithToken, adminRequest, seedAssessment, withId } from "@/tests/helpers/admin";
import { db } from "@/platform/db";
import { GET as readDraft } from "@/app/api/assessments/drafts/[draftId]/route";
import { POST } from "./route";

let client = 0;
const retake = (id: string, token?: string) =>
  POST(
    adminRequest(`/api/assessments/${id}/retake`, {
      token,
      method: "POST",
      headers: { "x-forwarded-for": `10.7.0.${++client % 250}` },
    }),
    withId(id),
  );

beforeEach(resetData);

describe("POST /api/assessments/{id}/retake", () => {
  it("gives the owner a new draft holding every last answer, linked to the earlier assessment", async () => {
    const owner = await accountWithToken("user");
    const id = await seedAssessment(
      { companyName: "Keel & Co", aiConfidence: 4 },
      { user: { connect: { id: owner.user.id } }, marketingConsent: true },
    );
    const res = await retake(id, owner.token);
    expect(res.status).toBe(201);
    const { draftId, resumeToken } = await res.json();
    expect(draftId).not.toBe(id);

    const draft = await db.assessment.findUniqueOrThrow({ where: { id: draftId } });
    expect(draft).toMatchObject({
      status: "draft",
      stepReached: 5,
      previousAssessmentId: id,
      userId: owner.user.id,
      companyName: "Keel & Co",
      marketingConsent: true,
      aiReadinessScore: null,
    });

    const resumed = await readDraft(
      adminRequest(`/api/assessments/drafts/${draftId}`, {
        headers: { "x-resume-token": resumeToken },
      }),
      { params: Promise.resolve({ draftId }) },
    );
    expect(resumed.status).toBe(200);
    const body = await resumed.json();
    expect(body.stepReached).toBe(5);
    expect(body.answers).toMatchObject({ companyName: "Keel & Co", aiConfidence: 4 });
    expect(body.answers.rulesForChildren).toBeDefined();
    expect(
      await db.leadEvent.count({ where: { assessmentId: draftId, type: "assessment.started" } }),
    ).toBe(1);
  });

  it("answers the open retake again, with a new token, instead of a second draft", async () => {
    const owner = await accountWithToken("user");
    const id = await seedAssessment({}, { user: { connect: { id: owner.user.id } } });
    const first = await (await retake(id, owner.token)).json();
    const second = await (await retake(id, owner.token)).json();
    expect(second.draftId).toBe(first.draftId);
    expect(second.resumeToken).not.toBe(first.resumeToken);
    expect(await db.assessment.count({ where: { previousAssessmentId: id } })).toBe(1);
  });

  it("lets admins in and refuses anyone else: another user 403, signed out 401, unknown or draft 404", async () => {
    const owner = await accountWithToken("user");
    const stranger = await accountWithToken("user");
    const admin = await accountWithToken("admin");
    const id = await seedAssessment({}, { user: { connect: { id: owner.user.id } } });
    const unsaved = await seedAssessment();

    expect((await retake(id, admin.token)).status).toBe(201);
    const refused = await retake(id, stranger.token);
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toMatch(/Only the executive/);
    expect((await retake(unsaved, stranger.token)).status).toBe(403);
    expect((await retake(id)).status).toBe(401);
    expect((await retake("6b1f0000-0000-4000-8000-000000000000", owner.token)).status).toBe(404);
    const draft = await seedAssessment(
      {},
      { status: "draft", user: { connect: { id: owner.user.id } } },
    );
    expect((await retake(draft, owner.token)).status).toBe(404);
  });
});
