import "server-only";
import { enqueueJob } from "@/lib/jobs/queue";
import { startAfterResponse } from "@/lib/jobs/run";

/** After a payment or a coupon: the full report job starts, and its e-mail follows. */
export async function startReportAfterUnlock(assessmentId: string) {
  await enqueueJob("report", assessmentId, { restart: "failed" });
  startAfterResponse();
}
