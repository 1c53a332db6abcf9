import type { GenerationJob as Job, JobKind, Prisma } from "@/platform/db/generated/prisma/client";

/** A job whose worker died on its last attempt, as the queue failed it. */
export type AbandonedJob = Pick<Job, "kind" | "key" | "attempts" | "lastError">;

/**
 * A job about one assessment: every kind but the lead events' three, whose jobs may outlive
 * their lead (a lead.deleted event is dispatched after the lead is gone).
 */
export type AssessmentJob = Job & { assessmentId: string };

/** The handler of a kind whose every job names its assessment. */
export function forAssessment(
  handler: (job: AssessmentJob) => Promise<void>,
): (job: Job) => Promise<void> {
  return (job) => {
    const { assessmentId } = job;
    if (assessmentId === null) throw new Error(`A ${job.kind} job names no assessment.`);
    return handler({ ...job, assessmentId });
  };
}

/** The work of each job kind. */
export type JobHandlers = Partial<Record<JobKind, (job: Job) => Promise<void>>>;

/** What fails with a kind's abandoned jobs, in the transaction that fails them. */
export type AbandonHooks = Partial<
  Record<JobKind, (tx: Prisma.TransactionClient, jobs: readonly AbandonedJob[]) => Promise<void>>
>;

// On globalThis: Next.js bundles instrumentation.ts and each route separately, and one process
// must see one registry.
const REGISTRY = Symbol.for("executive-ai-readiness.job-kinds");
const registry = ((
  globalThis as { [REGISTRY]?: { handlers: JobHandlers; onAbandon: AbandonHooks } }
)[REGISTRY] ??= { handlers: {}, onAbandon: {} });

/**
 * The queue knows no consumer: wiring/jobs.ts registers every kind's handler and abandon hook
 * when the server starts (instrumentation.ts), in the cron route and in the test setup.
 */
export function registerJobKinds(handlers: JobHandlers, onAbandon: AbandonHooks): void {
  registry.handlers = handlers;
  registry.onAbandon = onAbandon;
}

export const jobHandler = (kind: JobKind) => registry.handlers[kind];

export const abandonHook = (kind: JobKind) => registry.onAbandon[kind];
