import { resetData } from "@/tests/helpers/database";
import { jest } from "@jest/globals";
import { db } from "@/platform/db";
import { env } from "@/platform/env";
import { verifyPassword } from "@/platform/auth/password";
import { hashResetToken } from "@/capabilities/accounts/tokens";
import {
  PASSWORD,
  createAccount,
  lastEmail,
  noParams,
  postJson,
  request,
} from "@/tests/helpers/account";
import { POST as login } from "../login/route";
import { GET as verify } from "../verify/route";
import { POST as confirm } from "../reset-password-confirm/route";
import { POST as requestReset } from "./route";

const NEW_PASSWORD = "Brand-New-Pass7";
const COMMON = "This password is too common and easy to guess. Please choose another one.";
const INVALID = "This reset link is invalid or has expired. Please request a new one.";

const ask = (email: string, options: Parameters<typeof postJson>[2] = {}) =>
  requestReset(postJson("/api/auth/reset-password", { email }, options), noParams);
const confirmWith = (token: string, newPassword = NEW_PASSWORD) =>
  confirm(postJson("/api/auth/reset-password-confirm", { token, newPassword }), noParams);

async function tokenFor(email: string) {
  expect((await ask(email)).status).toBe(200);
  const { token } = await lastEmail(email, "password-reset");
  if (!token) throw new Error("no reset link in the outbox");
  return token;
}

beforeEach(resetData);
// The outbox logs every message; the tests read the table instead.
beforeAll(() => jest.spyOn(console, "log").mockImplementation(() => {}));

describe("POST /api/auth/reset-password", () => {
  it("answers known and unknown addresses with the same 200 and message", async () => {
    await createAccount("ada@example.com");
    const known = await ask("ada@example.com");
    const unknown = await ask("nobody@example.com");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const body = await known.json();
    expect(body).toEqual(await unknown.json());
    expect(body.message).toBe(
      "If an account with this email exists, reset instructions have been sent.",
    );
    expect(await db.emailMessage.count({ where: { to: "nobody@example.com" } })).toBe(0);
  });

  it("stores only a SHA-256 of a 32-byte token, for an hour, and mails the APP_URL link despite a spoofed host", async () => {
    const user = await createAccount("ada@example.com");
    const res = await ask(" Ada@Example.com", {
      url: "http://evil.example/api/auth/reset-password",
      headers: {
        host: "evil.example",
        "x-forwarded-host": "evil.example",
        origin: "http://evil.example",
      },
    });
    expect(res.status).toBe(200);

    const { body, token } = await lastEmail("ada@example.com", "password-reset");
    expect(body?.text).toContain(`${env.APP_URL}/reset-password?token=${token}`);
    expect(body?.html).toContain(`${env.APP_URL}/reset-password?token=${token}`);
    expect(`${body?.text}${body?.html}`).not.toContain("evil.example");
    expect(Buffer.from(token!, "base64url")).toHaveLength(32);

    const stored = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored.resetToken).toBe(hashResetToken(token!));
    expect(stored.resetToken).not.toContain(token!);
    const expiresIn = stored.resetTokenExpiry!.getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(59 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(60 * 60_000);
  });

  it("refuses an invalid e-mail with 'Valid email is required'", async () => {
    const res = await ask("nope");
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields.email).toBe("Valid email is required");
  });

  it("limits requests per address and per client", async () => {
    await createAccount("ada@example.com");
    for (let i = 0; i < 5; i++) expect((await ask("ada@example.com")).status).toBe(200);
    const limited = await ask("ada@example.com");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await db.emailMessage.count()).toBe(5);

    for (let i = 0; i < 5; i++) {
      expect((await ask(`c${i}@example.com`, { ip: "192.0.2.77" })).status).toBe(200);
    }
    expect((await ask("c9@example.com", { ip: "192.0.2.77" })).status).toBe(429);
  });
});

describe("POST /api/auth/reset-password-confirm", () => {
  it("sets the new password, once, ends old sessions and sends a notice", async () => {
    const user = await createAccount("ada@example.com", {
      mustChangePassword: true,
      tempPasswordExpiresAt: new Date(Date.now() + 60_000),
    });
    const signIn = await login(
      postJson("/api/auth/login", { email: "ada@example.com", password: PASSWORD }),
      noParams,
    );
    const { token: oldBearer } = await signIn.json();
    const whoOld = () => verify(request("/api/auth/verify", { token: oldBearer }), noParams);
    expect((await whoOld()).status).toBe(200);

    const token = await tokenFor("ada@example.com");
    const res = await confirmWith(token);
    expect(res.status).toBe(200);
    expect((await res.json()).success).toBe(true);
    // The browser that proved the mailbox is known: the sign-in throttle never stops it.
    const known = res.headers.getSetCookie().find((c) => c.startsWith("known-device="));
    expect(known).toMatch(/HttpOnly/i);

    const stored = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await verifyPassword(stored.password, NEW_PASSWORD)).toBe(true);
    expect(stored.password).toMatch(/^\$argon2id\$/);
    expect(stored).toMatchObject({
      resetToken: null,
      resetTokenExpiry: null,
      mustChangePassword: false,
      tempPasswordExpiresAt: null,
      sessionVersion: user.sessionVersion + 1,
    });
    expect((await whoOld()).status).toBe(401);
    expect((await lastEmail("ada@example.com", "password-changed")).message).not.toBeNull();

    const again = await confirmWith(token, "Another-Pass8");
    expect(again.status).toBe(400);
    expect((await again.json()).message).toBe(INVALID);
    const after = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await verifyPassword(after.password, NEW_PASSWORD)).toBe(true);
  });

  it("refuses an expired token", async () => {
    const user = await createAccount("ada@example.com");
    const token = await tokenFor("ada@example.com");
    await db.user.update({
      where: { id: user.id },
      data: { resetTokenExpiry: new Date(Date.now() - 1000) },
    });
    const res = await confirmWith(token);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(INVALID);
    const stored = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await verifyPassword(stored.password, PASSWORD)).toBe(true);
  });

  it("refuses an unknown token, and an earlier one replaced by a newer request", async () => {
    await createAccount("ada@example.com");
    const first = await tokenFor("ada@example.com");
    const second = await tokenFor("ada@example.com");
    expect(first).not.toBe(second);
    expect((await confirmWith("made-up-token")).status).toBe(400);
    expect((await confirmWith(first)).status).toBe(400);
    expect((await confirmWith(second)).status).toBe(200);
  });

  it.each(["Password1", "Welcome1", "Qwerty123"])(
    "refuses the common password %j and keeps the link usable",
    async (newPassword) => {
      await createAccount("ada@example.com");
      const token = await tokenFor("ada@example.com");
      const res = await confirmWith(token, newPassword);
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields.newPassword).toBe(COMMON);
      expect((await confirmWith(token)).status).toBe(200);
    },
  );

  it.each([
    [{ newPassword: NEW_PASSWORD }, "token", "Reset token is required"],
    [{ token: "x", newPassword: "short" }, "newPassword", "Password must be at least 8 characters"],
    [
      { token: "x", newPassword: "lowercase1" },
      "newPassword",
      "Password must contain at least one lowercase letter, one uppercase letter, and one number",
    ],
  ])("refuses %j with the spec's message", async (body, field, message) => {
    const res = await confirm(postJson("/api/auth/reset-password-confirm", body), noParams);
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields[field]).toBe(message);
  });
});
