/**
 * A server process that dies with work left: it queues a roadmap job (not run) and starts
 * sending a password-reset e-mail to a Resend that never answers. Started as a child by
 * platform/jobs/recovery.test.ts, which kills it (kill -9) once the send has reached Resend.
 * Prints `{ jobId, emailId }`'s job id first. Usage:
 * node --import ./tests/helpers/server-only-off.mjs --import tsx tests/helpers/crash-mid-work.ts <assessment id>
 */
import { enqueueJob } from "@/platform/jobs/queue";
import { sendEmail } from "@/platform/email/send";

const job = await enqueueJob("roadmap", process.argv[2]);
process.stdout.write(`${JSON.stringify({ jobId: job.id })}\n`);
await sendEmail("ada@example.com", "password-reset", {
  resetUrl: "http://localhost:3000/reset-password?token=crash-recovery-secret-token",
  expiresInMinutes: 60,
});
