import "server-only";
import { db } from "@/platform/db";
import type { CallRequest } from "@/platform/db/generated/prisma/client";
import type { AssessmentJob } from "@/platform/jobs/queue";
import { sendToVoiceAgent } from "./agent-client";
import type { CallContext } from "./call-context";
import { markCallRequestSent, recordCallAttemptFailure } from "./mutations";

/**
 * The voice_call job (key: the call request id; registered in wiring/jobs.ts): sends
 * the request, with the context the report builds, to the voice agent. A failure is rethrown so the job system retries it with
 * backoff; after the last attempt the call request is marked failed with the reason.
 */
export async function runVoiceCallJob(
  job: AssessmentJob,
  buildCallContext: (request: CallRequest) => Promise<CallContext>,
): Promise<void> {
  const request = await db.callRequest.findUnique({ where: { id: job.key } });
  if (!request || request.status !== "queued") return; // deleted, or already handled
  try {
    await sendToVoiceAgent(await buildCallContext(request));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await recordCallAttemptFailure(
      request.id,
      job.attempts,
      reason,
      job.attempts >= job.maxAttempts,
    );
    throw error;
  }
  await markCallRequestSent(request.id, job.attempts);
}
