import { resetData } from "@/tests/helpers/database";
import { generateSync } from "otplib";
import { db } from "@/platform/db";
import {
  createAccount,
  lastEmail,
  noParams,
  postJson,
  request,
  sessionCookieOf,
  signIn,
  totpCode,
} from "@/tests/helpers/account";
import { givePasskey } from "@/tests/helpers/passkey-authenticator";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as confirm } from "./confirm/route";
import { DELETE as remove, POST as start } from "./route";

const ADA = "ada@example.com";

async function signedInCookie(email = ADA) {
  return sessionCookieOf(await signIn(email));
}

const startFor = (cookie: string) =>
  start(request("/api/user/second-factor", { cookie }, { method: "POST" }), noParams);
const confirmFor = (cookie: string, challenge: string, code: string) =>
  confirm(postJson("/api/user/second-factor/confirm", { challenge, code }, { cookie }), noParams);
const removeFor = (cookie: string, code: string) =>
  remove(
    request("/api/user/second-factor", { cookie }, { method: "DELETE", body: { code } }),
    noParams,
  );

beforeEach(resetData);

describe("a user's authenticator app, from the account page", () => {
  it("is set up by its first code; then signing in asks for a code; it is turned off with one", async () => {
    await createAccount(ADA);
    const cookie = await signedInCookie();
    const started = await startFor(cookie);
    expect(started.status).toBe(200);
    const { challenge, secret, qrSvg } = await started.json();
    expect(qrSvg).toMatch(/^<svg/);

    expect((await confirmFor(cookie, challenge, "000000")).status).toBe(401);
    const confirmed = await confirmFor(cookie, challenge, generateSync({ secret }));
    expect(confirmed.status).toBe(200);
    expect((await confirmed.json()).recoveryCodes).toHaveLength(10);
    expect((await lastEmail(ADA, "second-factor-notice")).message?.subject).toBe(
      "An authenticator app now protects your account",
    );

    const password = await login(
      postJson("/api/auth/login", { email: ADA, password: "Correct-Horse-9" }),
      noParams,
    );
    expect(await password.json()).toMatchObject({ mfaRequired: true, enrolment: false });
    expect(password.headers.get("set-cookie")).toBeNull();

    await db.user.update({ where: { email: ADA }, data: { totpLastStep: null } });
    expect((await removeFor(cookie, "000000")).status).toBe(401);
    const removed = await removeFor(cookie, generateSync({ secret }));
    expect(removed.status).toBe(200);
    const user = await db.user.findUniqueOrThrow({ where: { email: ADA } });
    expect(user.totpSecret).toBeNull();
    expect(await db.recoveryCode.count()).toBe(0);
    expect(await db.auditLog.count({ where: { action: "second_factor.removed" } })).toBe(1);
  });

  it("confirms only the caller's own enrolment", async () => {
    await createAccount(ADA);
    await createAccount("bob@example.com");
    const ada = await signedInCookie();
    const bob = await signedInCookie("bob@example.com");
    const { challenge, secret } = await (await startFor(ada)).json();
    expect((await confirmFor(bob, challenge, generateSync({ secret }))).status).toBe(401);
    const bobUser = await db.user.findUniqueOrThrow({ where: { email: "bob@example.com" } });
    expect(bobUser.totpSecret).toBeNull();
  });

  it("keeps an admin's app while it is the only second factor; with a passkey it can go", async () => {
    const admin = await createAccount("root@example.com", { role: "admin" });
    const cookie = await signedInCookie("root@example.com");
    expect((await startFor(cookie)).status).toBe(409);
    await db.user.update({ where: { email: "root@example.com" }, data: { totpLastStep: null } });
    const res = await removeFor(cookie, totpCode());
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe(
      "An admin account always keeps a second factor: add a passkey before turning the app off.",
    );

    await givePasskey(admin.id);
    await db.user.update({ where: { email: "root@example.com" }, data: { totpLastStep: null } });
    expect((await removeFor(cookie, totpCode())).status).toBe(200);
    expect((await db.user.findUniqueOrThrow({ where: { id: admin.id } })).totpEnabledAt).toBeNull();
  });
});
