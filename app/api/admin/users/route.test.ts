import { resetData } from "@/tests/helpers/database";
import { accountWithToken, adminRequest, noParams, withId } from "@/tests/helpers/admin";
import { deleteUser, updateUser } from "@/capabilities/accounts/users/mutations";
import { verifyPassword } from "@/platform/auth/password";
import { db } from "@/platform/db";
import { deliverableBody } from "@/platform/email/outbox";
import { GET, POST } from "./route";
import { DELETE, PUT } from "./[id]/route";

let admin: Awaited<ReturnType<typeof accountWithToken>>;
type Actor = { id: string; email: string };

beforeEach(async () => {
  await resetData();
  admin = await accountWithToken("admin", "root@example.com");
});

const create = (body: unknown, token = admin.token) =>
  POST(adminRequest("/api/admin/users", { token, method: "POST", body }), noParams);
const update = (id: string, body: unknown, token = admin.token) =>
  PUT(adminRequest(`/api/admin/users/${id}`, { token, method: "PUT", body }), withId(id));
const remove = (id: string, token = admin.token) =>
  DELETE(adminRequest(`/api/admin/users/${id}`, { token, method: "DELETE" }), withId(id));

describe("GET /api/admin/users", () => {
  it("lists the accounts with id, email, role and dates only (two-step sign-in's included)", async () => {
    await accountWithToken("user", "member@example.com");
    const response = await GET(adminRequest("/api/admin/users", { token: admin.token }), noParams);
    expect(response.status).toBe(200);
    const { users } = await response.json();
    expect(users.map((u: { email: string }) => u.email)).toEqual([
      "root@example.com",
      "member@example.com",
    ]);
    for (const user of users) {
      expect(Object.keys(user).sort()).toEqual([
        "createdAt",
        "email",
        "id",
        "passkeys",
        "role",
        "totpEnabledAt",
        "updatedAt",
      ]);
    }
  });
});

describe("POST /api/admin/users", () => {
  it("creates an admin by default with a temporary password, e-mailed and never answered", async () => {
    const before = Date.now();
    const response = await create({ email: "  New.Admin@Example.com " });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.user).toMatchObject({ email: "new.admin@example.com", role: "admin" });
    expect(Object.keys(body.user).sort()).toEqual([
      "createdAt",
      "email",
      "id",
      "passkeys",
      "role",
      "totpEnabledAt",
      "updatedAt",
    ]);
    expect(body.emailStatus).toBe("logged");

    const stored = await db.user.findUniqueOrThrow({ where: { email: "new.admin@example.com" } });
    expect(stored.mustChangePassword).toBe(true);
    const expiresIn = stored.tempPasswordExpiresAt!.getTime() - before;
    expect(expiresIn).toBeGreaterThan(24 * 3_600_000 - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(24 * 3_600_000 + 60_000);
    expect(stored.password).toMatch(/^\$argon2id\$/);

    const email = await db.emailMessage.findFirstOrThrow({
      where: { to: "new.admin@example.com", template: "temporary-password" },
    });
    expect(email.status).toBe("logged");
    const delivered = deliverableBody(email);
    expect(delivered.text).toContain("http://localhost:3000/login");
    const password = delivered.text.match(/(?:^|\s)([A-Za-z0-9_-]{16}aA1)(?=\s|$)/m)?.[1];
    expect(password).toBeDefined();
    expect(await verifyPassword(stored.password, password!)).toBe(true);
    expect(JSON.stringify(body)).not.toContain(password!);

    const entry = await db.auditLog.findFirstOrThrow({ where: { action: "user.create" } });
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      targetId: stored.id,
      details: { email: "new.admin@example.com", role: "admin" },
    });
    expect(JSON.stringify(entry.details)).not.toContain(password!);
  });

  it("creates a user when asked", async () => {
    const response = await create({ email: "member@example.com", role: "user" });
    expect((await response.json()).user.role).toBe("user");
  });

  it.each([
    [{ email: "not-an-email", role: "admin" }, "Valid email is required"],
    [{ role: "admin" }, "Valid email is required"],
    [{ email: "ok@example.com", role: "owner" }, "Role is required"],
    [{ email: "ok@example.com", role: null }, "Role is required"],
  ])("refuses %j with the form's message", async (body, message) => {
    const response = await create(body);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(message);
    expect(await db.user.count()).toBe(1);
  });

  it("refuses an e-mail that is taken, in any case, with 409", async () => {
    const response = await create({ email: "ROOT@example.com" });
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe("A user with this email already exists.");
    expect(await db.emailMessage.count()).toBe(0);
  });
});

