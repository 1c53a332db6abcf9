import { resetData } from "@/tests/helpers/database";
import { generateSync } from "otplib";
import { db } from "@/platform/db";
import {
  PASSWORD,
  createAccount,
  lastEmail,
  noParams,
  postJson,
  request,
  sessionCookieOf,
  totpCode,
} from "@/tests/helpers/account";
import { GET as exportData } from "@/app/api/admin/export/route";
import { POST as createUser, GET as listUsers } from "@/app/api/admin/users/route";
import { POST as login } from "../login/route";
import { POST as stepUp } from "../step-up/route";
import { POST as enrolment } from "./enrolment/route";
import { POST as mfa } from "./route";

const ADMIN = "root@example.com";

async function challengeFor(email = ADMIN, ip?: string) {
  const res = await login(
    postJson("/api/auth/login", { email, password: PASSWORD }, { ip }),
    noParams,
  );
  const body = await res.json();
  expect(body.mfaRequired).toBe(true);
  return body as { challenge: string; enrolment: boolean };
}

const answer = (challenge: string, code: string, ip?: string) =>
  mfa(postJson("/api/auth/mfa", { challenge, code }, { ip }), noParams);

/** The last code is forgotten, so a test may use the app's current code again. */
const forgetLastCode = (email = ADMIN) =>
  db.user.update({ where: { email }, data: { totpLastStep: null } });

beforeEach(resetData);

describe("POST /api/auth/mfa", () => {
  it("signs an admin in with the app's code: the session, the role, an audit entry and an e-mail", async () => {
    await createAccount(ADMIN, { role: "admin" });
    const { challenge, enrolment } = await challengeFor();
    expect(enrolment).toBe(false);

    const res = await answer(challenge, totpCode());
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      success: true,
      token: expect.any(String),
      user: { role: "admin" },
    });
    const cookie = sessionCookieOf(res);
    expect((await listUsers(request("/api/admin/users", { cookie }), noParams)).status).toBe(200);

    expect(await db.auditLog.count({ where: { action: "second_factor.sign_in" } })).toBe(1);
    const { message } = await lastEmail(ADMIN, "second-factor-notice");
    expect(message?.subject).toBe("New sign-in to your account");
  });

  it("refuses a wrong code with the same 401 whatever the password was, and no session", async () => {
    await createAccount(ADMIN, { role: "admin" });
    const { challenge } = await challengeFor();
    const res = await answer(challenge, "000000");
    expect(res.status).toBe(401);
    expect(res.headers.get("set-cookie")).toBeNull();
    expect((await res.json()).message).toMatch(/^That code is not valid/);
    expect(await db.auditLog.count({ where: { action: "second_factor.failed" } })).toBe(1);
    expect((await lastEmail(ADMIN, "second-factor-notice")).message?.subject).toBe(
      "A wrong sign-in code was entered for your account",
    );
  });

  it("takes a challenge once: replayed after success, it is refused", async () => {
    await createAccount(ADMIN, { role: "admin" });
    const { challenge } = await challengeFor();
    expect((await answer(challenge, totpCode())).status).toBe(200);
    await forgetLastCode();
    const replay = await answer(challenge, totpCode());
    expect(replay.status).toBe(401);
    expect((await replay.json()).message).toBe(
      "This sign-in has expired. Please enter your email and password again.",
    );
  });

  it("takes an app code once: the same code on a new challenge is refused", async () => {
    await createAccount(ADMIN, { role: "admin" });
    const code = totpCode();
    expect((await answer((await challengeFor()).challenge, code)).status).toBe(200);
    expect((await answer((await challengeFor()).challenge, code)).status).toBe(401);
  });

  it("refuses an expired challenge", async () => {
    await createAccount(ADMIN, { role: "admin" });
    const { challenge } = await challengeFor();
    await db.signInChallenge.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await answer(challenge, totpCode());
    expect(res.status).toBe(401);
    expect((await res.json()).message).toMatch(/^This sign-in has expired/);
  });

  it("kills a challenge after five wrong codes, and refuses the account after ten across challenges", async () => {
    await createAccount(ADMIN, { role: "admin" });
    const first = await challengeFor();
    for (let i = 0; i < 5; i++) expect((await answer(first.challenge, "111111")).status).toBe(401);
    const dead = await answer(first.challenge, totpCode());
    expect(dead.status).toBe(401);
    expect((await dead.json()).message).toMatch(/^This sign-in has expired/);

    const second = await challengeFor();
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await answer(second.challenge, "222222")).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const third = await challengeFor();
    const limited = await answer(third.challenge, totpCode());
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.headers.get("set-cookie")).toBeNull();
  });
});

