import { resetData } from "@/tests/helpers/database";
import {
  PASSWORD,
  createAccount,
  noParams,
  postJson,
  request,
  sessionCookieOf,
} from "@/tests/helpers/account";
import { db } from "@/platform/db";
import { env } from "@/platform/env";
import { POST as changePassword } from "../change-password/route";
import { POST as login } from "../login/route";
import { GET as verify } from "./route";

const signIn = async () => {
  const res = await login(
    postJson("/api/auth/login", { email: "ada@example.com", password: PASSWORD }),
    noParams,
  );
  return { cookie: sessionCookieOf(res), token: (await res.json()).token as string };
};
const verifyWith = async (options: { token?: string; cookie?: string }) =>
  (await verify(request("/api/auth/verify", options), noParams)).status;

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

beforeEach(resetData);

describe("GET /api/auth/verify: sessions end", () => {
  it(`after SESSION_IDLE_MINUTES (${env.SESSION_IDLE_MINUTES}) without a request`, async () => {
    await createAccount("ada@example.com");
    const { cookie, token } = await signIn();
    await db.session.updateMany({
      data: { lastSeenAt: minutesAgo(env.SESSION_IDLE_MINUTES - 1) },
    });
    expect(await verifyWith({ cookie })).toBe(200); // still in time, and now seen again
    expect(await verifyWith({ token })).toBe(200);

    await db.session.updateMany({ data: { lastSeenAt: minutesAgo(env.SESSION_IDLE_MINUTES + 1) } });
    expect(await verifyWith({ cookie })).toBe(401);
    expect(await verifyWith({ token })).toBe(401);
  });

  it("marks a session as seen at most once a minute", async () => {
    await createAccount("ada@example.com");
    const { token } = await signIn();
    const seen = async () =>
      (await db.session.findFirstOrThrow({ where: { kind: "api" } })).lastSeenAt;
    const started = await seen();
    await verifyWith({ token });
    expect(await seen()).toEqual(started);

    await db.session.updateMany({ data: { lastSeenAt: minutesAgo(2) } });
    await verifyWith({ token });
    expect((await seen()).getTime()).toBeGreaterThan(Date.now() - 10_000);
  });

  it("for every other cookie and bearer token after a password change", async () => {
    await createAccount("ada@example.com");
    const old = await signIn();
    const res = await changePassword(
      postJson(
        "/api/auth/change-password",
        { currentPassword: PASSWORD, newPassword: "Fresh-Horse-42" },
        { token: old.token },
      ),
      noParams,
    );
    expect(res.status).toBe(200);
    const { token } = await res.json();
    expect(await verifyWith({ token: old.token })).toBe(401);
    expect(await verifyWith({ cookie: old.cookie })).toBe(401);
    expect(await verifyWith({ token })).toBe(200);
    expect(await db.session.count({ where: { revokedAt: null } })).toBe(2); // the new pair
  });

  it("for tokens signed before sessions were kept on the server (no sid)", async () => {
    const user = await createAccount("ada@example.com");
    const { encode } = await import("next-auth/jwt");
    const { authSecret } = await import("@/platform/auth/secret");
    const legacy = await encode({
      token: { sub: user.id, sv: 0 },
      secret: authSecret(),
      salt: "api-token",
    });
    expect(await verifyWith({ token: legacy })).toBe(401);
  });
});
