import "server-only";
import { db } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { recordLeadEvent } from "@/capabilities/leads/server";
import type { Prisma } from "@/platform/db/generated/prisma/client";
import { enqueueJob } from "@/platform/jobs/queue";
import type { AbandonedJob } from "@/platform/jobs/registry";
import { voiceAgentConfigured } from "./agent-client";
import { rescoreLead } from "@/capabilities/leads/server";
import type { CallRequestInput } from "./schemas";

/**
 * Stores a call-back request (status queued), with the voice_call job that sends it when a
 * voice agent is configured, and raises the lead's engagement; answers its id.
 */
export async function createCallRequest(input: CallRequestInput): Promise<string> {
  // PGlite has one connection: inside the transaction only `tx` may be used.
  return db.$transaction(async (tx) => {
    const assessment = await tx.assessment.findUnique({
      where: { id: input.assessment_id, status: "completed" },
      select: { id: true },
    });
    if (!assessment) throw new AppError("not_found", "Assessment not found.");
    const created = await tx.callRequest.create({
      data: { assessmentId: assessment.id, phoneNumber: input.phone_number },
      select: { id: true },
    });
    await recordLeadEvent(tx, "call_request.created", assessment.id);
    await rescoreLead(tx, assessment.id);
    if (voiceAgentConfigured()) {
      await enqueueJob("voice_call", assessment.id, { key: created.id, tx });
    }
    return created.id;
  });
}

/** The provider accepted the request (a 2xx). */
export async function markCallRequestSent(id: string, attempts: number): Promise<void> {
  await db.callRequest.updateMany({
    where: { id, status: "queued" },
    data: { status: "sent", attempts, lastError: null },
  });
}

/** A delivery attempt failed: the request stays queued for the retry, or fails on the last one. */
export async function recordCallAttemptFailure(
  id: string,
  attempts: number,
  reason: string,
  final: boolean,
  client: Pick<Prisma.TransactionClient, "callRequest"> = db,
): Promise<void> {
  await client.callRequest.updateMany({
    where: { id, status: "queued" },
    data: { attempts, lastError: reason.slice(0, 1000), ...(final ? { status: "failed" } : {}) },
  });
}

/** A voice_call job abandoned on its last attempt fails its call request, with the job's reason. */
export async function failCallRequestsOfAbandonedJobs(
  tx: Prisma.TransactionClient,
  jobs: readonly AbandonedJob[],
): Promise<void> {
  for (const job of jobs) {
    await recordCallAttemptFailure(job.key, job.attempts, job.lastError ?? "", true, tx);
  }
}
