import "@/tests/helpers/database";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { NextRequest } from "next/server";
import { renderToString } from "react-dom/server";
import { startTcpProxy } from "@/tests/fakes/tcp-proxy";
import { withDatabase } from "@/tests/helpers/test-databases";

/**
 * The database goes away and comes back (PostgreSQL only: the embedded PGlite lives in the
 * process and cannot go away): the link is cut, new connections hang (connect timeout), the
 * database refuses connections (ALLOW_CONNECTIONS false, 55000) or is missing (3D000).
 * Requests meanwhile get 503 with Retry-After and a message, pages the "briefly
 * unavailable" boundary; the app recovers without a restart and no acknowledged assessment
 * is lost. The session limits cancel a long statement or lock wait (503, not a held request).
 */
const postgresUrl = process.env.DATABASE_URL;
const testDatabase = postgresUrl ? new URL(postgresUrl).pathname.slice(1) : "";
const proxy = postgresUrl
  ? await startTcpProxy(new URL(postgresUrl).hostname, Number(new URL(postgresUrl).port || 5432))
  : null;
if (postgresUrl && proxy) {
  const viaProxy = new URL(postgresUrl);
  viaProxy.hostname = "127.0.0.1";
  viaProxy.port = String(proxy.port);
  process.env.DATABASE_URL = viaProxy.toString();
}
process.env.DATABASE_STATEMENT_TIMEOUT_MS = "1500";
process.env.DATABASE_LOCK_TIMEOUT_MS = "500";
process.env.DATABASE_CONNECT_TIMEOUT_MS = "1000";

const { POST } = await import("@/app/api/assessments/route");
const { GET: health } = await import("@/app/api/health/route");
const { db } = await import("@/platform/db");
const { toAppError } = await import("@/platform/http");
const { makeAnswers } = await import("@/tests/helpers/test-answers");
const { default: ResultsPage } = await import("@/app/(public)/results/[id]/page");
const { default: RootError } = await import("@/app/error");
const { jobHandlers } = await import("@/wiring/jobs");
const { enqueueJob } = await import("@/platform/jobs/queue");
const { runJobNow } = await import("@/platform/jobs/run");
const { jest } = await import("@jest/globals");

afterAll(() => proxy?.close());
beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

/** Runs SQL as the server's administrator, outside the app's pool. */
const asAdmin = (sql: string) =>
  execFileSync(process.execPath, [
    path.join(process.cwd(), "tests", "helpers", "run-sql.cjs"),
    withDatabase(postgresUrl!, "postgres"),
    sql,
  ]);
const dropSessions = () =>
  asAdmin(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${testDatabase}' AND pid <> pg_backend_pid()`,
  );

let ip = 0;
const submit = () =>
  POST(
    new NextRequest("http://localhost/api/assessments", {
      method: "POST",
      body: JSON.stringify(makeAnswers()),
      headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${++ip}` },
    }),
    { params: Promise.resolve({}) },
  );

const stored: string[] = [];
async function expectStored() {
  const res = await submit();
  expect(res.status).toBe(201);
  stored.push((await res.json()).assessmentId);
}

async function expectUnavailable() {
  const res = await submit();
  expect(res.status).toBe(503);
  expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  expect((await res.json()).message).toMatch(/temporarily unavailable/);
}

/** The results page fails with the outage digest, and the boundary says so. */
async function expectPageUnavailable() {
  const id = "00000000-0000-4000-8000-000000000000";
  const error = await ResultsPage({
    params: Promise.resolve({ id }),
    searchParams: Promise.resolve({}),
  } as never).then(
    () => null,
    (thrown: Error & { digest?: string }) => thrown,
  );
  expect(error?.digest).toBe("DATABASE_UNAVAILABLE");
  const html = renderToString(RootError({ error: error!, reset: () => {} }));
  expect(html).toContain("briefly unavailable");
  expect(html).not.toContain(error!.message.slice(0, 40));
}

const postgresOnly = proxy ? it : it.skip;

postgresOnly.each([
  ["the link is cut", () => proxy!.cut(), () => proxy!.restore()],
  ["new connections hang (connect timeout)", () => proxy!.hang(), () => proxy!.restore()],
  [
    "the database refuses connections (ALLOW_CONNECTIONS false, 55000)",
    () => {
      asAdmin(`ALTER DATABASE "${testDatabase}" ALLOW_CONNECTIONS false`);
      dropSessions();
    },
    () => asAdmin(`ALTER DATABASE "${testDatabase}" ALLOW_CONNECTIONS true`),
  ],
  [
    "the database is missing (3D000)",
    () => {
      asAdmin(`ALTER DATABASE "${testDatabase}" ALLOW_CONNECTIONS false`);
      dropSessions();
      asAdmin(`ALTER DATABASE "${testDatabase}" RENAME TO "${testDatabase}_away"`);
    },
    () => {
      asAdmin(`ALTER DATABASE "${testDatabase}_away" RENAME TO "${testDatabase}"`);
      asAdmin(`ALTER DATABASE "${testDatabase}" ALLOW_CONNECTIONS true`);
    },
  ],
] as const)(
  "while %s: the API answers 503, pages say briefly unavailable; then it recovers without a restart",
  async (_, breakIt, repair) => {
    await expectStored();
    breakIt();
    try {
      await expectUnavailable();
      await expectUnavailable();
      await expectPageUnavailable();
      const down = await health(new NextRequest("http://localhost/api/health"), {
        params: Promise.resolve({}),
      });
      expect(down.status).toBe(503);
    } finally {
      repair();
    }
    await expectStored();
    const rows = await db.assessment.findMany({ select: { id: true } });
    expect(rows.map((r) => r.id).sort()).toEqual([...stored].sort());
  },
  60_000,
);

postgresOnly(
  "a statement or a lock wait past its limit is cancelled and answered 503",
  async () => {
    const slow = await db.$queryRaw`SELECT pg_sleep(3)`.then(
      () => null,
      (error: unknown) => error,
    );
    expect(toAppError(slow).status).toBe(503);

    const [id] = stored;
    let release = () => {};
    const holding = db.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT 1 FROM assessments WHERE id = ${id}::uuid FOR UPDATE`;
      await new Promise<void>((resolve) => (release = resolve));
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const waited = await db.assessment
      .update({ where: { id }, data: { companyName: "Waited" } })
      .then(
        () => null,
        (error: unknown) => error,
      );
    release();
    await holding;
    expect(toAppError(waited).status).toBe(503);
  },
  30_000,
);

postgresOnly(
  "a job whose connection is lost is released as soon as the database is back, not after its lease",
  async () => {
    const [id] = stored;
    const roadmap = jobHandlers.roadmap;
    jobHandlers.roadmap = async () => {
      proxy!.cut();
      setTimeout(() => proxy!.restore(), 1_500);
      await db.assessment.findUniqueOrThrow({ where: { id } }); // fails: the link is cut
    };
    try {
      expect(await runJobNow((await enqueueJob("roadmap", id)).id)).toBe(false);
    } finally {
      jobHandlers.roadmap = roadmap;
      proxy!.restore();
    }
    const job = await db.generationJob.findUniqueOrThrow({
      where: { kind_key: { kind: "roadmap", key: id } },
    });
    expect(job).toMatchObject({ status: "pending", attempts: 0, leaseExpiresAt: null });
    expect(job.lastError).toMatch(/Can't reach database|Connection terminated|ECONN/);
  },
  60_000,
);
