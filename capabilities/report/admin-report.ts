import "server-only";
import { getPaymentStatusOrThrow } from "@/capabilities/leads/server";
import { db } from "@/platform/db";
import { generateReport } from "@/capabilities/report/server";
import { saveReport } from "@/capabilities/report/server";
import { loadGenerationInput } from "@/capabilities/report/server";
import type { ReportData } from "@/model/documents/report-schemas";
import { type ReportResponse } from "@/capabilities/report";
import { getOrGenerateReport } from "@/capabilities/report/server";

/** Generations of unpaid reports running in this process: asking twice waits for the same one. */
const generating = new Map<string, Promise<ReportResponse>>();

async function generateUnpaidReport(assessmentId: string): Promise<ReportResponse> {
  const generated = await generateReport(
    await loadGenerationInput(assessmentId, { industryStats: true }),
  );
  await saveReport(assessmentId, generated);
  return { ...generated.content, cached: false };
}

/**
 * The report an admin sees (spec: admins see every report). A paid assessment's comes from
 * the report service (its job, its e-mail). An unpaid one is generated on demand and stored
 * without any e-mail: the report job refuses unpaid assessments, and the public report stays
 * locked until a payment, whose report job then writes (and e-mails) it again.
 */
export async function getAdminReport(assessmentId: string): Promise<ReportResponse> {
  const { isPaid } = await getPaymentStatusOrThrow(assessmentId);
  if (isPaid) return getOrGenerateReport(assessmentId);

  const stored = await db.report.findUnique({
    where: { assessmentId },
    select: { reportData: true, markdownReport: true },
  });
  if (stored) {
    const { reportData, markdownReport } = stored;
    return { reportData: reportData as ReportData, markdownReport, cached: true };
  }

  let pending = generating.get(assessmentId);
  if (!pending) {
    pending = generateUnpaidReport(assessmentId).finally(() => generating.delete(assessmentId));
    generating.set(assessmentId, pending);
  }
  return pending;
}
