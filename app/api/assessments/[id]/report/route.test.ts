import { resetData } from "@/tests/helpers/database";
import { NextRequest } from "next/server";
import { createAssessment } from "@/capabilities/leads/assessments/mutations";
import { db } from "@/platform/db";
import { claimJob, enqueueJob } from "@/platform/jobs/queue";
import { limits } from "@/platform/rate-limit";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { GET, POST } from "./route";

const path = (id: string) => `http://localhost/api/assessments/${id}/report`;
const withId = (id: string) => ({ params: Promise.resolve({ id }) });
const get = (id: string) => GET(new NextRequest(path(id)), withId(id));
const refresh = (id: string, ip = "10.1.0.1") =>
  POST(
    new NextRequest(path(id), { method: "POST", headers: { "x-forwarded-for": ip } }),
    withId(id),
  );

/** Paid, with no e-mail address: no report-ready e-mail (and its PDF) to wait for. */
async function paidAssessment() {
  const id = await createAssessment(makeAnswers({ executiveEmail: "" }));
  await db.assessment.update({
    where: { id },
    data: { paymentStatus: "coupon_used", paidAt: new Date() },
  });
  return id;
}

beforeEach(resetData);

describe("GET /api/assessments/{id}/report", () => {
  it("generates a stalled report job whose worker died (lease expired) when the report is asked for", async () => {
    const id = await paidAssessment();
    const job = await enqueueJob("report", id);
    await claimJob(job.id); // a worker took it, then died
    await db.generationJob.update({
      where: { id: job.id },
      data: { leaseExpiresAt: new Date(Date.now() - 1000) },
    });

    const res = await get(id);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      cached: false,
      reportData: { executiveSummary: expect.any(String) },
    });
    expect(await db.generationJob.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({
      status: "done",
      attempts: 2,
    });
  });
});

describe("POST /api/assessments/{id}/report (Refresh Report)", () => {
  it("writes the report of a paid assessment again and answers it, not from the cache", async () => {
    const id = await paidAssessment();
    const first = await (await get(id)).json();
    const before = await db.report.findUniqueOrThrow({ where: { assessmentId: id } });

    const res = await refresh(id);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = await res.json();
    expect(body).toMatchObject({ cached: false, reportData: first.reportData });
    const after = await db.report.findUniqueOrThrow({ where: { assessmentId: id } });
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    expect(await db.report.count()).toBe(1);
  });

  it("refuses an unpaid assessment with 402 and a clear message, generating nothing", async () => {
    const id = await createAssessment(makeAnswers());
    const res = await refresh(id);
    expect(res.status).toBe(402);
    expect((await res.json()).message).toMatch(/unlocked with a payment or a coupon code/);
    expect(await db.report.count()).toBe(0);
    expect(await db.generationJob.count({ where: { kind: "report" } })).toBe(0);
  });

  it("answers 404 for an unknown assessment", async () => {
    expect((await refresh("00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });

  it(`limits each report to ${limits.reportRefresh.limit} refreshes an hour from anywhere, with Retry-After`, async () => {
    const id = await createAssessment(makeAnswers()); // unpaid: each refresh is refused cheaply
    const statuses: number[] = [];
    // 8 refreshes, each from another client that also invents an X-Forwarded-For address.
    for (let i = 0; i < 8; i++) {
      const res = await refresh(id, `198.51.100.${i}, 10.1.1.${i}`);
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([...Array(5).fill(402), ...Array(3).fill(429)]);
    const other = await createAssessment(makeAnswers());
    expect((await refresh(other, "10.1.1.0")).status).toBe(402); // another report is not limited
  });

  it(`limits each client to ${limits.reportRefreshByClient.limit} refreshes an hour across reports`, async () => {
    const ids = await Promise.all(Array.from({ length: 3 }, () => createAssessment(makeAnswers())));
    const statuses: number[] = [];
    for (let i = 0; i < limits.reportRefreshByClient.limit + 2; i++) {
      statuses.push((await refresh(ids[i % 3], `198.51.100.${i}, 10.1.2.1`)).status);
    }
    expect(statuses.filter((s) => s === 402)).toHaveLength(limits.reportRefreshByClient.limit);
    expect(statuses.slice(-2)).toEqual([429, 429]);
  });
});