describe("PUT /api/admin/users/[id]", () => {
  it("changes the e-mail and role, and audits both values", async () => {
    const member = await accountWithToken("user", "member@example.com");
    const response = await update(member.user.id, { email: "Promoted@Example.com", role: "admin" });
    expect(response.status).toBe(200);
    expect((await response.json()).user).toMatchObject({
      email: "promoted@example.com",
      role: "admin",
    });
    const entry = await db.auditLog.findFirstOrThrow({ where: { action: "user.update" } });
    expect(entry.details).toEqual({
      before: { email: "member@example.com", role: "user" },
      after: { email: "promoted@example.com", role: "admin" },
    });
    // The promoted account's sessions never proved a second factor: not an admin until it
    // signs in again and sets up an authenticator app.
    expect(
      (await GET(adminRequest("/api/admin/users", { token: member.token }), noParams)).status,
    ).toBe(403);
  });

  it("refuses the admin's own demotion, even with another admin around", async () => {
    await accountWithToken("admin", "second@example.com");
    const response = await update(admin.user.id, { email: "root@example.com", role: "user" });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe("You cannot remove your own admin role.");
    expect((await db.user.findUniqueOrThrow({ where: { id: admin.user.id } })).role).toBe("admin");
  });

  it("lets admins edit their own e-mail", async () => {
    const response = await update(admin.user.id, { email: "boss@example.com", role: "admin" });
    expect(response.status).toBe(200);
  });

  it("demotes another admin", async () => {
    const second = await accountWithToken("admin", "second@example.com");
    expect(
      (await update(second.user.id, { email: "second@example.com", role: "user" })).status,
    ).toBe(200);
    expect(
      (await GET(adminRequest("/api/admin/users", { token: second.token }), noParams)).status,
    ).toBe(403);
  });

  it("lets at most one of two concurrent demotions of the only two admins through", async () => {
    const second = await accountWithToken("admin", "second@example.com");
    const responses = await Promise.all([
      update(second.user.id, { email: "second@example.com", role: "user" }, admin.token),
      update(admin.user.id, { email: "root@example.com", role: "user" }, second.token),
    ]);
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(1);
    expect(statuses.every((s) => [200, 400, 403].includes(s))).toBe(true);
    expect(await db.user.count({ where: { role: "admin" } })).toBeGreaterThanOrEqual(1);
  });

  it.each([
    [{ email: "bad", role: "user" }, "Valid email is required"],
    [{ email: "x@example.com", role: "" }, "Role is required"],
    [{ email: "x@example.com" }, "Role is required"],
  ])("refuses %j with the form's message", async (body, message) => {
    const member = await accountWithToken("user");
    const response = await update(member.user.id, body);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(message);
  });

  it("refuses an e-mail another account has with 409", async () => {
    const member = await accountWithToken("user", "member@example.com");
    const response = await update(member.user.id, { email: "root@example.com", role: "user" });
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe("A user with this email already exists.");
  });

  it.each(["00000000-0000-4000-8000-000000000000", "nobody"])("answers 404 for %p", async (id) => {
    const response = await update(id, { email: "x@example.com", role: "user" });
    expect(response.status).toBe(404);
  });
});

describe("DELETE /api/admin/users/[id]", () => {
  it("deletes an account, keeps its assessments without an owner, and audits it", async () => {
    const member = await accountWithToken("user", "member@example.com");
    const assessment = await db.assessment.create({
      data: {
        userId: member.user.id,
        executiveName: "M",
        executiveTitle: "CEO",
        companyName: "C",
        companyRevenue: "1m-10m",
        companyEmployees: "1-10",
        companyIndustry: "other",
        aiConfidence: 5,
        aiPerception: "not_sure",
        orgPosture: "curious",
      },
    });
    expect((await remove(member.user.id)).status).toBe(200);
    expect(await db.user.count({ where: { id: member.user.id } })).toBe(0);
    expect(
      (await db.assessment.findUniqueOrThrow({ where: { id: assessment.id } })).userId,
    ).toBeNull();
    const entry = await db.auditLog.findFirstOrThrow({ where: { action: "user.delete" } });
    expect(entry).toMatchObject({
      targetId: member.user.id,
      details: { email: "member@example.com", role: "user" },
    });
  });

  it("refuses to delete one's own account", async () => {
    await accountWithToken("admin", "second@example.com");
    const response = await remove(admin.user.id);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe("You cannot delete your own account.");
    expect(await db.user.count({ where: { id: admin.user.id } })).toBe(1);
  });

  it("deletes another admin, and refuses to remove the last one when two try at once", async () => {
    const second = await accountWithToken("admin", "second@example.com");
    const responses = await Promise.all([
      remove(second.user.id, admin.token),
      remove(admin.user.id, second.token),
    ]);
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await db.user.count({ where: { role: "admin" } })).toBe(1);
  });

  it("answers 404 for an unknown account", async () => {
    expect((await remove("00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });
});

describe("the only two admins removing each other at the same moment", () => {
  // Both requests are past the wrapper's role check: only the transaction's lock on the admin
  // rows keeps one of them from succeeding (on PostgreSQL, without it both went through).
  it.each([
    [
      "demotions",
      (actor: Actor, target: Actor) =>
        updateUser(actor, target.id, { email: target.email, role: "user" }),
    ],
    ["deletions", (actor: Actor, target: Actor) => deleteUser(actor, target.id)],
  ])("lets exactly one of two concurrent %s through", async (_kind, removeAdmin) => {
    for (let round = 0; round < 5; round++) {
      await resetData();
      const a = (await accountWithToken("admin", "a@example.com")).user;
      const b = (await accountWithToken("admin", "b@example.com")).user;
      const results = await Promise.allSettled([removeAdmin(a, b), removeAdmin(b, a)]);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      expect(results.find((r) => r.status === "rejected")).toMatchObject({
        reason: { code: "forbidden" },
      });
      expect(await db.user.count({ where: { role: "admin" } })).toBe(1);
    }
  });
});

describe("an admin demoted while their request was under way", () => {
  it("changes nothing: the role is checked again inside the transaction", async () => {
    // The race made deterministic: the request passed the wrapper's role check as an admin,
    // then another request demoted the caller before the transaction started.
    const second = await accountWithToken("admin", "second@example.com");
    const staleCaller = { id: second.user.id, email: second.user.email };
    await db.user.update({ where: { id: second.user.id }, data: { role: "user" } });

    await expect(
      updateUser(staleCaller, admin.user.id, { email: "root@example.com", role: "user" }),
    ).rejects.toMatchObject({
      code: "forbidden",
    });
    await expect(deleteUser(staleCaller, admin.user.id)).rejects.toMatchObject({
      code: "forbidden",
    });
    expect(await db.user.count({ where: { role: "admin" } })).toBe(1);
    expect(await db.auditLog.count()).toBe(0);
  });
});
