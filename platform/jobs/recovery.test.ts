import "@/tests/helpers/database";
import { spawn } from "node:child_process";
import path from "node:path";
import { sendJson, startFakeServer } from "@/tests/fakes/http-server";

/**
 * kill -9 with work left, then a server start with no traffic and no cron: the queued job
 * and the e-mail whose process died mid-send are finished by the start-up and timer passes
 * (instrumentation.ts), the e-mail under the same idempotency key. Real processes
 * (tests/helpers/crash-mid-work.ts, tests/helpers/server-restart.ts) share the database in
 * turn: the embedded PGlite allows one opener per folder.
 */
delete process.env.CRON_SECRET;
delete process.env.ANTHROPIC_API_KEY;

const { db, closeDb } = await import("@/platform/db");
const { createAssessment } = await import("@/capabilities/leads/assessments/mutations");
const { makeAnswers } = await import("@/tests/helpers/test-answers");

const silentResend = await startFakeServer(() => {}); // takes the e-mail, never answers
const resend = await startFakeServer((_request, response) =>
  sendJson(response, 200, { id: `re_${resend.requests.length}` }),
);
afterAll(() => Promise.all([silentResend.close(), resend.close()]));

/** Runs a helper script as a server process; resolves its exit and collects its output. */
function startProcess(script: string, args: string[], env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    [
      "--import",
      "./tests/helpers/server-only-off.mjs",
      "--import",
      "tsx",
      path.join("tests", "helpers", script),
      ...args,
    ],
    {
      env: { ...process.env, NODE_OPTIONS: "", RESEND_API_KEY: "re_test_key", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exit = new Promise<string>((resolve) =>
    child.once("exit", (code, signal) => resolve(signal ?? `code ${code}`)),
  );
  return { child, exit, stdout: () => stdout, stderr: () => stderr };
}

async function waitFor(what: string, done: () => boolean, stopped: () => string | null) {
  const deadline = Date.now() + 120_000;
  while (!done()) {
    const reason = stopped();
    if (reason) throw new Error(`${what}: ${reason}`);
    if (Date.now() > deadline) throw new Error(`${what}: nothing after 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it("after kill -9, a server start with no traffic finishes the queued job and sends the unsent e-mail once", async () => {
  const assessmentId = await createAssessment(makeAnswers());
  await closeDb();

  const crashing = startProcess("crash-mid-work.ts", [assessmentId], {
    RESEND_BASE_URL: silentResend.url,
  });
  let exited: string | null = null;
  void crashing.exit.then((how) => (exited = how));
  try {
    await waitFor(
      "the dying process sending its e-mail",
      () => silentResend.requests.length > 0,
      () => (exited ? `it exited (${exited}) first:\n${crashing.stderr()}` : null),
    );
  } finally {
    crashing.child.kill("SIGKILL");
  }
  expect(await crashing.exit).toBe("SIGKILL");
  const { jobId } = JSON.parse(crashing.stdout().split("\n")[0]) as { jobId: string };
  const idempotencyKey = String(silentResend.requests[0].headers["idempotency-key"]);
  expect(idempotencyKey).toMatch(/^[0-9a-f-]{36}$/); // the outbox id

  // Time passes faster here: the dead sender's lease (SEND_LEASE_SECONDS) lapses 2 s from now
  // instead of 15, and the timer passes come every second.
  const leaseLapses = new Date(Date.now() + 2_000);
  await db.emailMessage.update({ where: { id: idempotencyKey }, data: { sendAfter: leaseLapses } });
  await closeDb();
  const restarted = startProcess("server-restart.ts", [jobId], {
    RESEND_BASE_URL: resend.url,
    NEXT_RUNTIME: "nodejs",
    WORKER_INTERVAL_SECONDS: "1",
  });
  expect(await restarted.exit).toBe("code 0");
  const { ms, jobDoneMs, registeredMs } = JSON.parse(
    restarted.stdout().trim().split("\n").at(-1)!,
  ) as { ms: number; jobDoneMs: number; registeredMs: number };
  console.log(
    `[recovery] without traffic, after the start: started in ${registeredMs} ms, the queued job done in ${jobDoneMs} ms, every e-mail sent in ${ms} ms`,
  );

  const sent = resend.requests.map((r) => ({
    key: r.headers["idempotency-key"],
    ...(JSON.parse(r.body) as { to: string; subject: string; text: string }),
  }));
  const resets = sent.filter((m) => m.subject === "Reset your password");
  expect(resets).toHaveLength(1);
  expect(resets[0].key).toBe(idempotencyKey); // the same message: Resend delivers it once
  expect(resets[0].text).toContain("token=crash-recovery-secret-token");
  expect(sent.filter((m) => m.subject.includes("roadmap"))).toHaveLength(1);

  const job = await db.generationJob.findUniqueOrThrow({ where: { id: jobId } });
  expect(job).toMatchObject({ status: "done", attempts: 1 });
  const reset = await db.emailMessage.findFirstOrThrow({ where: { template: "password-reset" } });
  expect(reset).toMatchObject({ id: idempotencyKey, status: "sent", sealedBody: null });
  // Resumed by the passes alone: the job at start-up, the e-mail by the first pass after the
  // dead sender's lease has lapsed, never while it held.
  expect(ms).toBeLessThan(45_000);
  expect(reset.sentAt!.getTime()).toBeGreaterThanOrEqual(leaseLapses.getTime());
}, 240_000);