describe("an admin's first sign-in enrols an authenticator app", () => {
  it("shows its QR code, confirms it by a first code, answers ten recovery codes once; each recovery code signs in once", async () => {
    await createAccount(ADMIN, { role: "admin", totp: false });
    const { challenge, enrolment: enrolling } = await challengeFor();
    expect(enrolling).toBe(true);

    const setup = await enrolment(postJson("/api/auth/mfa/enrolment", { challenge }), noParams);
    expect(setup.status).toBe(200);
    const { secret, uri, qrSvg } = await setup.json();
    expect(uri).toBe(
      `otpauth://totp/AI%20Readiness:root%40example.com?secret=${secret}&issuer=AI%20Readiness`,
    );
    expect(qrSvg).toMatch(/^<svg/);

    expect((await answer(challenge, "123456")).status).toBe(401);
    const res = await answer(challenge, generateSync({ secret }));
    expect(res.status).toBe(200);
    const { recoveryCodes, user } = await res.json();
    expect(user.role).toBe("admin");
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const stored = await db.recoveryCode.findMany();
    expect(stored.map((r) => r.codeHash)).not.toContain(recoveryCodes[0]);
    expect(await db.auditLog.count({ where: { action: "second_factor.enrolled" } })).toBe(1);

    const next = await challengeFor();
    expect(next.enrolment).toBe(false);
    const recovered = await answer(next.challenge, recoveryCodes[0].toUpperCase());
    expect(recovered.status).toBe(200);
    expect((await recovered.json()).recoveryCodes).toBeUndefined();
    expect((await lastEmail(ADMIN, "second-factor-notice")).body?.text).toContain(
      "You have 9 recovery codes left.",
    );
    const again = await challengeFor();
    expect((await answer(again.challenge, recoveryCodes[0])).status).toBe(401);
  });

  it("gives no enrolment to a challenge of an account that has an app", async () => {
    await createAccount(ADMIN, { role: "admin" });
    const { challenge } = await challengeFor();
    const res = await enrolment(postJson("/api/auth/mfa/enrolment", { challenge }), noParams);
    expect(res.status).toBe(409);
  });
});

describe("step-up before protected actions", () => {
  it("asks a session whose second factor is older than ten minutes for a code before an export", async () => {
    await createAccount(ADMIN, { role: "admin" });
    const signedIn = await answer((await challengeFor()).challenge, totpCode());
    const cookie = sessionCookieOf(signedIn);
    const exportCsv = () =>
      exportData(request("/api/admin/export?format=csv&type=standard", { cookie }), noParams);
    expect((await exportCsv()).status).toBe(200);

    await db.session.updateMany({
      data: { secondFactorAt: new Date(Date.now() - 11 * 60_000) },
    });
    const refused = await exportCsv();
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe("step_up_required");

    await forgetLastCode();
    const wrong = await stepUp(
      postJson("/api/auth/step-up", { code: "000000" }, { cookie }),
      noParams,
    );
    expect(wrong.status).toBe(401);
    const proven = await stepUp(
      postJson("/api/auth/step-up", { code: totpCode() }, { cookie }),
      noParams,
    );
    expect(proven.status).toBe(200);
    expect((await exportCsv()).status).toBe(200);
    expect(await db.auditLog.count({ where: { action: "second_factor.step_up" } })).toBe(1);
  });

  it("lets a stale session create a user, but an admin only after a step-up", async () => {
    await createAccount(ADMIN, { role: "admin" });
    const cookie = sessionCookieOf(await answer((await challengeFor()).challenge, totpCode()));
    await db.session.updateMany({ data: { secondFactorAt: new Date(Date.now() - 11 * 60_000) } });
    const create = (email: string, role: "user" | "admin") =>
      createUser(postJson("/api/admin/users", { email, role }, { cookie }), noParams);
    expect((await create("member@example.com", "user")).status).toBe(201);
    const refused = await create("second@example.com", "admin");
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe("step_up_required");
    expect(await db.user.count({ where: { email: "second@example.com" } })).toBe(0);
  });

  it("holds the admin role only in a session that proved a second factor", async () => {
    const admin = await createAccount(ADMIN, { role: "admin" });
    const { issueApiToken } = await import("@/platform/auth/session");
    const passwordOnly = await issueApiToken({ sub: admin.id, sv: admin.sessionVersion });
    const res = await listUsers(request("/api/admin/users", { token: passwordOnly }), noParams);
    expect(res.status).toBe(403);
  });
});
