import { resetData } from "@/tests/helpers/database";
import type { NextRequest } from "next/server";
import {
  PASSWORD,
  createAccount,
  noParams,
  postJson,
  request,
  sessionCookieOf,
  signIn,
} from "@/tests/helpers/account";
import { seedAssessment, withId } from "@/tests/helpers/admin";
import { db } from "@/platform/db";
import { env } from "@/platform/env";
import { POST as login } from "./auth/login/route";
import { POST as createUser } from "./admin/users/route";
import { DELETE as deleteUser } from "./admin/users/[id]/route";
import { POST as createCoupon } from "./admin/coupons/route";
import { POST as linkAssessment } from "./user/link-assessment/route";

/**
 * A page on another site (or a sibling sub-domain) posting with the visitor's cookie: the
 * browser names it in Origin or Sec-Fetch-Site, and every state change is refused.
 */

const EVIL = { origin: "https://evil.example" };
const SIBLING = { "sec-fetch-site": "same-site" };
const OURS = { origin: new URL(env.APP_URL).origin, "sec-fetch-site": "same-origin" };

async function cookieOf(email: string, role: "user" | "admin") {
  await createAccount(email, { role });
  const res = await signIn(email);
  expect(res.status).toBe(200);
  return sessionCookieOf(res);
}

const call = (
  path: string,
  cookie: string,
  headers: Record<string, string>,
  init: { method?: string; body?: unknown } = {},
): NextRequest => request(path, { cookie, headers }, { method: "POST", ...init });

beforeEach(resetData);

describe("state changes sent from another site with the admin's cookie", () => {
  it.each([
    ["another origin", EVIL],
    ["a sibling sub-domain (Sec-Fetch-Site: same-site)", SIBLING],
    ["a sandboxed page (Origin: null)", { origin: "null" }],
  ])("are refused with 403 from %s, and nothing changes", async (_, headers) => {
    const admin = await cookieOf("root@example.com", "admin");
    const victim = await createAccount("victim@example.com");
    const assessmentId = await seedAssessment();
    const user = await cookieOf("ada@example.com", "user");

    const answers = [
      await createUser(
        call("/api/admin/users", admin, headers, {
          body: { email: "attacker@evil.example", role: "admin" },
        }),
        noParams,
      ),
      await deleteUser(
        call(`/api/admin/users/${victim.id}`, admin, headers, { method: "DELETE" }),
        withId(victim.id),
      ),
      await createCoupon(
        call("/api/admin/coupons", admin, headers, { body: { code: "FREE-FOR-ALL" } }),
        noParams,
      ),
      await linkAssessment(
        call("/api/user/link-assessment", user, headers, { body: { assessmentId } }),
        noParams,
      ),
    ];
    for (const res of answers) {
      expect(res.status).toBe(403);
      expect((await res.json()).message).toBe("Cross-site requests are not accepted.");
    }
    expect(await db.user.findUnique({ where: { email: "attacker@evil.example" } })).toBeNull();
    expect(await db.user.findUnique({ where: { id: victim.id } })).not.toBeNull();
    expect(await db.couponCode.count()).toBe(0);
    expect((await db.assessment.findUniqueOrThrow({ where: { id: assessmentId } })).userId).toBe(
      null,
    );
  });

  it("work from our own pages (Origin of APP_URL, or the host the request was sent to)", async () => {
    const admin = await cookieOf("root@example.com", "admin");
    const victim = await createAccount("victim@example.com");
    const assessmentId = await seedAssessment();
    const user = await cookieOf("ada@example.com", "user");
    const sameHost = { origin: "https://reports.example.com", host: "reports.example.com" };

    const created = await createUser(
      call("/api/admin/users", admin, OURS, { body: { email: "new@example.com", role: "user" } }),
      noParams,
    );
    expect(created.status).toBe(201);
    const deleted = await deleteUser(
      call(`/api/admin/users/${victim.id}`, admin, sameHost, { method: "DELETE" }),
      withId(victim.id),
    );
    expect(deleted.status).toBe(200);
    const coupon = await createCoupon(
      call("/api/admin/coupons", admin, OURS, { body: { code: "LAUNCH-10" } }),
      noParams,
    );
    expect(coupon.status).toBe(201);
    const linked = await linkAssessment(
      call("/api/user/link-assessment", user, OURS, { body: { assessmentId } }),
      noParams,
    );
    expect(linked.status).toBe(200);
  });

  it("work from clients that are not browsers (no Origin, no Sec-Fetch-Site)", async () => {
    const admin = await cookieOf("root@example.com", "admin");
    const res = await createCoupon(
      call("/api/admin/coupons", admin, {}, { body: { code: "LAUNCH-10" } }),
      noParams,
    );
    expect(res.status).toBe(201);
  });
});

// next-auth's Credentials callback refuses the same way: tests/e2e/security.spec.ts (next-auth
// does not load under Jest).
describe("login from another site (login CSRF)", () => {
  it("is refused on our JSON login", async () => {
    await createAccount("attacker@example.com");
    const credentials = { email: "attacker@example.com", password: PASSWORD };
    const res = await login(postJson("/api/auth/login", credentials, { headers: EVIL }), noParams);
    expect(res.status).toBe(403);
    expect(res.headers.get("set-cookie")).toBeNull();
  });
});
