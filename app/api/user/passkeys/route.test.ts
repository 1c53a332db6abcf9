import { resetData } from "@/tests/helpers/database";
import { db } from "@/platform/db";
import {
  createAccount,
  lastEmail,
  noParams,
  postJson,
  request,
  sessionCookieOf,
  signIn,
} from "@/tests/helpers/account";
import { PasskeyAuthenticator, givePasskey } from "@/tests/helpers/passkey-authenticator";
import { GET as exportData } from "@/app/api/admin/export/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as stepUpOptions } from "@/app/api/auth/step-up/passkey/options/route";
import { POST as stepUp } from "@/app/api/auth/step-up/passkey/route";
import { DELETE as remove, PATCH as rename } from "./[id]/route";
import { POST as options } from "./options/route";
import { GET as list, POST as register } from "./route";

const ADA = "ada@example.com";
const ADMIN = "root@example.com";

const idParams = (id: string) => ({ params: Promise.resolve({ id }) });
const cookieOf = async (email: string) => sessionCookieOf(await signIn(email));
/** The caller's second factor was proven more than ten minutes ago. */
const ageSecondFactor = () =>
  db.session.updateMany({ data: { secondFactorAt: new Date(Date.now() - 11 * 60_000) } });

async function startFor(cookie: string) {
  const res = await options(
    request("/api/user/passkeys/options", { cookie }, { method: "POST" }),
    noParams,
  );
  return { status: res.status, body: await res.json() };
}

const registerFor = (cookie: string, body: unknown) =>
  register(postJson("/api/user/passkeys", body, { cookie }), noParams);

/** Adds a passkey through the endpoints, as the account page does; answers the 201's body. */
async function addPasskey(cookie: string, key = new PasskeyAuthenticator(), name = "Laptop") {
  const { body } = await startFor(cookie);
  const res = await registerFor(cookie, {
    challenge: body.challenge,
    response: key.register(body.options),
    name,
  });
  expect(res.status).toBe(201);
  return res.json();
}

const removeFor = (cookie: string, id: string) =>
  remove(request(`/api/user/passkeys/${id}`, { cookie }, { method: "DELETE" }), idParams(id));

async function stepUpWith(cookie: string, key: PasskeyAuthenticator) {
  const started = await stepUpOptions(
    request("/api/auth/step-up/passkey/options", { cookie }, { method: "POST" }),
    noParams,
  );
  const { challenge, options: asked } = await started.json();
  return stepUp(
    postJson("/api/auth/step-up/passkey", { challenge, response: key.sign(asked) }, { cookie }),
    noParams,
  );
}

beforeEach(resetData);

