import { resetData } from "@/tests/helpers/database";
import { jest } from "@jest/globals";
import { db } from "@/platform/db";
import { verifyPassword } from "@/platform/auth/password";
import {
  PASSWORD,
  createAccount,
  lastEmail,
  noParams,
  postJson,
  request,
  sessionCookieOf,
} from "@/tests/helpers/account";
import { POST as login } from "../login/route";
import { GET as verify } from "../verify/route";
import { POST as change } from "./route";

const NEW_PASSWORD = "Brand-New-Pass7";
const COMMON = "This password is too common and easy to guess. Please choose another one.";

async function signIn(email: string, password = PASSWORD) {
  const res = await login(postJson("/api/auth/login", { email, password }), noParams);
  return { res, cookie: sessionCookieOf(res), ...(await res.json()) };
}
const changeWith = (cookie: string, body: unknown) =>
  change(postJson("/api/auth/change-password", body, { cookie }), noParams);
const whoIs = (options: { cookie?: string; token?: string }) =>
  verify(request("/api/auth/verify", options), noParams);

beforeEach(resetData);
beforeAll(() => jest.spyOn(console, "log").mockImplementation(() => {}));

describe("POST /api/auth/change-password (forced change after a temporary password)", () => {
  it("sets the new password, clears the forced change, ends other sessions and renews this one", async () => {
    const user = await createAccount("temp@example.com", {
      mustChangePassword: true,
      tempPasswordExpiresAt: new Date(Date.now() + 60 * 60_000),
    });
    const first = await signIn("temp@example.com");
    expect(first.user.mustChangePassword).toBe(true);
    const other = await signIn("temp@example.com");

    const res = await changeWith(first.cookie, {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, user: { mustChangePassword: false } });

    const stored = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await verifyPassword(stored.password, NEW_PASSWORD)).toBe(true);
    expect(stored).toMatchObject({
      mustChangePassword: false,
      tempPasswordExpiresAt: null,
      sessionVersion: user.sessionVersion + 1,
    });

    expect((await whoIs({ cookie: sessionCookieOf(res) })).status).toBe(200);
    expect((await whoIs({ token: body.token })).status).toBe(200);
    expect((await whoIs({ cookie: first.cookie })).status).toBe(401);
    expect((await whoIs({ cookie: other.cookie })).status).toBe(401);
    expect((await whoIs({ token: other.token })).status).toBe(401);
    expect((await lastEmail("temp@example.com", "password-changed")).message).not.toBeNull();

    const again = await signIn("temp@example.com", NEW_PASSWORD);
    expect(again.user.mustChangePassword).toBe(false);
  });

  it("refuses a wrong current password and the same password again", async () => {
    await createAccount("ada@example.com");
    const { cookie } = await signIn("ada@example.com");
    const wrong = await changeWith(cookie, {
      currentPassword: "Not-It-123",
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.fields.currentPassword).toBe(
      "Your current password is not correct.",
    );
    const same = await changeWith(cookie, { currentPassword: PASSWORD, newPassword: PASSWORD });
    expect(same.status).toBe(400);
    expect((await same.json()).error.fields.newPassword).toMatch(/different/);
  });

  it("applies the new-password rules", async () => {
    await createAccount("ada@example.com");
    const { cookie } = await signIn("ada@example.com");
    const res = await changeWith(cookie, { currentPassword: PASSWORD, newPassword: "alllower1" });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields.newPassword).toBe(
      "Password must contain at least one lowercase letter, one uppercase letter, and one number",
    );
  });

  it.each(["Password1", "Welcome1", "Qwerty123", "Sunshine2024!"])(
    "refuses the common password %j on its field, and the old password still works",
    async (newPassword) => {
      await createAccount("ada@example.com");
      const { cookie } = await signIn("ada@example.com");
      const res = await changeWith(cookie, { currentPassword: PASSWORD, newPassword });
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields.newPassword).toBe(COMMON);
      expect((await whoIs({ cookie })).status).toBe(200);
    },
  );

  it("refuses a session whose temporary password has since expired", async () => {
    const user = await createAccount("temp@example.com", {
      mustChangePassword: true,
      tempPasswordExpiresAt: new Date(Date.now() + 60_000),
    });
    const { cookie } = await signIn("temp@example.com");
    await db.user.update({
      where: { id: user.id },
      data: { tempPasswordExpiresAt: new Date(Date.now() - 1000) },
    });
    const res = await changeWith(cookie, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBe(
      "Your temporary password has expired. Ask an administrator for a new one.",
    );
  });

  it("answers 401 to a visitor", async () => {
    const res = await change(
      postJson("/api/auth/change-password", {
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
      }),
      noParams,
    );
    expect(res.status).toBe(401);
  });
});
