import { resetData } from "@/tests/helpers/database";
import { db } from "@/platform/db";
import {
  PASSWORD,
  createAccount,
  lastEmail,
  noParams,
  postJson,
  request,
  sessionCookieOf,
} from "@/tests/helpers/account";
import { PasskeyAuthenticator, givePasskey } from "@/tests/helpers/passkey-authenticator";
import { GET as listUsers } from "@/app/api/admin/users/route";
import { POST as login } from "../../login/route";
import { POST as enrolmentOptions } from "../enrolment/passkey/options/route";
import { POST as enrol } from "../enrolment/passkey/route";
import { POST as options } from "./options/route";
import { POST as verify } from "./route";

const ADMIN = "root@example.com";
const SIGN_IN_EXPIRED = "This sign-in has expired. Please enter your email and password again.";

async function challengeFor(email = ADMIN) {
  const res = await login(postJson("/api/auth/login", { email, password: PASSWORD }), noParams);
  const body = await res.json();
  expect(body.mfaRequired).toBe(true);
  return body as { challenge: string; enrolment: boolean; passkey: boolean };
}

async function optionsFor(challenge: string) {
  const res = await options(postJson("/api/auth/mfa/passkey/options", { challenge }), noParams);
  return { status: res.status, body: await res.json() };
}

const answer = (challenge: string, response: unknown) =>
  verify(postJson("/api/auth/mfa/passkey", { challenge, response }), noParams);

/** An admin whose only second factor is a passkey. */
async function adminWithPasskey(email = ADMIN) {
  const user = await createAccount(email, { role: "admin", totp: false });
  return { user, key: await givePasskey(user.id) };
}

beforeEach(resetData);

describe("POST /api/auth/mfa/passkey", () => {
  it("signs an admin in with a passkey: the session, the role, the counter, an audit entry and an e-mail", async () => {
    const { key } = await adminWithPasskey();
    const { challenge, enrolment, passkey } = await challengeFor();
    expect({ enrolment, passkey }).toEqual({ enrolment: false, passkey: true });

    const asked = await optionsFor(challenge);
    expect(asked.status).toBe(200);
    expect(asked.body.options.allowCredentials).toEqual([
      expect.objectContaining({ id: key.id, type: "public-key" }),
    ]);
    expect(asked.body.options.rpId).toBe("localhost");

    const res = await answer(challenge, key.sign(asked.body.options));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      success: true,
      token: expect.any(String),
      user: { role: "admin" },
    });
    const cookie = sessionCookieOf(res);
    expect((await listUsers(request("/api/admin/users", { cookie }), noParams)).status).toBe(200);

    const stored = await db.passkey.findFirstOrThrow();
    expect(Number(stored.counter)).toBe(1);
    expect(stored.lastUsedAt).not.toBeNull();
    expect(await db.auditLog.count({ where: { action: "second_factor.passkey_sign_in" } })).toBe(1);
    expect((await lastEmail(ADMIN, "second-factor-notice")).message?.subject).toBe(
      "New sign-in to your account with a passkey",
    );
  });

  it("takes a challenge once: replayed after success, it is refused", async () => {
    const { key } = await adminWithPasskey();
    const { challenge } = await challengeFor();
    const signed = key.sign((await optionsFor(challenge)).body.options);
    expect((await answer(challenge, signed)).status).toBe(200);

    const replay = await answer(challenge, signed);
    expect(replay.status).toBe(401);
    expect((await replay.json()).message).toBe(SIGN_IN_EXPIRED);
    expect((await optionsFor(challenge)).status).toBe(401);
  });

  it("refuses an answer to options that newer options replaced, and an answer without options", async () => {
    const { key } = await adminWithPasskey();
    const { challenge } = await challengeFor();
    const unasked = await answer(challenge, key.sign({ challenge: "bm90LWFza2Vk" }));
    expect(unasked.status).toBe(401);

    const first = (await optionsFor(challenge)).body.options;
    await optionsFor(challenge);
    const stale = await answer(challenge, key.sign(first));
    expect(stale.status).toBe(401);
    expect((await stale.json()).message).toMatch(/^That passkey was not accepted/);
    expect(await db.auditLog.count({ where: { action: "second_factor.failed" } })).toBe(2);
  });

  it("refuses an expired challenge", async () => {
    const { key } = await adminWithPasskey();
    const { challenge } = await challengeFor();
    const asked = (await optionsFor(challenge)).body.options;
    await db.signInChallenge.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await answer(challenge, key.sign(asked));
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBe(SIGN_IN_EXPIRED);
    expect((await optionsFor(challenge)).status).toBe(401);
  });

  it("refuses another account's passkey, a bad signature and another site's answer, with no session", async () => {
    const { key } = await adminWithPasskey();
    const other = await createAccount("other@example.com", { role: "admin", totp: false });
    const othersKey = await givePasskey(other.id);
    const { challenge } = await challengeFor();

    const byOther = await answer(
      challenge,
      othersKey.sign((await optionsFor(challenge)).body.options),
    );
    expect(byOther.status).toBe(401);
    expect(byOther.headers.get("set-cookie")).toBeNull();

    const forged = key.sign((await optionsFor(challenge)).body.options);
    const signature = Buffer.from(forged.response.signature, "base64url");
    signature[signature.length - 1] ^= 0xff;
    forged.response.signature = signature.toString("base64url");
    expect((await answer(challenge, forged)).status).toBe(401);

    // The same key, used on a look-alike site that relays our options: its origin is refused.
    const phished = key.sign((await optionsFor(challenge)).body.options, {
      origin: "https://evil.example",
    });
    expect((await answer(challenge, phished)).status).toBe(401);

    expect((await db.signInChallenge.findFirstOrThrow()).failures).toBe(3);
    expect(await db.session.count()).toBe(0);
  });

  it("kills the challenge after five refused answers", async () => {
    await adminWithPasskey();
    const stranger = new PasskeyAuthenticator();
    const { challenge } = await challengeFor();
    for (let i = 0; i < 5; i++) {
      const asked = (await optionsFor(challenge)).body.options;
      expect((await answer(challenge, stranger.sign(asked))).status).toBe(401);
    }
    expect((await optionsFor(challenge)).status).toBe(401);
  });

  it("answers 409 to an account without a passkey, and 400 to a malformed answer", async () => {
    await createAccount(ADMIN, { role: "admin" });
    const { challenge, passkey } = await challengeFor();
    expect(passkey).toBe(false);
    const asked = await optionsFor(challenge);
    expect(asked.status).toBe(409);
    expect(asked.body.message).toBe("This account has no passkey.");

    const malformed = await answer(challenge, { id: "abc", type: "password" });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error.code).toBe("validation_failed");
  });

  it("asks a user with a passkey for it after the password", async () => {
    const user = await createAccount("ada@example.com");
    await givePasskey(user.id);
    const { enrolment, passkey } = await challengeFor("ada@example.com");
    expect({ enrolment, passkey }).toEqual({ enrolment: false, passkey: true });
  });
});

