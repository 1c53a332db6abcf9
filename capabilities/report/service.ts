import "server-only";
import { isAssessmentId, isPaidStatus } from "@/capabilities/leads/server";
import { db } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { enqueueJob, getJob } from "@/platform/jobs/queue";
import { runJobNow } from "@/platform/jobs/run";
import type { ReportData } from "@/model/documents/report-schemas";

export interface ReportResponse {
  reportData: ReportData;
  markdownReport: string | null;
  cached: boolean;
}

const WAIT_MS = 90_000;
const POLL_MS = 500;

export const PAYMENT_REQUIRED_TEXT =
  "The full report is available once it has been unlocked with a payment or a coupon code.";

async function assertPaid(assessmentId: string) {
  const found = isAssessmentId(assessmentId)
    ? await db.assessment.findUnique({
        where: { id: assessmentId, status: "completed" },
        select: { paymentStatus: true },
      })
    : null;
  if (!found) throw new AppError("not_found", "Assessment not found.");
  if (!isPaidStatus(found.paymentStatus)) {
    throw new AppError("payment_required", PAYMENT_REQUIRED_TEXT);
  }
}

function readReport(assessmentId: string) {
  return db.report.findUnique({
    where: { assessmentId },
    select: { reportData: true, markdownReport: true, updatedAt: true },
  });
}

/**
 * Runs the report job here unless another worker already has it, then waits for the stored
 * report that is newer than `after`. Two requests at once share one generation.
 */
async function generateAndWait(
  assessmentId: string,
  jobId: string,
  after: Date | null,
): Promise<ReportResponse> {
  await runJobNow(jobId);
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const report = await readReport(assessmentId);
    if (report && (!after || report.updatedAt > after)) {
      return {
        reportData: report.reportData as ReportData,
        markdownReport: report.markdownReport,
        cached: false,
      };
    }
    const job = await getJob("report", assessmentId);
    if (job?.status === "failed" || Date.now() > deadline) {
      throw new AppError(
        "service_unavailable",
        "The report could not be generated just now. Please try again in a minute.",
        {
          headers: { "Retry-After": "30" },
        },
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * The stored report's content, or null while none has been generated. Checks no payment: the
 * report page shows it only for an unlocked assessment.
 */
export async function getStoredReport(assessmentId: string): Promise<ReportData | null> {
  if (!isAssessmentId(assessmentId)) return null;
  const report = await readReport(assessmentId);
  return report ? (report.reportData as ReportData) : null;
}

/** The stored report (cached), or a new one generated on demand. Never for an unpaid assessment. */
export async function getOrGenerateReport(assessmentId: string): Promise<ReportResponse> {
  await assertPaid(assessmentId);
  const existing = await readReport(assessmentId);
  if (existing)
    return {
      reportData: existing.reportData as ReportData,
      markdownReport: existing.markdownReport,
      cached: true,
    };
  // restart: a report job that failed earlier gets a new chance when someone asks.
  const job = await enqueueJob("report", assessmentId, { restart: "failed" });
  return generateAndWait(assessmentId, job.id, null);
}

/** 'Refresh Report': writes the report again. */
export async function regenerateReport(assessmentId: string): Promise<ReportResponse> {
  await assertPaid(assessmentId);
  const existing = await readReport(assessmentId);
  const job = await enqueueJob("report", assessmentId, { restart: "always" });
  return generateAndWait(assessmentId, job.id, existing?.updatedAt ?? null);
}
