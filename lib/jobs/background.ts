import "server-only";
import { drainOutbox } from "@/lib/email/drain";
import { env } from "@/lib/env";
import { drainJobs } from "./run";

const holder = globalThis as unknown as { __backgroundWork?: NodeJS.Timeout };

/** One pass: due jobs (and those whose worker died), then unsent e-mails. */
export async function runBackgroundPass(): Promise<void> {
  const results = await Promise.allSettled([drainJobs(), drainOutbox()]);
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
