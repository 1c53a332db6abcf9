import "server-only";
import { after } from "next/server";
import { env } from "@/platform/env";
import type { JobKind } from "@/platform/db/generated/prisma/client";
import { isConnectionFailure } from "@/platform/db/errors";
import { requestsInFlight, untilQuiet } from "./load";
import { jobHandler } from "./registry";
import {
  RENEW_SECONDS,
  claimJob,
  completeJob,
  failAbandonedJobs,
  failJob,
  getJob,
  renewLease,
  type Job,
} from "./queue";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The failure must reach the database for the job to be released: while the database is
 * away, try again for about half a minute (after that the unrenewed lease lapses anyway).
 */
async function recordFailure(job: Job, error: unknown) {
  for (let wait = 1_000; ; wait *= 2) {
    try {
      return await failJob(job, error);
    } catch (recording) {
      if (!isConnectionFailure(recording) || wait > 16_000) {
        console.error(`[jobs] could not record the failure of ${job.kind} ${job.key}:`, recording);
        return;
      }
      await sleep(wait);
    }
  }
}

async function execute(job: Job): Promise<boolean> {
  const handler = jobHandler(job.kind);
  const renewal = setInterval(() => void renewLease(job).catch(() => {}), RENEW_SECONDS * 1000);
  renewal.unref();
  try {
    if (!handler) throw new Error(`No handler for ${job.kind} jobs`);
    await handler(job);
    await completeJob(job);
    return true;
  } catch (error) {
    console.error(`[jobs] ${job.kind} ${job.key} attempt ${job.attempts} failed:`, error);
    await recordFailure(job, error);
    return false;
  } finally {
    clearInterval(renewal);
  }
}

/** Claims and runs one specific job now; false when another worker has it or it is done. */
export async function runJobNow(jobId: string): Promise<boolean> {
  const job = await claimJob(jobId);
  return job ? execute(job) : false;
}

/** Runs due jobs (and those whose lease expired) until none is left or `limit` have run. */
export async function processJobs(limit = 20): Promise<{ ran: number; failed: number }> {
  await failAbandonedJobs();
  let ran = 0;
  let failed = 0;
  while (ran < limit) {
    const job = await claimJob();
    if (!job) break;
    ran++;
    if (!(await execute(job))) failed++;
  }
  return { ran, failed };
}

/** The abandoned-job sweep is a table scan: a worker runs it at most once a minute (leases last 5). */
const SWEEP_INTERVAL_MS = 60_000;
let lastSweep = 0;

async function sweepAbandonedJobs() {
  if (Date.now() - lastSweep < SWEEP_INTERVAL_MS) return;
  lastSweep = Date.now();
  await failAbandonedJobs();
}

/** In-process workers at once: a burst of submissions queues its jobs, it does not starve requests. */
export const MAX_WORKERS = 4;

/**
 * Lead events and what they fan out to: quick jobs, mostly waiting on the database and the
 * network, that are worth less the later they run (a webhook receiver or HubSpot hears of a lead
 * late). Behind a backlog of roadmaps they waited for all of it: they have a lane of their own.
 */
const EVENT_JOB_KINDS = [
  "lead_event",
  "webhook_delivery",
  "hubspot_sync",
] as const satisfies readonly JobKind[];
/** Workers of the events' lane, beside the others, busy or not. */
export const EVENT_WORKERS = 2;

/**
 * Requests come first: before each job a worker waits for a moment without requests, and
 * at most this long, so that under a steady stream of them the jobs still move on. The jobs
 * share the event loop and the database pool with the requests: run between them, a burst
 * of submissions is answered sooner and its jobs run once it has passed.
 */
export const QUIET_WAIT_MS = 1_000;

interface Lane {
  running: number;
  /** A call found every worker busy: the next one to run dry looks once more. */
  rescan: boolean;
  limit: () => number;
  kinds?: readonly JobKind[];
}

/**
 * Every job, by due time: one worker while the process handles requests, up to four when it
 * is idle.
 */
const everyJob: Lane = {
  running: 0,
  rescan: false,
  limit: () => (requestsInFlight() > 0 ? 1 : MAX_WORKERS),
};
const eventsLane: Lane = {
  running: 0,
  rescan: false,
  limit: () => EVENT_WORKERS,
  kinds: EVENT_JOB_KINDS,
};

/**
 * A worker of a lane: runs its due jobs (and those whose lease expired) until none is left.
 * At most `limit()` run at once; a call beyond that returns at once, and the job it was for is
 * not left behind: a worker that then finds no job looks once more, and the last worker never
 * gives way.
 */
async function drainLane(lane: Lane): Promise<void> {
  if (lane.running >= lane.limit()) {
    lane.rescan = true;
    return;
  }
  lane.running++;
  try {
    while (lane.running <= lane.limit()) {
      await untilQuiet(QUIET_WAIT_MS);
      const job = await claimJob(undefined, lane.kinds);
      if (job) await execute(job);
      else if (lane.rescan) lane.rescan = false;
      else return;
    }
    lane.rescan = true; // gave way to requests: the remaining worker goes on with the queue
  } finally {
    lane.running--;
  }
}

/**
 * The workers of this process: one for every job and one for the events' lane (see
 * EVENT_JOB_KINDS), each within its lane's limit; resolves when both ran dry.
 */
export async function drainJobs(): Promise<void> {
  await sweepAbandonedJobs();
  await Promise.all([drainLane(everyJob), drainLane(eventsLane)]);
}

/**
 * Runs due jobs right after the current response (Next's after()), e.g. the roadmap a
 * submission queued and the follow-up questions it queues in turn. Tests drive jobs
 * themselves with runJobNow / processJobs / drainJobs, so nothing runs behind their back.
 */
export function startAfterResponse() {
  if (env.NODE_ENV === "test") return;
  after(drainJobs);
}

/**
 * "The next request that needs it": starts a job that is due but nobody runs (its after()
 * was lost, or its worker died and the lease expired).
 */
export async function resumeJob(kind: JobKind, key: string) {
  const job = await getJob(kind, key);
  if (!job) return;
  const now = Date.now();
  const stalled =
    (job.status === "pending" && job.runAfter.getTime() <= now - 5_000) ||
    (job.status === "running" && job.leaseExpiresAt !== null && job.leaseExpiresAt.getTime() < now);
  if (stalled) startAfterResponse();
}
