import { resetData } from "@/tests/helpers/database";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { NextRequest } from "next/server";
import {
  accountWithToken,
  adminRequest,
  noParams,
  seedAssessment,
  withId,
} from "@/tests/helpers/admin";
import { db } from "@/platform/db";
import * as assessments from "./assessments/route";
import * as assessment from "./assessments/[id]/route";
import * as details from "./assessments/[id]/details/route";
import * as aiRecommendations from "./assessments/[id]/ai-recommendations/route";
import * as report from "./assessments/[id]/report/route";
import * as interviewInsights from "./assessments/[id]/interview-insights/route";
import * as users from "./users/route";
import * as user from "./users/[id]/route";
import * as userSecondFactor from "./users/[id]/second-factor/route";
import * as coupons from "./coupons/route";
import * as coupon from "./coupons/[id]/route";
import * as roadmaps from "./roadmaps/route";
import * as callRequests from "./call-requests/route";
import * as setup from "./setup-followup-questions/route";
import * as exportRoute from "./export/route";
import * as preview from "./export/preview/route";
import * as auditLog from "./audit-log/route";
import * as funnelRoute from "./analytics/funnel/route";
import * as hubspot from "./integrations/hubspot/route";
import * as hubspotTest from "./integrations/hubspot/test/route";
import * as webhooks from "./webhooks/route";
import * as webhook from "./webhooks/[id]/route";
import * as webhookTest from "./webhooks/[id]/test/route";
import * as webhookDeliveries from "./webhooks/[id]/deliveries/route";
import * as readinessIndex from "./index/route";
import * as redeliver from "./webhooks/[id]/deliveries/[deliveryId]/redeliver/route";
import * as hold from "./assessments/[id]/hold/route";
import * as privacy from "./privacy/route";
import * as privacyRequests from "./privacy/requests/route";
import * as crmDeletion from "./privacy/crm-deletions/[id]/route";