describe("an admin's first sign-in enrols a passkey", () => {
  const askEnrolment = async (challenge: string) => {
    const res = await enrolmentOptions(
      postJson("/api/auth/mfa/enrolment/passkey/options", { challenge }),
      noParams,
    );
    return { status: res.status, body: await res.json() };
  };
  const register = (challenge: string, response: unknown, name?: string) =>
    enrol(postJson("/api/auth/mfa/enrolment/passkey", { challenge, response, name }), noParams);

  it("makes the passkey, answers ten recovery codes once and signs in; the next sign-in asks for it", async () => {
    await createAccount(ADMIN, { role: "admin", totp: false });
    const { challenge, enrolment } = await challengeFor();
    expect(enrolment).toBe(true);

    const asked = await askEnrolment(challenge);
    expect(asked.status).toBe(200);
    expect(asked.body.options.rp).toEqual({ name: "AI Readiness", id: "localhost" });
    expect(asked.body.options.user.name).toBe(ADMIN);

    const key = new PasskeyAuthenticator();
    const res = await register(challenge, key.register(asked.body.options), "Office key");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.user.role).toBe("admin");
    expect(body.recoveryCodes).toHaveLength(10);
    expect(sessionCookieOf(res)).toMatch(/session-token=/);
    expect(await db.passkey.findFirstOrThrow()).toMatchObject({
      credentialId: key.id,
      name: "Office key",
    });
    expect(await db.auditLog.count({ where: { action: "second_factor.passkey_enrolled" } })).toBe(
      1,
    );
    expect((await lastEmail(ADMIN, "second-factor-notice")).message?.subject).toBe(
      "A passkey was added to your account",
    );

    expect((await register(challenge, key.register(asked.body.options))).status).toBe(401);
    const next = await challengeFor();
    expect({ enrolment: next.enrolment, passkey: next.passkey }).toEqual({
      enrolment: false,
      passkey: true,
    });
    const signed = key.sign((await optionsFor(next.challenge)).body.options);
    expect((await answer(next.challenge, signed)).status).toBe(200);
  });

  it("refuses a registration made for another challenge, and enrolment on an account with a factor", async () => {
    await createAccount(ADMIN, { role: "admin", totp: false });
    const { challenge } = await challengeFor();
    const asked = (await askEnrolment(challenge)).body.options;
    const wrong = await register(
      challenge,
      new PasskeyAuthenticator().register({ ...asked, challenge: "c29tZXRoaW5nLWVsc2U" }),
    );
    expect(wrong.status).toBe(401);
    expect(await db.passkey.count()).toBe(0);

    await createAccount("second@example.com", { role: "admin" });
    const withApp = await challengeFor("second@example.com");
    expect((await askEnrolment(withApp.challenge)).status).toBe(409);
  });
});
