import "server-only";
import { randomUUID } from "node:crypto";
import { isConnectionFailure } from "@/platform/db/errors";
import { db } from "@/platform/db";
import { abandonHook, type AbandonedJob } from "./registry";
import { Prisma, type GenerationJob, type JobKind } from "@/platform/db/generated/prisma/client";

/**
 * Generation jobs live in the database (pending -> running -> done | failed). A worker
 * claims one with FOR UPDATE SKIP LOCKED and holds a lease, which it renews while it works; a
 * job whose lease expired (its worker died) is claimable again. One row per (kind, key):
 * asking twice, or two servers at once, never generates twice.
 */

/** Short, and renewed every RENEW_SECONDS while the job runs: a dead worker's job resumes soon. */
export const LEASE_SECONDS = 60;
export const RENEW_SECONDS = 20;
/** A job that failed because the database was away is tried again this soon, attempt not counted. */
export const OUTAGE_RETRY_SECONDS = 5;
const BACKOFF_SECONDS = [5, 30, 120];

export type Job = GenerationJob;
export type { AssessmentJob } from "./registry";

/** The schema's default: a generation job is tried three times. */
const DEFAULT_MAX_ATTEMPTS = 3;

type QueueClient = Prisma.TransactionClient;

/**
 * The INSERT that queues one job of `kind` for each row `rows` selects, as
 * (key, "assessmentId", "runAfter"): for a change written with its jobs in one statement (a
 * CTE's rows, or VALUES). A job that exists already for (kind, key) is left as it is.
 */
export function insertJobs(
  kind: JobKind,
  rows: Prisma.Sql,
  { maxAttempts = DEFAULT_MAX_ATTEMPTS }: { maxAttempts?: number } = {},
): Prisma.Sql {
  return Prisma.sql`INSERT INTO generation_jobs (id, kind, key, "assessmentId", "maxAttempts", "runAfter", "requestedAt", "updatedAt")
    SELECT gen_random_uuid(), ${kind}::"JobKind", r.key, r."assessmentId", ${maxAttempts}, r."runAfter", now(), now()
    FROM (${rows}) AS r(key, "assessmentId", "runAfter")
    ON CONFLICT (kind, key) DO NOTHING`;
}

/**
 * Thrown by a handler that knows when its job is worth trying again (a webhook's backoff with
 * jitter, a Retry-After): the queue waits that long instead of its own backoff.
 */
export class RetryJobLater extends Error {
  constructor(
    message: string,
    readonly delaySeconds: number,
  ) {
    super(message);
    this.name = "RetryJobLater";
  }
}

/** One statement when the job is new; a second read only when it existed already. */
async function findOrCreateJob(
  client: QueueClient,
  kind: JobKind,
  key: string,
  assessmentId: string | null,
  maxAttempts: number,
): Promise<Job> {
  const [created] = await client.$queryRaw<Job[]>`
    INSERT INTO generation_jobs (id, kind, key, "assessmentId", "maxAttempts", "runAfter", "requestedAt", "updatedAt")
    VALUES (${randomUUID()}::uuid, ${kind}::"JobKind", ${key}, ${assessmentId}::uuid,
            ${maxAttempts}, now(), now(), now())
    ON CONFLICT (kind, key) DO NOTHING
    RETURNING *`;
  return created ?? client.generationJob.findUniqueOrThrow({ where: { kind_key: { kind, key } } });
}

/**
 * Creates the job unless it exists. `restart: "failed"` gives a failed job a new run;
 * `restart: "always"` also reruns a finished one (an explicit regeneration).
 */
export async function enqueueJob(
  kind: JobKind,
  /** Null only for a job that outlives its lead: then `key` names what it is about. */
  assessmentId: string | null,
  options: {
    key?: string;
    restart?: "failed" | "always";
    maxAttempts?: number;
    /** The transaction of the change the job follows: the job exists if and only if it commits. */
    tx?: Prisma.TransactionClient;
  } = {},
): Promise<Job> {
  const client = options.tx ?? db;
  const key = options.key ?? assessmentId;
  if (key === null) throw new Error(`A ${kind} job without an assessment needs a key.`);
  const existing = await findOrCreateJob(
    client,
    kind,
    key,
    assessmentId,
    options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
  );
  const restartable =
    options.restart === "always"
      ? ["done", "failed"]
      : options.restart === "failed"
        ? ["failed"]
        : [];
  if (!restartable.includes(existing.status)) return existing;
  const restarted = await client.generationJob.updateMany({
    where: { id: existing.id, status: existing.status },
    data: {
      status: "pending",
      attempts: 0,
      runAfter: new Date(),
      requestedAt: new Date(),
      lastError: null,
      finishedAt: null,
    },
  });
  return restarted.count ? { ...existing, status: "pending", attempts: 0 } : existing;
}

/**
 * A debounced job: it runs `delaySeconds` from now by the database's clock, and asked again
 * before it has run it waits that long again (several asks, one run). One statement, so it
 * cannot race the worker: a finished or failed job runs again, and a running one is marked
 * asked-again (a later `requestedAt`), which completeJob turns into one more run.
 */
