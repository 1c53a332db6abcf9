import "server-only";
import { isPaidStatus } from "@/capabilities/leads/server";
import { db } from "@/platform/db";
import type { AssessmentJob } from "@/platform/jobs/queue";
import { generateReport, generateRoadmap } from "@/capabilities/report/generator";
import { saveReport } from "@/capabilities/report/mutations";
import { loadGenerationInput } from "@/capabilities/report/queries";
import { saveRoadmap } from "@/capabilities/report/roadmap/mutations";

/**
 * The job: the roadmap, and the report of an unlocked assessment, written again with the
 * team's aggregates. Only documents already written: a missing one is written by its own job
 * (which reads the team too), so this never races it.
 */
export async function runTeamRefreshJob(job: AssessmentJob): Promise<void> {
  const assessment = await db.assessment.findUniqueOrThrow({
    where: { id: job.assessmentId },
    select: {
      paymentStatus: true,
      roadmap: { select: { id: true } },
      report: { select: { id: true } },
    },
  });
  const writeReport = Boolean(assessment.report) && isPaidStatus(assessment.paymentStatus);
  const input = await loadGenerationInput(job.assessmentId, { industryStats: writeReport });
  if (assessment.roadmap) {
    // The roadmap reads no peer figures, as its own job (capabilities/report/jobs.ts).
    await saveRoadmap(job.assessmentId, await generateRoadmap({ ...input, industryStats: null }));
  }
  if (writeReport) {
    await saveReport(job.assessmentId, await generateReport(input));
  }
}