describe("the account's passkeys", () => {
  it("an admin adds one with a recent second factor; it is listed, audited and e-mailed", async () => {
    await createAccount(ADMIN, { role: "admin" });
    const cookie = await cookieOf(ADMIN);
    const started = await startFor(cookie);
    expect(started.status).toBe(200);
    expect(started.body.options.rp.id).toBe("localhost");

    const key = new PasskeyAuthenticator();
    const res = await registerFor(cookie, {
      challenge: started.body.challenge,
      response: key.register(started.body.options),
      name: "  Office key ",
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.passkey).toMatchObject({ name: "Office key", lastUsedAt: null });
    expect(body.recoveryCodes).toBeUndefined(); // the app's codes stay the account's codes

    const listed = await (await list(request("/api/user/passkeys", { cookie }), noParams)).json();
    expect(listed.passkeys).toEqual([
      expect.objectContaining({ id: body.passkey.id, name: "Office key" }),
    ]);
    expect(await db.auditLog.count({ where: { action: "second_factor.passkey_enrolled" } })).toBe(
      1,
    );
    expect((await lastEmail(ADMIN, "second-factor-notice")).message?.subject).toBe(
      "A passkey was added to your account",
    );

    // The new passkey shows up in the next options' exclusions: it is not made twice.
    const again = await startFor(cookie);
    expect(again.body.options.excludeCredentials).toEqual([
      expect.objectContaining({ id: key.id }),
    ]);
  });

  it("asks an account with a second factor for a recent one before adding a passkey", async () => {
    await createAccount(ADMIN, { role: "admin" });
    const cookie = await cookieOf(ADMIN);
    await ageSecondFactor();
    const refused = await startFor(cookie);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("step_up_required");
  });

  it("a user's first passkey brings recovery codes, and the next sign-in asks for it", async () => {
    await createAccount(ADA);
    const cookie = await cookieOf(ADA);
    const body = await addPasskey(cookie);
    expect(body.recoveryCodes).toHaveLength(10);
    const next = await login(
      postJson("/api/auth/login", { email: ADA, password: "Correct-Horse-9" }),
      noParams,
    );
    expect(await next.json()).toMatchObject({ mfaRequired: true, enrolment: false, passkey: true });
  });

  it("refuses a registration with another account's challenge, a sign-in challenge, or a replayed one", async () => {
    await createAccount(ADA);
    await createAccount("bob@example.com");
    const ada = await cookieOf(ADA);
    const bob = await cookieOf("bob@example.com");
    const { body } = await startFor(ada);
    const response = new PasskeyAuthenticator().register(body.options);

    const byBob = await registerFor(bob, { challenge: body.challenge, response });
    expect(byBob.status).toBe(401);
    expect(await db.passkey.count()).toBe(0);

    await createAccount(ADMIN, { role: "admin" });
    const borrowed = (
      await (
        await login(
          postJson("/api/auth/login", { email: ADMIN, password: "Correct-Horse-9" }),
          noParams,
        )
      ).json()
    ).challenge as string;
    expect((await registerFor(ada, { challenge: borrowed, response })).status).toBe(401);

    expect((await registerFor(ada, { challenge: body.challenge, response })).status).toBe(201);
    const replay = await registerFor(ada, { challenge: body.challenge, response });
    expect(replay.status).toBe(401);
    expect(await db.passkey.count()).toBe(1);
  });

  it("renames its own passkeys only, and refuses a bad name", async () => {
    await createAccount(ADA);
    await createAccount("bob@example.com");
    const ada = await cookieOf(ADA);
    const { passkey } = await addPasskey(ada);
    const renameAs = (cookie: string, name: unknown) =>
      rename(
        request(
          `/api/user/passkeys/${passkey.id}`,
          { cookie },
          { method: "PATCH", body: { name } },
        ),
        idParams(passkey.id),
      );
    expect((await renameAs(ada, "Phone")).status).toBe(200);
    expect((await renameAs(await cookieOf("bob@example.com"), "Mine")).status).toBe(404);
    expect((await renameAs(ada, "")).status).toBe(400);
    expect((await db.passkey.findFirstOrThrow()).name).toBe("Phone");
  });

  it("is removed by its owner with a recent second factor, never by someone else", async () => {
    await createAccount(ADMIN, { role: "admin" });
    await createAccount(ADA, { totp: true }); // her session has a recent second factor too
    const admin = await cookieOf(ADMIN);
    const { passkey } = await addPasskey(admin);

    const byOther = await removeFor(await cookieOf(ADA), passkey.id);
    expect(byOther.status).toBe(404);
    expect(await removeFor(admin, "not-a-uuid").then((res) => res.status)).toBe(404);

    await ageSecondFactor();
    const stale = await removeFor(admin, passkey.id);
    expect(stale.status).toBe(403);
    expect((await stale.json()).error.code).toBe("step_up_required");
    expect(await db.passkey.count()).toBe(1);

    await db.session.updateMany({ data: { secondFactorAt: new Date() } });
    expect((await removeFor(admin, passkey.id)).status).toBe(200);
    expect(await db.passkey.count()).toBe(0);
    expect(await db.auditLog.count({ where: { action: "second_factor.passkey_removed" } })).toBe(1);
    expect((await lastEmail(ADMIN, "second-factor-notice")).message?.subject).toBe(
      "A passkey was removed from your account",
    );
  });

  it("refuses to remove an admin's last second factor", async () => {
    const admin = await createAccount(ADMIN, { role: "admin", totp: false });
    const key = await givePasskey(admin.id);
    const res = await login(
      postJson("/api/auth/login", { email: ADMIN, password: "Correct-Horse-9" }),
      noParams,
    );
    const { challenge } = await res.json();
    const { POST: mfaOptions } = await import("@/app/api/auth/mfa/passkey/options/route");
    const { POST: mfaPasskey } = await import("@/app/api/auth/mfa/passkey/route");
    const asked = await (await mfaOptions(postJson("/x", { challenge }), noParams)).json();
    const signedIn = await mfaPasskey(
      postJson("/x", { challenge, response: key.sign(asked.options) }),
      noParams,
    );
    const cookie = sessionCookieOf(signedIn);
    const { id } = await db.passkey.findFirstOrThrow();

    const refused = await removeFor(cookie, id);
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toMatch(
      /^An admin account always keeps a second factor/,
    );
    expect(await db.passkey.count()).toBe(1);
  });

  it("a user's last passkey takes the recovery codes with it", async () => {
    await createAccount(ADA);
    const cookie = await cookieOf(ADA);
    const { passkey } = await addPasskey(cookie);
    expect(await db.recoveryCode.count()).toBe(10);
    expect((await removeFor(cookie, passkey.id)).status).toBe(200);
    expect(await db.recoveryCode.count()).toBe(0);
  });
});

describe("step-up with a passkey", () => {
  it("opens the protected actions for ten minutes; a replay or another account's passkey is refused", async () => {
    await createAccount(ADMIN, { role: "admin" });
    const cookie = await cookieOf(ADMIN);
    const key = new PasskeyAuthenticator();
    await addPasskey(cookie, key);
    await ageSecondFactor();
    const exportCsv = () =>
      exportData(request("/api/admin/export?format=csv&type=standard", { cookie }), noParams);
    expect((await exportCsv()).status).toBe(403);

    const other = await createAccount(ADA);
    const stranger = await givePasskey(other.id);
    expect((await stepUpWith(cookie, stranger)).status).toBe(401);
    expect((await exportCsv()).status).toBe(403);

    const started = await stepUpOptions(
      request("/api/auth/step-up/passkey/options", { cookie }, { method: "POST" }),
      noParams,
    );
    const { challenge, options: asked } = await started.json();
    const signed = key.sign(asked);
    const proven = await stepUp(
      postJson("/x", { challenge, response: signed }, { cookie }),
      noParams,
    );
    expect(proven.status).toBe(200);
    expect((await exportCsv()).status).toBe(200);
    expect(await db.auditLog.count({ where: { action: "second_factor.step_up" } })).toBe(1);

    const replay = await stepUp(
      postJson("/x", { challenge, response: signed }, { cookie }),
      noParams,
    );
    expect(replay.status).toBe(401);
  });

  it("answers 409 to an account without a passkey, and 401 to nobody", async () => {
    await createAccount(ADMIN, { role: "admin" });
    const cookie = await cookieOf(ADMIN);
    const none = await stepUpOptions(
      request("/api/auth/step-up/passkey/options", { cookie }, { method: "POST" }),
      noParams,
    );
    expect(none.status).toBe(409);
    const nobody = await stepUpOptions(
      request("/api/auth/step-up/passkey/options", {}, { method: "POST" }),
      noParams,
    );
    expect(nobody.status).toBe(401);
  });
});