type Handler = (
  request: NextRequest,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;

interface Fixture {
  assessmentId: string;
  targetUserId: string;
  couponId: string;
  webhookId: string;
}

interface Endpoint {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** The path as the file system names it, e.g. /api/admin/users/[id]. */
  route: string;
  handler: unknown;
  id?: (f: Fixture) => string;
  body?: unknown;
  /** A query string the route needs, e.g. "?from=...". */
  query?: string;
}

const endpoints: Endpoint[] = [
  { method: "GET", route: "/api/admin/assessments", handler: assessments.GET },
  // Before the lead's delete: a held lead is refused until the hold is lifted.
  {
    method: "PUT",
    route: "/api/admin/assessments/[id]/hold",
    handler: hold.PUT,
    id: (f) => f.assessmentId,
    body: { reason: "Litigation" },
  },
  {
    method: "DELETE",
    route: "/api/admin/assessments/[id]/hold",
    handler: hold.DELETE,
    id: (f) => f.assessmentId,
  },
  {
    method: "DELETE",
    route: "/api/admin/assessments/[id]",
    handler: assessment.DELETE,
    id: (f) => f.assessmentId,
  },
  {
    method: "GET",
    route: "/api/admin/assessments/[id]/details",
    handler: details.GET,
    id: (f) => f.assessmentId,
  },
  {
    method: "POST",
    route: "/api/admin/assessments/[id]/ai-recommendations",
    handler: aiRecommendations.POST,
    id: (f) => f.assessmentId,
  },
  {
    method: "GET",
    route: "/api/admin/assessments/[id]/interview-insights",
    handler: interviewInsights.GET,
    id: (f) => f.assessmentId,
  },
  {
    method: "GET",
    route: "/api/admin/assessments/[id]/report",
    handler: report.GET,
    id: (f) => f.assessmentId,
  },
  { method: "GET", route: "/api/admin/users", handler: users.GET },
  {
    method: "POST",
    route: "/api/admin/users",
    handler: users.POST,
    body: { email: "new@example.com", role: "user" },
  },
  {
    method: "PUT",
    route: "/api/admin/users/[id]",
    handler: user.PUT,
    id: (f) => f.targetUserId,
    body: { email: "renamed@example.com", role: "admin" },
  },
  {
    method: "DELETE",
    route: "/api/admin/users/[id]/second-factor",
    handler: userSecondFactor.DELETE,
    id: (f) => f.targetUserId,
  },
  {
    method: "DELETE",
    route: "/api/admin/users/[id]",
    handler: user.DELETE,
    id: (f) => f.targetUserId,
  },
  { method: "GET", route: "/api/admin/coupons", handler: coupons.GET },
  {
    method: "POST",
    route: "/api/admin/coupons",
    handler: coupons.POST,
    body: { code: "launch-10" },
  },
  {
    method: "PATCH",
    route: "/api/admin/coupons/[id]",
    handler: coupon.PATCH,
    id: (f) => f.couponId,
    body: { isActive: false },
  },
  { method: "GET", route: "/api/admin/roadmaps", handler: roadmaps.GET },
  { method: "GET", route: "/api/admin/call-requests", handler: callRequests.GET },
  { method: "POST", route: "/api/admin/setup-followup-questions", handler: setup.POST },
  { method: "GET", route: "/api/admin/export", handler: exportRoute.GET },
  { method: "GET", route: "/api/admin/export/preview", handler: preview.GET },
  { method: "GET", route: "/api/admin/audit-log", handler: auditLog.GET },
  {
    method: "GET",
    route: "/api/admin/analytics/funnel",
    handler: funnelRoute.GET,
    query: "?from=2026-01-01&to=2026-12-31",
  },
  { method: "GET", route: "/api/admin/integrations/hubspot", handler: hubspot.GET },
  // An empty token: refused before HubSpot is called (no HubSpot in this test).
  {
    method: "PUT",
    route: "/api/admin/integrations/hubspot",
    handler: hubspot.PUT,
    body: { accessToken: "" },
  },
  { method: "DELETE", route: "/api/admin/integrations/hubspot", handler: hubspot.DELETE },
  { method: "POST", route: "/api/admin/integrations/hubspot/test", handler: hubspotTest.POST },
  { method: "GET", route: "/api/admin/webhooks", handler: webhooks.GET },
  {
    method: "POST",
    route: "/api/admin/webhooks",
    handler: webhooks.POST,
    body: { url: "https://93.184.215.14/hooks", events: ["lead.qualified"] },
  },
  {
    method: "PATCH",
    route: "/api/admin/webhooks/[id]",
    handler: webhook.PATCH,
    id: (f) => f.webhookId,
    body: { description: "CRM" },
  },
  {
    method: "DELETE",
    route: "/api/admin/webhooks/[id]",
    handler: webhook.DELETE,
    id: (f) => f.webhookId,
  },
  {
    method: "POST",
    route: "/api/admin/webhooks/[id]/test",
    handler: webhookTest.POST,
    id: (f) => f.webhookId,
  },
  {
    method: "GET",
    route: "/api/admin/webhooks/[id]/deliveries",
    handler: webhookDeliveries.GET,
    id: (f) => f.webhookId,
  },
  {
    // No delivery is named: 404 (the route's own tests redeliver).
    method: "POST",
    route: "/api/admin/webhooks/[id]/deliveries/[deliveryId]/redeliver",
    handler: redeliver.POST,
    id: (f) => f.webhookId,
  },
  { method: "GET", route: "/api/admin/privacy", handler: privacy.GET },
  {
    method: "POST",
    route: "/api/admin/privacy/requests",
    handler: privacyRequests.POST,
    body: { email: "nobody@example.com" },
  },
  {
    // No flagged deletion is named: 404 (capabilities/privacy/erasure-reach.test.ts resolves one).
    method: "DELETE",
    route: "/api/admin/privacy/crm-deletions/[id]",
    handler: crmDeletion.DELETE,
    id: () => "3f1c2a4e-0000-4000-8000-000000000001",
  },
  { method: "GET", route: "/api/admin/index", handler: readinessIndex.GET },
  {
    // One assessment is fewer than INDEX_MIN_CELL: publishing is refused (409).
    method: "PUT",
    route: "/api/admin/index",
    handler: readinessIndex.PUT,
    body: { published: true, periodFrom: null, periodTo: null, excludedAssessmentIds: [] },
  },
];

/** Every `export const METHOD` of every route.ts under app/api/admin. */
function routesOnDisk(): string[] {
  const root = path.join(process.cwd(), "app", "api", "admin");
  const found: string[] = [];
  for (const file of readdirSync(root, { recursive: true, encoding: "utf8" })) {
    if (path.basename(file) !== "route.ts") continue;
    const route = `/api/admin/${path.dirname(file)}`.replace(/\/\.$/, "").split(path.sep).join("/");
    const source = readFileSync(path.join(root, file), "utf8");
    for (const [, method] of source.matchAll(
      /export const (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\b/g,
    )) {
      found.push(`${method} ${route}`);
    }
  }
  return found.sort();
}

let fixture: Fixture;
let tokens: { admin: string; user: string; demoted: string; deleted: string };

beforeEach(async () => {
  await resetData();
  const admin = await accountWithToken("admin");
  const plain = await accountWithToken("user");
  const demoted = await accountWithToken("admin");
  await db.user.update({ where: { id: demoted.user.id }, data: { role: "user" } });
  const deleted = await accountWithToken("admin");
  await db.user.delete({ where: { id: deleted.user.id } });
  const target = await accountWithToken("user", "target@example.com");
  const assessmentId = await seedAssessment();
  const created = await db.couponCode.create({ data: { code: "WELCOME" } });
  // Stored as is: a test event to it is refused before any connection (no traffic leaves).
  const endpoint = await db.webhookEndpoint.create({
    data: { url: "https://127.0.0.1:9/hooks", events: ["lead.qualified"], secretSealed: "x" },
  });
  tokens = {
    admin: admin.token,
    user: plain.token,
    demoted: demoted.token,
    deleted: deleted.token,
  };
  fixture = {
    assessmentId,
    targetUserId: target.user.id,
    couponId: created.id,
    webhookId: endpoint.id,
  };
});

function call(endpoint: Endpoint, token?: string, headers: Record<string, string> = {}) {
  const id = endpoint.id?.(fixture);
  const url = (id ? endpoint.route.replace("[id]", id) : endpoint.route) + (endpoint.query ?? "");
  const request = adminRequest(url, {
    token,
    method: endpoint.method,
    body: endpoint.body,
    headers,
  });
  return (endpoint.handler as Handler)(request, id ? withId(id) : noParams);
}

/** What a refused call may answer: the wrapper's error shape and nothing else. */
async function expectRefused(response: Response, status: number) {
  expect(response.status).toBe(status);
  const { error, message, success, ...rest } = await response.json();
  expect(rest).toEqual({});
  expect(error.code).toBe(status === 401 ? "unauthorized" : "forbidden");
  expect(typeof message).toBe("string");
  expect(success ?? false).toBe(false);
}

async function snapshot() {
  return {
    assessments: await db.assessment.count(),
    users: await db.user.findMany({
      select: { email: true, role: true },
      orderBy: { email: "asc" },
    }),
    coupons: await db.couponCode.findMany({ select: { code: true, isActive: true } }),
    audit: await db.auditLog.count(),
    followUps: await db.followUpQuestions.count(),
    jobs: await db.generationJob.count(),
  };
}

const BYPASS = { "x-middleware-subrequest": "middleware:middleware:middleware" };

describe("admin authorization matrix", () => {
  it("covers every route and method under app/api/admin", () => {
    expect(endpoints.map((e) => `${e.method} ${e.route}`).sort()).toEqual(routesOnDisk());
  });

  it.each(endpoints.map((e) => [`${e.method} ${e.route}`, e] as const))(
    "%s: 401 anonymous or deleted admin, 403 user or demoted admin, served to an admin",
    async (_name, endpoint) => {
      const before = await snapshot();
      for (const headers of [{}, BYPASS]) {
        await expectRefused(await call(endpoint, undefined, headers), 401);
        await expectRefused(await call(endpoint, tokens.deleted, headers), 401);
        await expectRefused(await call(endpoint, "not-a-token", headers), 401);
        await expectRefused(await call(endpoint, tokens.user, headers), 403);
        await expectRefused(await call(endpoint, tokens.demoted, headers), 403);
      }
      // Nothing was read into a response, and nothing changed.
      expect(await snapshot()).toEqual(before);

      const response = await call(endpoint, tokens.admin, BYPASS);
      expect([200, 201, 400, 402, 404, 409]).toContain(response.status);
      await response.arrayBuffer();
    },
  );

  it("serves the admin the expected status on each route with valid input", async () => {
    const statuses: Record<string, number> = {};
    const deletesLast = [...endpoints].sort(
      (a, b) => Number(a.method === "DELETE") - Number(b.method === "DELETE"),
    );
    for (const endpoint of deletesLast) {
      const response = await call(endpoint, tokens.admin);
      statuses[`${endpoint.method} ${endpoint.route}`] = response.status;
      await response.arrayBuffer();
    }
    expect(statuses).toEqual({
      "GET /api/admin/assessments": 200,
      "DELETE /api/admin/assessments/[id]": 200,
      "DELETE /api/admin/assessments/[id]/hold": 200,
      "PUT /api/admin/assessments/[id]/hold": 200,
      "DELETE /api/admin/privacy/crm-deletions/[id]": 404,
      "GET /api/admin/privacy": 200,
      "POST /api/admin/privacy/requests": 200,
      "GET /api/admin/assessments/[id]/details": 200,
      // No roadmap yet; the unpaid assessment's report is generated for the admin.
      "POST /api/admin/assessments/[id]/ai-recommendations": 409,
      "GET /api/admin/assessments/[id]/report": 200,
      "GET /api/admin/assessments/[id]/interview-insights": 200,
      "GET /api/admin/users": 200,
      "POST /api/admin/users": 201,
      "PUT /api/admin/users/[id]": 200,
      // The target has no authenticator app to reset.
      "DELETE /api/admin/users/[id]/second-factor": 409,
      "DELETE /api/admin/users/[id]": 200,
      "GET /api/admin/coupons": 200,
      "POST /api/admin/coupons": 201,
      "PATCH /api/admin/coupons/[id]": 200,
      "GET /api/admin/roadmaps": 200,
      "GET /api/admin/call-requests": 200,
      "POST /api/admin/setup-followup-questions": 200,
      "GET /api/admin/export": 200,
      "GET /api/admin/export/preview": 200,
      "GET /api/admin/audit-log": 200,
      "GET /api/admin/analytics/funnel": 200,
      "GET /api/admin/integrations/hubspot": 200,
      "PUT /api/admin/integrations/hubspot": 400,
      "DELETE /api/admin/integrations/hubspot": 200,
      "POST /api/admin/integrations/hubspot/test": 409,
      "GET /api/admin/webhooks": 200,
      "POST /api/admin/webhooks": 201,
      "PATCH /api/admin/webhooks/[id]": 200,
      "DELETE /api/admin/webhooks/[id]": 200,
      "POST /api/admin/webhooks/[id]/test": 200,
      "GET /api/admin/webhooks/[id]/deliveries": 200,
      "POST /api/admin/webhooks/[id]/deliveries/[deliveryId]/redeliver": 404,
      "GET /api/admin/index": 200,
      "PUT /api/admin/index": 409,
    });
  });
});