export async function debounceJob(
  kind: JobKind,
  assessmentId: string,
  delaySeconds: number,
): Promise<Job> {
  const [job] = await db.$queryRaw<Job[]>`
    INSERT INTO generation_jobs (id, kind, key, "assessmentId", "maxAttempts", "runAfter", "requestedAt", "updatedAt")
    VALUES (${randomUUID()}::uuid, ${kind}::"JobKind", ${assessmentId}, ${assessmentId}::uuid,
            ${DEFAULT_MAX_ATTEMPTS}, now() + make_interval(secs => ${delaySeconds}), clock_timestamp(), now())
    ON CONFLICT (kind, key) DO UPDATE
    SET "runAfter" = EXCLUDED."runAfter", "requestedAt" = EXCLUDED."requestedAt", "updatedAt" = now(),
        status = CASE WHEN generation_jobs.status = 'running' THEN generation_jobs.status ELSE 'pending'::"JobStatus" END,
        attempts = CASE WHEN generation_jobs.status = 'running' THEN generation_jobs.attempts ELSE 0 END,
        "lastError" = CASE WHEN generation_jobs.status = 'running' THEN generation_jobs."lastError" END,
        "finishedAt" = NULL
    RETURNING *`;
  return job;
}

/**
 * Claims one runnable job (a specific one when `jobId` is given, one of `kinds` when given):
 * pending and due, or running with an expired lease. Answers null when there is none or
 * another worker has it.
 */
export async function claimJob(jobId?: string, kinds?: readonly JobKind[]): Promise<Job | null> {
  const ofKinds = kinds
    ? Prisma.sql`AND kind IN (${Prisma.join(kinds.map((kind) => Prisma.sql`${kind}::"JobKind"`))})`
    : Prisma.empty;
  const rows = await db.$queryRaw<Job[]>`
    UPDATE generation_jobs
    SET status = 'running', attempts = attempts + 1,
        "leaseExpiresAt" = now() + make_interval(secs => ${LEASE_SECONDS}), "updatedAt" = now()
    WHERE id = (
      SELECT id FROM generation_jobs
      WHERE ((status = 'pending' AND "runAfter" <= now())
          OR (status = 'running' AND "leaseExpiresAt" < now() AND attempts < "maxAttempts"))
        AND (${jobId ?? null}::uuid IS NULL OR id = ${jobId ?? null}::uuid)
        ${ofKinds}
      ORDER BY "runAfter"
      LIMIT 1
      FOR UPDATE SKIP LOCKED
    )
    RETURNING *`;
  return rows[0] ?? null;
}

/** Extends the lease of a job this worker still holds; false when it holds it no more. */
export async function renewLease(job: Job): Promise<boolean> {
  const renewed = await db.$executeRaw`
    UPDATE generation_jobs
    SET "leaseExpiresAt" = now() + make_interval(secs => ${LEASE_SECONDS}), "updatedAt" = now()
    WHERE id = ${job.id}::uuid AND status = 'running' AND attempts = ${job.attempts}`;
  return renewed > 0;
}

/** Done, unless it was asked again while it ran (debounceJob): then pending for one more run. */
export async function completeJob(job: Job): Promise<void> {
  const { count } = await db.generationJob.updateMany({
    where: { id: job.id, requestedAt: { lte: job.requestedAt } },
    data: { status: "done", leaseExpiresAt: null, lastError: null, finishedAt: new Date() },
  });
  if (count === 0) {
    await db.generationJob.update({
      where: { id: job.id },
      data: { status: "pending", attempts: 0, leaseExpiresAt: null, lastError: null },
    });
  }
}

/**
 * Records a failure: retried later with backoff, or failed for good after maxAttempts. A
 * failure because the database could not be reached releases the job at once and gives the attempt back.
 */
export async function failJob(job: Job, error: unknown): Promise<void> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  if (isConnectionFailure(error)) {
    await db.generationJob.updateMany({
      where: { id: job.id, status: "running", attempts: job.attempts },
      data: {
        status: "pending",
        attempts: Math.max(0, job.attempts - 1),
        leaseExpiresAt: null,
        lastError: message,
        runAfter: new Date(Date.now() + OUTAGE_RETRY_SECONDS * 1000),
      },
    });
    return;
  }
  const final = job.attempts >= job.maxAttempts;
  const delay =
    error instanceof RetryJobLater
      ? error.delaySeconds
      : (BACKOFF_SECONDS[Math.min(job.attempts - 1, BACKOFF_SECONDS.length - 1)] ?? 5);
  await db.generationJob.update({
    where: { id: job.id },
    data: final
      ? { status: "failed", leaseExpiresAt: null, lastError: message, finishedAt: new Date() }
      : {
          status: "pending",
          leaseExpiresAt: null,
          lastError: message,
          runAfter: new Date(Date.now() + delay * 1000),
        },
  });
}

/**
 * Jobs whose worker died on their last attempt: failed, so nobody waits for them forever.
 * What such a job stood for fails with it, in the same transaction, through its kind's
 * onAbandon hook (wiring/jobs.ts): the call request of a voice_call job, the delivery of a
 * webhook_delivery job.
 */
export async function failAbandonedJobs(): Promise<number> {
  return db.$transaction(async (tx) => {
    const failed = await tx.$queryRaw<AbandonedJob[]>`
      UPDATE generation_jobs
      SET status = 'failed', "leaseExpiresAt" = NULL, "finishedAt" = now(), "updatedAt" = now(),
          "lastError" = COALESCE("lastError", 'The worker stopped before finishing the last attempt.')
      WHERE status = 'running' AND "leaseExpiresAt" < now() AND attempts >= "maxAttempts"
      RETURNING kind, key, attempts, "lastError"`;
    for (const kind of new Set(failed.map((job) => job.kind))) {
      const onAbandon = abandonHook(kind);
      if (onAbandon)
        await onAbandon(
          tx,
          failed.filter((job) => job.kind === kind),
        );
    }
    return failed.length;
  });
}

export function getJob(kind: JobKind, key: string) {
  return db.generationJob.findUnique({ where: { kind_key: { kind, key } } });
}
