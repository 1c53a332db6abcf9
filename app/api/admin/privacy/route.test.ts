import { resetData } from "@/tests/helpers/database";
import { db } from "@/platform/db";
import { lastEmail, request } from "@/tests/helpers/account";
import {
  accountWithToken,
  adminRequest,
  noParams,
  seedAssessment,
  withId,
} from "@/tests/helpers/admin";
import { GET as download } from "@/app/api/privacy/requests/[token]/route";
import * as hold from "@/app/api/admin/assessments/[id]/hold/route";
import { GET as overview } from "./route";
import { POST as record } from "./requests/route";

const LEE = "lee@example.com";
let token: string;

beforeEach(async () => {
  await resetData();
  token = (await accountWithToken("admin")).token;
});

const overviewNow = async () =>
  (await overview(adminRequest("/api/admin/privacy", { token }), noParams)).json();

const recordRequest = (email: string) =>
  record(
    adminRequest("/api/admin/privacy/requests", { token, method: "POST", body: { email } }),
    noParams,
  );

describe("the Privacy tab's requests", () => {
  it("records a request written to the officer: its 30-day clock runs until the person uses the link", async () => {
    await seedAssessment({ companyName: "Lee Logistics", executiveEmail: LEE });
    const res = await recordRequest("Lee@Example.com");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ held: true });

    const [open] = (await overviewNow()).requests;
    expect(open).toMatchObject({
      channel: "officer",
      addressHint: "l…@example.com",
      outcome: null,
    });
    const days = (Date.parse(open.dueAt) - Date.parse(open.receivedAt)) / 86_400_000;
    expect(days).toBe(30);
    expect(JSON.stringify(await overviewNow())).not.toContain(LEE);

    const link = (await lastEmail(LEE, "privacy-link")).body?.text.match(
      /\/privacy\/requests\/([\w.-]+)/,
    )?.[1];
    await download(request(`/api/privacy/requests/${link}`), {
      params: Promise.resolve({ token: link! }),
    });
    expect((await overviewNow()).requests[0]).toMatchObject({ outcome: "downloaded" });
  });

  it("sends nothing and says so when nothing is held; refuses a malformed address", async () => {
    const res = await recordRequest("nobody@example.com");
    expect(await res.json()).toMatchObject({ held: false });
    expect((await lastEmail("nobody@example.com", "privacy-link")).message).toBeNull();
    expect((await overviewNow()).requests).toEqual([]);
    const bad = await recordRequest("not an address");
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields.email).toBe("Please enter a valid email address.");
  });
});

describe("PUT /api/admin/assessments/[id]/hold", () => {
  it("needs a reason, and 404s an unknown lead", async () => {
    const id = await seedAssessment();
    const put = (target: string, reason: string) =>
      hold.PUT(
        adminRequest(`/api/admin/assessments/${target}/hold`, {
          token,
          method: "PUT",
          body: { reason },
        }),
        withId(target),
      );
    const short = await put(id, "x");
    expect(short.status).toBe(400);
    expect((await short.json()).error.fields.reason).toBe("Say why the lead is kept.");
    expect((await put("3f1c2a4e-0000-4000-8000-000000000001", "Litigation")).status).toBe(404);
    expect((await put(id, "Litigation")).status).toBe(200);
    expect(await db.assessment.findUniqueOrThrow({ where: { id } })).toMatchObject({
      legalHoldReason: "Litigation",
    });
    expect((await overviewNow()).holds).toHaveLength(1);
  });
});
