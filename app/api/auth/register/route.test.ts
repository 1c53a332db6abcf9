import { resetData } from "@/tests/helpers/database";
import { jest } from "@jest/globals";
import { db } from "@/platform/db";
import { verifyPassword } from "@/platform/auth/password";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { createAssessment } from "@/capabilities/leads/assessments/mutations";
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
import { POST as register } from "./route";

const registerAs = (body: unknown, ip?: string) =>
  register(postJson("/api/auth/register", body, { ip }), noParams);

const SAME_ANSWER = {
  success: true,
  message:
    "Thank you for registering. Sign in with your email and password. If this email already had an account, we have emailed you instead.",
};

beforeEach(resetData);
beforeAll(() => jest.spyOn(console, "log").mockImplementation(() => {}));

describe("POST /api/auth/register", () => {
  it("creates a user account that then signs in at /api/auth/login", async () => {
    const res = await registerAs({ email: "ada@example.com", password: PASSWORD });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual(SAME_ANSWER);
    expect(res.headers.get("set-cookie")).toBeNull();

    const stored = await db.user.findUniqueOrThrow({ where: { email: "ada@example.com" } });
    expect(stored.role).toBe("user");
    expect(stored.password).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored.password, PASSWORD)).toBe(true);

    const signedIn = await login(
      postJson("/api/auth/login", { email: "ada@example.com", password: PASSWORD }),
      noParams,
    );
    expect(signedIn.status).toBe(200);
    const { token } = await signedIn.json();
    const who = await verify(request("/api/auth/verify", { token }), noParams);
    expect(await who.json()).toEqual({
      user: { id: stored.id, email: "ada@example.com", role: "user" },
    });
  });

  it("stores the e-mail trimmed and lower-cased", async () => {
    const res = await registerAs({ email: "  Ada.Lovelace@Example.COM ", password: PASSWORD });
    expect(res.status).toBe(201);
    expect(await db.user.findFirstOrThrow()).toMatchObject({
      email: "ada.lovelace@example.com",
    });
  });

  it("answers a taken e-mail (in any case) exactly as a new one, and e-mails its owner instead", async () => {
    const existing = await createAccount("ada@example.com", { role: "admin" });
    const taken = await registerAs({ email: "ADA@example.com", password: "Another-Pass1" });
    const fresh = await registerAs({ email: "bob@example.com", password: "Another-Pass1" });
    expect(taken.status).toBe(fresh.status);
    expect(await taken.json()).toEqual(await fresh.json());
    expect([...taken.headers.keys()].sort()).toEqual([...fresh.headers.keys()].sort());
    expect(taken.headers.get("set-cookie")).toBeNull();

    const unchanged = await db.user.findUniqueOrThrow({ where: { id: existing.id } });
    expect(unchanged.password).toBe(existing.password);
    expect(unchanged.role).toBe("admin");
    expect(await db.user.count()).toBe(2);

    const { message } = await lastEmail("ada@example.com", "account-exists");
    expect(message?.subject).toBe("Someone tried to create an account with your e-mail address");
    expect(message?.text).toContain("/reset-password");
    expect((await lastEmail("bob@example.com", "account-exists")).message).toBeNull();
  });

  it("never saves an assessment to an account that already existed", async () => {
    await createAccount("ada@example.com");
    const assessmentId = await createAssessment(makeAnswers());
    const res = await registerAs({ email: "ada@example.com", password: PASSWORD, assessmentId });
    expect(await res.json()).toEqual(SAME_ANSWER);
    expect((await db.assessment.findUniqueOrThrow({ where: { id: assessmentId } })).userId).toBe(
      null,
    );
  });

  it.each(["Password1", "Welcome1", "Qwerty123", "Football1", "Iloveyou2024!"])(
    "refuses the common password %j under the password field",
    async (password) => {
      const res = await registerAs({ email: "ada@example.com", password });
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.error.fields.password).toBe(
        "This password is too common and easy to guess. Please choose another one.",
      );
      expect(await db.user.count()).toBe(0);
    },
  );

  it.each([
    ["Ab1", "Password must be at least 8 characters long"],
    ["ABCDEFG1", "Password must contain at least one lowercase letter"],
    ["abcdefg1", "Password must contain at least one uppercase letter"],
    ["Abcdefgh", "Password must contain at least one number"],
  ])("refuses the password %j with '%s'", async (password, message) => {
    const res = await registerAs({ email: "ada@example.com", password });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.message).toBe(message);
    expect(body.error.fields.password).toBe(message);
    expect(body.success).toBe(false);
    expect(await db.user.count()).toBe(0);
  });

  it("refuses an invalid e-mail with 'Please enter a valid email address.'", async () => {
    const res = await registerAs({ email: "ada@", password: PASSWORD });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields.email).toBe("Please enter a valid email address.");
  });

  it("saves the given assessment to the new account, with the same answer", async () => {
    const assessmentId = await createAssessment(makeAnswers());
    const res = await registerAs({ email: "ada@example.com", password: PASSWORD, assessmentId });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual(SAME_ANSWER);
    const user = await db.user.findFirstOrThrow();
    expect((await db.assessment.findUniqueOrThrow({ where: { id: assessmentId } })).userId).toBe(
      user.id,
    );
  });

  it("still creates the account when the assessment cannot be linked, with the same answer", async () => {
    const other = await createAccount("owner@example.com");
    const assessmentId = await createAssessment(makeAnswers());
    await db.assessment.update({ where: { id: assessmentId }, data: { userId: other.id } });

    for (const [email, id] of [
      ["ada@example.com", assessmentId],
      ["bob@example.com", "00000000-0000-4000-8000-000000000000"],
      ["cy@example.com", "not-an-id"],
    ]) {
      const res = await registerAs({ email, password: PASSWORD, assessmentId: id });
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual(SAME_ANSWER);
      expect(await db.user.findUnique({ where: { email } })).not.toBeNull();
    }
    expect((await db.assessment.findUniqueOrThrow({ where: { id: assessmentId } })).userId).toBe(
      other.id,
    );
  });

  it("limits registrations per client with 429 and Retry-After", async () => {
    for (let i = 0; i < 5; i++) {
      const res = await registerAs({ email: `u${i}@example.com`, password: PASSWORD }, "192.0.2.9");
      expect(res.status).toBe(201);
    }
    const limited = await registerAs({ email: "u9@example.com", password: PASSWORD }, "192.0.2.9");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await limited.json()).success).toBe(false);
    expect(
      (await registerAs({ email: "u9@example.com", password: PASSWORD }, "192.0.2.10")).status,
    ).toBe(201);
  });

  it("counts registrations with invented X-Forwarded-For addresses as one client: 5 of 10", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const body = { email: `forged${i}@example.com`, password: PASSWORD };
      statuses.push((await registerAs(body, `198.51.100.${i}, 192.0.2.11`)).status);
    }
    expect(statuses).toEqual([...Array(5).fill(201), ...Array(5).fill(429)]);
    expect(await db.user.count()).toBe(5);
  });

  it("limits registrations of one address from many clients: its owner gets 3 e-mails an hour, not more", async () => {
    await createAccount("owner@example.com");
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const body = { email: "owner@example.com", password: PASSWORD };
      statuses.push((await registerAs(body, `192.0.2.${100 + i}`)).status);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
  });
});
