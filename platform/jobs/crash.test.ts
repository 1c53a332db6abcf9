import "@/tests/helpers/database";
import { spawn } from "node:child_process";
import path from "node:path";
import { NextRequest } from "next/server";
import { startFakeServer } from "@/tests/fakes/http-server";

/**
 * The server is killed in the middle of a report job; after the restart the job completes
 * once. The killed server is a real process (tests/helpers/report-request.ts) writing the
 * report with a model that never answers (a fake Anthropic API on 127.0.0.1), so it dies
 * with the job claimed and half done. The restarted server is this process: the cron route
 * picks the job up once its lease has lapsed and writes the report with the built-in generator.
 *
 * The two processes share the database in turn: the embedded PGlite allows one opener per
 * folder, so this one closes it before the child starts and reopens it after the kill.
 */
const CRON_SECRET = "crash-test-cron-secret-0123";
process.env.CRON_SECRET = CRON_SECRET;
delete process.env.ANTHROPIC_API_KEY;

const { db, closeDb } = await import("@/platform/db");
const { createAssessment } = await import("@/capabilities/leads/assessments/mutations");
const { makeAnswers } = await import("@/tests/helpers/test-answers");
const { GET: cron } = await import("@/app/api/cron/jobs/route");
const { GET: report } = await import("@/app/api/assessments/[id]/report/route");

const silentAnthropic = await startFakeServer(() => {}); // takes the request, never answers
afterAll(() => silentAnthropic.close());

/** Starts the report request in its own server process; resolves its exit (code or signal). */
function startServerProcess(assessmentId: string) {
  const script = path.join(process.cwd(), "tests", "helpers", "report-request.ts");
  const child = spawn(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", script, assessmentId],
    {
      env: {
        ...process.env,
        NODE_OPTIONS: "",
        ANTHROPIC_API_KEY: "sk-ant-test",
        ANTHROPIC_BASE_URL: silentAnthropic.url,
        ANTHROPIC_TIMEOUT_MS: "600000",
      },
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exit = new Promise<string>((resolve) =>
    child.once("exit", (code, signal) => resolve(signal ?? `code ${code}`)),
  );
  return { child, exit, stderr: () => stderr };
}

/** Polls `done` every 100 ms: generous for a loaded machine, fails fast when `stopped` says why. */
async function waitFor(
  what: string,
  done: () => boolean,
  stopped: () => string | null,
  ms = 120_000,
) {
  const deadline = Date.now() + ms;
  while (!done()) {
    const reason = stopped();
    if (reason) throw new Error(`${what}: ${reason}`);
    if (Date.now() > deadline) throw new Error(`${what}: nothing after ${ms / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const cronRun = async () => {
  const res = await cron(
    new NextRequest("http://localhost/api/cron/jobs", {
      headers: { authorization: `Bearer ${CRON_SECRET}` },
    }),
    {
      params: Promise.resolve({}),
    },
  );
  expect(res.status).toBe(200);
  return res.json();
};

it("a server killed in the middle of a report job: after the restart the job completes once", async () => {
  const id = await createAssessment(makeAnswers());
  await db.assessment.update({
    where: { id },
    data: { paymentStatus: "coupon_used", paidAt: new Date() },
  });
  await closeDb();

  const server = startServerProcess(id);
  let exited: string | null = null;
  void server.exit.then((how) => (exited = how));
  try {
    // The request reaches the model only once the job is claimed (running) and its input read.
    await waitFor(
      "the server process asking the model",
      () => silentAnthropic.requests.length > 0,
      () => (exited ? `it exited (${exited}) first:\n${server.stderr()}` : null),
    );
  } finally {
    server.child.kill("SIGKILL");
  }
  expect(await server.exit).toBe("SIGKILL");

  const where = { kind_key: { kind: "report" as const, key: id } };
  expect(await db.generationJob.findUniqueOrThrow({ where })).toMatchObject({
    status: "running",
    attempts: 1,
  });
  expect(await db.report.count({ where: { assessmentId: id } })).toBe(0);

  // The restart: the cron leaves the job alone while the dead worker's lease holds, and takes
  // it once the lease has lapsed (LEASE_SECONDS, not waited for here).
  expect(await cronRun()).toMatchObject({ ran: 0, failed: 0 });
  await db.generationJob.update({ where, data: { leaseExpiresAt: new Date(Date.now() - 1000) } });
  expect(await cronRun()).toMatchObject({ ran: 1, failed: 0 });
  expect(await cronRun()).toMatchObject({ ran: 0, failed: 0 });

  expect(await db.generationJob.findUniqueOrThrow({ where })).toMatchObject({
    status: "done",
    attempts: 2,
  });
  const reports = await db.report.findMany({ where: { assessmentId: id } });
  expect(reports).toHaveLength(1);
  expect(reports[0].generator).toBe("builtin");
  expect(await db.emailMessage.count({ where: { template: "report-ready" } })).toBe(1);
  // Only the killed server asked the model: once for each section of the report.
  const asked = silentAnthropic.requests.map(
    (r) => (JSON.parse(r.body) as { tools: { name: string }[] }).tools[0].name,
  );
  expect(asked.length).toBeGreaterThan(0);
  expect(new Set(asked).size).toBe(asked.length);

  const res = await report(new NextRequest(`http://localhost/api/assessments/${id}/report`), {
    params: Promise.resolve({ id }),
  });
  expect(res.status).toBe(200);
  const body = await res.json();
  expect(body.cached).toBe(true);
  expect(body.reportData).toEqual(reports[0].reportData);
}, 240_000);
