import { randomInt } from "node:crypto";
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { expect, test } from "./fixtures";
import { generateSync } from "otplib";
import { signInAdminByApi } from "./admin-sign-in";
import { E2E_ADMIN, E2E_BASE_URL } from "./settings";

/**
 * The authorization matrix over HTTP, against `next start` (proxy.ts and the Next server in
 * the way, unlike the route-handler tests): every admin page and /api/admin route, asked by an
 * anonymous visitor, a signed-in user, an admin and an admin demoted since they signed in,
 * also with the headers and URL forms that have bypassed middleware or served RSC payloads
 * (x-middleware-subrequest, RSC, router prefetch, ?_rsc). Only the admin sees any data.
 */

const ip = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const json = { "content-type": "application/json" };

async function client(headers: Record<string, string> = {}) {
  return playwrightRequest.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { "x-forwarded-for": ip(), ...headers },
    maxRedirects: 0,
  });
}

/** A new admin's first sign-in: the password, then setting up an authenticator app. */
async function enrolledAdmin(email: string, password: string) {
  const context = await client();
  const login = await context.post("/api/auth/login", { data: { email, password } });
  const { challenge, enrolment } = (await login.json()) as {
    challenge: string;
    enrolment: boolean;
  };
  expect(enrolment, "a new admin sets up an app").toBe(true);
  const setup = await context.post("/api/auth/mfa/enrolment", { data: { challenge } });
  const { secret } = (await setup.json()) as { secret: string };
  const done = await context.post("/api/auth/mfa", {
    data: { challenge, code: generateSync({ secret }) },
  });
  expect(done.status(), `second factor of ${email}`).toBe(200);
  return context;
}

async function registered(email: string, password: string) {
  const context = await client();
  const response = await context.post("/api/auth/register", { data: { email, password } });
  expect(response.status(), `registration of ${email}`).toBe(201);
  // Registration answers alike for new and known addresses: no session; sign in next.
  const signedIn = await context.post("/api/auth/login", { data: { email, password } });
  expect(signedIn.status(), `sign-in of ${email}`).toBe(200);
  return {
    context,
    id: ((await (await context.get("/api/auth/verify")).json()) as { user: { id: string } }).user
      .id,
  };
}

/** Variants of one request that must not change who is asking. */
const VARIANTS: { name: string; headers?: Record<string, string>; query?: string }[] = [
  { name: "plain" },
  {
    name: "x-middleware-subrequest",
    headers: {
      "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware",
    },
  },
  { name: "RSC", headers: { RSC: "1" } },
  { name: "prefetch", headers: { RSC: "1", "Next-Router-Prefetch": "1" } },
  {
    name: "segment prefetch",
    headers: { RSC: "1", "Next-Router-Prefetch": "1", "Next-Router-Segment-Prefetch": "/_tree" },
  },
  { name: "?_rsc", query: "_rsc=probe" },
];

const withQuery = (path: string, query?: string) =>
  query ? `${path}${path.includes("?") ? "&" : "?"}${query}` : path;

let marker = "";
let assessmentId = "";
let admin: APIRequestContext;

test.beforeAll(async () => {
  admin = await client();
  expect((await signInAdminByApi(admin)).status(), "the admin's sign-in").toBe(200);
  marker = `Matrix Marker ${randomInt(1e9)}`;
  const created = await admin.post("/api/assessments", {
    data: makeAnswers({
      companyName: marker,
      executiveEmail: `matrix-${randomInt(1e9)}@example.com`,
    }),
  });
  expect(created.status()).toBe(201);
  assessmentId = ((await created.json()) as { assessmentId: string }).assessmentId;
});

test.afterAll(async () => {
  await admin?.dispose();
});

const reads = () => [
  "/api/admin/assessments?search=Matrix",
  `/api/admin/assessments/${assessmentId}/details`,
  `/api/admin/assessments/${assessmentId}/report`,
  `/api/admin/assessments/${assessmentId}/interview-insights`,
  "/api/admin/roadmaps",
  "/api/admin/users",
  "/api/admin/coupons",
  "/api/admin/call-requests",
  "/api/admin/audit-log",
  "/api/admin/export?format=csv&type=standard",
  "/api/admin/export/preview",
];
const pages = () => ["/admin", `/admin/report/${assessmentId}`];

/** Redirects are followed: Next sends an RSC request without `_rsc` to the same URL with it. */
const follow = { maxRedirects: 5 };

async function expectNoAdminData(context: APIRequestContext, status: number) {
  for (const variant of VARIANTS) {
    for (const path of reads()) {
      const response = await context.get(withQuery(path, variant.query), {
        headers: variant.headers,
        ...follow,
      });
      const label = `${path} (${variant.name})`;
      expect(response.status(), label).toBe(status);
      expect(await response.text(), label).not.toContain(marker);
    }
    for (const path of pages()) {
      const response = await context.get(withQuery(path, variant.query), {
        headers: variant.headers,
        ...follow,
      });
      const body = await response.text();
      const label = `${path} (${variant.name})`;
      expect(body, label).not.toContain(marker);
      expect(body, label).not.toContain(E2E_ADMIN.email);
      expect(body, label).not.toContain("Admin Access / Full Database View");
    }
  }
  // Writes are refused too, and change nothing.
  const writes = [
    context.delete(`/api/admin/assessments/${assessmentId}`),
    context.post(`/api/admin/assessments/${assessmentId}/ai-recommendations`),
    context.post("/api/admin/users", {
      data: { email: `x${randomInt(1e9)}@example.com`, role: "admin" },
      headers: json,
    }),
    context.post("/api/admin/coupons", {
      data: { code: `X${randomInt(1e9)}`, maxUses: 5 },
      headers: json,
    }),
    context.post("/api/admin/setup-followup-questions"),
  ];
  for (const response of await Promise.all(writes)) expect(response.status()).toBe(status);
  expect((await admin.get(`/api/admin/assessments/${assessmentId}/details`)).status()).toBe(200);
}

test("an anonymous visitor gets 401 from every admin API and no admin page", async () => {
  const anonymous = await client();
  await expectNoAdminData(anonymous, 401);
  for (const path of pages()) {
    const response = await anonymous.get(path);
    expect(response.status(), path).toBe(307);
    expect(response.headers().location).toMatch(/\/login$/);
  }
  await anonymous.dispose();
});

test("a signed-in user gets 403 from every admin API and no admin page", async () => {
  const { context } = await registered(
    `matrix-user-${randomInt(1e9)}@example.com`,
    "Sturdy-Passw0rd",
  );
  await expectNoAdminData(context, 403);
  await context.dispose();
});

test("an admin sees the data; once demoted, the same session sees none", async () => {
  const email = `matrix-admin-${randomInt(1e9)}@example.com`;
  const password = "Sturdy-Passw0rd";
  const { context: registration, id } = await registered(email, password);
  await registration.dispose();
  const promoted = await admin.put(`/api/admin/users/${id}`, { data: { email, role: "admin" } });
  expect(promoted.status()).toBe(200);

  // Its password alone is no admin session: the first sign-in sets up the second factor.
  const session = await enrolledAdmin(email, password);
  for (const path of reads().slice(0, 2)) {
    const response = await session.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toContain(marker);
  }
  const dashboard = await session.get("/admin");
  expect(dashboard.status()).toBe(200);
  expect(await dashboard.text()).toContain("Admin Dashboard");

  const demoted = await admin.put(`/api/admin/users/${id}`, { data: { email, role: "user" } });
  expect(demoted.status()).toBe(200);
  await expectNoAdminData(session, 403);
  await session.dispose();
});
