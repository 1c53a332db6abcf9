import { resetData } from "@/tests/helpers/database";
import { db } from "@/platform/db";
import { createAssessment } from "@/capabilities/leads/assessments/mutations";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { issueApiToken } from "@/platform/auth/session";
import { createAccount, noParams, postJson, request } from "@/tests/helpers/account";
import { POST as link } from "./link-assessment/route";
import { GET as list } from "./assessments/route";

async function account(email: string) {
  const user = await createAccount(email);
  return { user, token: await issueApiToken({ sub: user.id, sv: user.sessionVersion }) };
}
const linkAs = (token: string | undefined, assessmentId: unknown) =>
  link(postJson("/api/user/link-assessment", { assessmentId }, { token }), noParams);
const listAs = async (token?: string) =>
  list(request("/api/user/assessments", { token }), noParams);

beforeEach(resetData);

describe("POST /api/user/link-assessment", () => {
  it("links an assessment without an owner, and answers 200 again for the same owner", async () => {
    const ada = await account("ada@example.com");
    const id = await createAssessment(makeAnswers());
    const first = await linkAs(ada.token, id);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ success: true, alreadyLinked: false });
    const again = await linkAs(ada.token, id);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ success: true, alreadyLinked: true });
    expect((await db.assessment.findUniqueOrThrow({ where: { id } })).userId).toBe(ada.user.id);
  });

  it("refuses another account's assessment with 409 and leaves it where it is", async () => {
    const ada = await account("ada@example.com");
    const bob = await account("bob@example.com");
    const id = await createAssessment(makeAnswers());
    await linkAs(ada.token, id);
    const res = await linkAs(bob.token, id);
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe("This assessment is already saved to another account.");
    expect((await db.assessment.findUniqueOrThrow({ where: { id } })).userId).toBe(ada.user.id);
  });

  it("saves an assessment finished from its e-mailed link only to the account of that address", async () => {
    const stranger = await account("stranger@example.com");
    const owner = await account("Dana@Example.com");
    const id = await createAssessment(makeAnswers({ executiveEmail: "dana@example.com" }));
    await db.assessment.update({ where: { id }, data: { executiveEmailVerifiedAt: new Date() } });
    const refused = await linkAs(stranger.token, id);
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toMatch(/only to the account with that address/);
    expect((await db.assessment.findUniqueOrThrow({ where: { id } })).userId).toBeNull();
    expect((await linkAs(owner.token, id)).status).toBe(200);
    expect((await db.assessment.findUniqueOrThrow({ where: { id } })).userId).toBe(owner.user.id);
  });

  it.each(["00000000-0000-4000-8000-000000000000", "not-a-uuid"])(
    "answers 404 for the unknown assessment %s",
    async (id) => {
      const ada = await account("ada@example.com");
      const res = await linkAs(ada.token, id);
      expect(res.status).toBe(404);
      expect((await res.json()).message).toBe("Assessment not found.");
    },
  );

  it("answers 401 to a visitor", async () => {
    const id = await createAssessment(makeAnswers());
    expect((await linkAs(undefined, id)).status).toBe(401);
    expect((await db.assessment.findUniqueOrThrow({ where: { id } })).userId).toBeNull();
  });
});

describe("GET /api/user/assessments", () => {
  it("lists only the caller's assessments, newest first, with the card fields", async () => {
    const ada = await account("ada@example.com");
    const bob = await account("bob@example.com");
    const older = await createAssessment(makeAnswers({ companyName: "Older Co" }));
    const newer = await createAssessment(makeAnswers({ companyName: "Newer Co" }));
    const bobs = await createAssessment(makeAnswers({ companyName: "Bob Co" }));
    await db.assessment.update({
      where: { id: older },
      data: { createdAt: new Date(Date.now() - 86_400_000) },
    });
    for (const id of [older, newer]) await linkAs(ada.token, id);
    await linkAs(bob.token, bobs);

    const res = await listAs(ada.token);
    expect(res.status).toBe(200);
    const { assessments } = await res.json();
    expect(assessments.map((a: { id: string }) => a.id)).toEqual([newer, older]);
    expect(Object.keys(assessments[0]).sort()).toEqual(
      [
        "aiReadinessScore",
        "companyEmployees",
        "companyIndustry",
        "companyName",
        "createdAt",
        "executiveName",
        "id",
        "paymentStatus",
        "roadmapGenerated",
      ].sort(),
    );
    expect(assessments[0]).toMatchObject({
      companyName: "Newer Co",
      executiveName: "Dana Reyes",
      paymentStatus: "pending",
      roadmapGenerated: false,
      companyIndustry: "technology",
      companyEmployees: "51-200",
    });

    const bobList = (await (await listAs(bob.token)).json()).assessments;
    expect(bobList.map((a: { id: string }) => a.id)).toEqual([bobs]);
  });

  it("answers an empty list to a new account, and 401 to a visitor", async () => {
    const ada = await account("ada@example.com");
    expect(await (await listAs(ada.token)).json()).toEqual({ assessments: [] });
    expect((await listAs()).status).toBe(401);
  });
});
