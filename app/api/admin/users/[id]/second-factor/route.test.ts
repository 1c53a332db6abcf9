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
  signIn,
} from "@/tests/helpers/account";
import { withId } from "@/tests/helpers/admin";
import { givePasskey } from "@/tests/helpers/passkey-authenticator";
import { GET as listUsers } from "@/app/api/admin/users/route";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as verify } from "@/app/api/auth/verify/route";
import { DELETE as reset } from "./route";

const resetAs = (cookie: string, id: string) =>
  reset(
    request(`/api/admin/users/${id}/second-factor`, { cookie }, { method: "DELETE" }),
    withId(id),
  );

beforeEach(resetData);

describe("DELETE /api/admin/users/[id]/second-factor", () => {
  it("resets another admin's app: its codes stop, its sessions end, and its next sign-in enrols a new app", async () => {
    await createAccount("root@example.com", { role: "admin" });
    const other = await createAccount("second@example.com", { role: "admin" });
    const root = sessionCookieOf(await signIn("root@example.com"));
    const theirs = sessionCookieOf(await signIn("second@example.com"));

    const res = await resetAs(root, other.id);
    expect(res.status).toBe(200);
    const after = await db.user.findUniqueOrThrow({ where: { id: other.id } });
    expect(after.totpSecret).toBeNull();
    expect(await db.recoveryCode.count({ where: { userId: other.id } })).toBe(0);
    expect((await verify(request("/api/auth/verify", { cookie: theirs }), noParams)).status).toBe(
      401,
    );

    const next = await login(
      postJson("/api/auth/login", { email: "second@example.com", password: PASSWORD }),
      noParams,
    );
    expect(await next.json()).toMatchObject({ mfaRequired: true, enrolment: true });
    const entry = await db.auditLog.findFirstOrThrow({
      where: { action: "second_factor.removed" },
    });
    expect(entry).toMatchObject({ actorEmail: "root@example.com", targetId: other.id });
    expect((await lastEmail("second@example.com", "second-factor-notice")).message?.subject).toBe(
      "The authenticator app was removed from your account",
    );
  });

  it("resets an admin whose factor is a passkey: its passkeys go, and the Users tab said it had one", async () => {
    await createAccount("root@example.com", { role: "admin" });
    const other = await createAccount("keyed@example.com", { role: "admin", totp: false });
    await givePasskey(other.id);
    const root = sessionCookieOf(await signIn("root@example.com"));
    const { users } = await (
      await listUsers(request("/api/admin/users", { cookie: root }), noParams)
    ).json();
    expect(users.find((user: { id: string }) => user.id === other.id)).toMatchObject({
      totpEnabledAt: null,
      passkeys: 1,
    });

    expect((await resetAs(root, other.id)).status).toBe(200);
    expect(await db.passkey.count({ where: { userId: other.id } })).toBe(0);
    const next = await login(
      postJson("/api/auth/login", { email: "keyed@example.com", password: PASSWORD }),
      noParams,
    );
    expect(await next.json()).toMatchObject({ mfaRequired: true, enrolment: true, passkey: false });
  });

  it("refuses the admin's own, an account without an app, an unknown id, and a stale second factor", async () => {
    const root = await createAccount("root@example.com", { role: "admin" });
    const plain = await createAccount("plain@example.com");
    const cookie = sessionCookieOf(await signIn("root@example.com"));
    expect((await resetAs(cookie, root.id)).status).toBe(403);
    expect((await resetAs(cookie, plain.id)).status).toBe(409);
    expect((await resetAs(cookie, "not-a-uuid")).status).toBe(404);

    await db.session.updateMany({ data: { secondFactorAt: new Date(Date.now() - 11 * 60_000) } });
    const stale = await resetAs(cookie, plain.id);
    expect((await stale.json()).error.code).toBe("step_up_required");
  });
});
