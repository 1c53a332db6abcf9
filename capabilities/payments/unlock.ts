import "server-only";
import { enqueueJob } from "@/platform/jobs/queue";
import { startAfterResponse } from "@/platform/jobs/run";

/** After a payment or a coupon: the full report job starts, and its e-mail follows. */
export async function startReportAfterUnlock(assessmentId: string) {
  await enqueueJob("report", assessmentId, { restart: "failed" });
  startAfterResponse();
}
