import { resetData } from "@/tests/helpers/database";
import { db } from "@/platform/db";
import { sendEmail } from "@/platform/email/send";
import {
  PASSWORD,
  createAccount,
  noParams,
  postJson,
  request,
  sessionCookieOf,
  signIn,
} from "@/tests/helpers/account";
import { seedAssessment, withId } from "@/tests/helpers/admin";
import { GET as assessment } from "@/app/api/assessments/[id]/route";
import { GET as verify } from "@/app/api/auth/verify/route";
import { GET as data } from "./data/route";
import { POST as erase } from "./delete/route";

const ADA = "ada@example.com";

/** Ada, signed in, with a paid assessment of her own; Bob with one of his. */
async function twoExecutives() {
  const ada = await createAccount(ADA);
  const bob = await createAccount("bob@example.com");
  const adaAssessment = await seedAssessment(
    { companyName: "Keel & Co", executiveEmail: ADA },
    { user: { connect: { id: ada.id } }, paymentStatus: "paid" },
  );
  await db.payment.create({
    data: { assessmentId: adaAssessment, providerId: "cs_test_ada", amount: 4900, status: "paid" },
  });
  const bobAssessment = await seedAssessment(
    { companyName: "Bob's Bakery", executiveEmail: "bob@example.com" },
    { user: { connect: { id: bob.id } } },
  );
  const cookie = sessionCookieOf(await signIn(ADA));
  return { ada, adaAssessment, bobAssessment, cookie };
}

const eraseWith = (cookie: string | undefined, password: string) =>
  erase(postJson("/api/user/delete", { password }, { cookie }), noParams);

beforeEach(resetData);

describe("GET /api/user/data", () => {
  it("downloads everything held about the signed-in person, and nothing of anyone else", async () => {
    const { adaAssessment, cookie } = await twoExecutives();
    const res = await data(request("/api/user/data", { cookie }), noParams);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="ai-readiness-my-data.json"',
    );
    const body = await res.json();
    expect(body.account).toMatchObject({ email: ADA, role: "user", twoStepSignIn: false });
    expect(body.assessments).toHaveLength(1);
    expect(body.assessments[0]).toMatchObject({
      id: adaAssessment,
      companyName: "Keel & Co",
      payments: [{ amount: 4900, providerId: "cs_test_ada", status: "paid" }],
    });
    const text = JSON.stringify(body);
    expect(text).not.toContain("Bob's Bakery");
    expect(text).not.toContain("argon2");
  });

  it("is for signed-in people only", async () => {
    expect((await data(request("/api/user/data"), noParams)).status).toBe(401);
  });
});

describe("POST /api/user/delete", () => {
  it("keeps everything when the password is wrong", async () => {
    const { adaAssessment, cookie } = await twoExecutives();
    const res = await eraseWith(cookie, "Wrong-Password1");
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields.password).toBe("Your password is not correct.");
    expect(await db.assessment.count({ where: { id: adaAssessment } })).toBe(1);
  });

  it("deletes the account and everything linked to it; the tax record of the payment stays, with nobody in it", async () => {
    const { ada, adaAssessment, bobAssessment, cookie } = await twoExecutives();
    await sendEmail(ADA, "password-changed", { resetUrl: "http://localhost/reset" });

    const res = await eraseWith(cookie, PASSWORD);
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/Max-Age=0/);

    expect(
      (await assessment(request(`/api/assessments/${adaAssessment}`), withId(adaAssessment)))
        .status,
    ).toBe(404);
    expect((await verify(request("/api/auth/verify", { cookie }), noParams)).status).toBe(401);
    expect(await db.user.count({ where: { id: ada.id } })).toBe(0);
    expect(await db.emailMessage.count({ where: { to: ADA } })).toBe(0);
    expect(
      await db.payment.findUniqueOrThrow({ where: { providerId: "cs_test_ada" } }),
    ).toMatchObject({ assessmentId: null, amount: 4900, status: "paid" });
    expect(await db.assessment.count({ where: { id: bobAssessment } })).toBe(1);

    const entry = await db.auditLog.findFirstOrThrow({ where: { action: "privacy.erased" } });
    expect(entry.actorEmail).toBe("erased account");
    expect(JSON.stringify(entry)).not.toContain(ADA);
  });

  it("refuses someone who is not signed in, and an admin's own account", async () => {
    expect((await eraseWith(undefined, PASSWORD)).status).toBe(401);
    await createAccount("root@example.com", { role: "admin" });
    const cookie = sessionCookieOf(await signIn("root@example.com"));
    expect((await eraseWith(cookie, PASSWORD)).status).toBe(403);
  });
});
