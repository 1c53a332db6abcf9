import "server-only";
import { purgeAbandonedDrafts } from "@/capabilities/leads/drafts/purge";
import { forgetDeletedAddresses } from "@/capabilities/leads/server";
import { purgeExpiredLeads } from "@/capabilities/privacy/server";
import { drainOutbox } from "@/platform/email/drain";
import { env } from "@/platform/env";
import { drainJobs } from "@/platform/jobs/run";
import "./jobs";

const holder = globalThis as unknown as {
  __backgroundWork?: NodeJS.Timeout;
  __lastDraftPurge?: number;
};

const PURGE_EVERY_MS = 3_600_000;

/**
 * At most hourly, as the rules count in days: abandoned drafts' answers, leads past the
 * retention period, and the addresses of deleted leads the CRMs have heard of.
 */
async function purgeIfDue(): Promise<void> {
  const now = Date.now();
  if (now - (holder.__lastDraftPurge ?? 0) < PURGE_EVERY_MS) return;
  holder.__lastDraftPurge = now;
  await purgeAbandonedDrafts();
  await purgeExpiredLeads();
  await forgetDeletedAddresses();
}

/** One pass: due jobs (and those whose worker died), unsent e-mails, the hourly purges. */
export async function runBackgroundPass(): Promise<void> {
  const results = await Promise.allSettled([drainJobs(), drainOutbox(), purgeIfDue()]);
  for (const result of results) {
    if (result.status === "rejected") {
      const reason = result.reason instanceof Error ? result.reason.message : result.reason;
      console.error(`[background] pass failed, next in ${env.WORKER_INTERVAL_SECONDS} s:`, reason);
    }
  }
}

/**
 * Started once per server process (instrumentation.ts): a pass at once, so work a crash left
 * behind resumes at start-up, then one every WORKER_INTERVAL_SECONDS, so it resumes without
 * traffic or a cron (e.g. a job once its dead worker's lease has passed). The timer does not
 * keep the process alive.
 */
export function startBackgroundWork(): void {
  if (holder.__backgroundWork) return;
  holder.__backgroundWork = setInterval(
    () => void runBackgroundPass(),
    env.WORKER_INTERVAL_SECONDS * 1000,
  );
  holder.__backgroundWork.unref();
  void runBackgroundPass();
}
