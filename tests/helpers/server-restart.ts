/**
 * A server start with no traffic: runs instrumentation.ts's register() as Next does, then
 * only watches the database until the given job is done and no e-mail is left unsent, and
 * prints how long that took (`{ ms, jobDoneMs, registeredMs }`, from the start). Started as a child by platform/jobs/recovery.test.ts.
 * Usage: node --import ./tests/helpers/server-only-off.mjs --import tsx tests/helpers/server-restart.ts <job id>
 */
const started = performance.now();
const { register } = await import("@/instrumentation");
await register();
const registeredMs = Math.round(performance.now() - started);
const { db, closeDb } = await import("@/platform/db");

const since = () => Math.round(performance.now() - started);
let jobDoneMs: number | undefined;
for (;;) {
  const job = await db.generationJob.findUniqueOrThrow({ where: { id: process.argv[2] } });
  if (job.status === "done") jobDoneMs ??= since();
  const unsent = await db.emailMessage.count({ where: { status: { not: "sent" } } });
  if (jobDoneMs !== undefined && unsent === 0) break;
  if (since() > 120_000) {
    process.stderr.write(`nothing resumed after 120 s: job ${job.status}, ${unsent} unsent\n`);
    process.exit(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}
process.stdout.write(`${JSON.stringify({ ms: since(), jobDoneMs, registeredMs })}\n`);
await closeDb();
process.exit(0);
export {};
