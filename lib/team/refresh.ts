import "server-only";
import { isPaidStatus } from "@/lib/assessment/queries";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { debounceJob, type Job } from "@/lib/jobs/queue";
import { generateReport, generateRoadmap } from "@/lib/report/generator";
import { saveReport } from "@/lib/report/mutations";
import { loadGenerationInput } from "@/lib/report/queries";
import { saveRoadmap } from "@/lib/roadmap/mutations";

/**
 * New team answers reach the executive's documents through one debounced `team_refresh` job
 * per assessment: each answer (from the minimum on, when there are aggregates to read) asks
 * for a regeneration TEAM_REGENERATE_DELAY_SECONDS later, and an answer arriving before it has
 * run moves it back, so several answers close together make one regeneration. An answer that
 * arrives while it runs makes it run once more afterwards (lib/jobs/queue.ts, debounceJob).
 */
export function scheduleTeamRefresh(assessmentId: string): Promise<Job> {
  return debounceJob("team_refresh", assessmentId, env.TEAM_REGENERATE_DELAY_SECONDS);
}

/**
 * The job: the roadmap, and the report of an unlocked assessment, written again with the
 * team's aggregates. Only documents already written: a missing one is written by its own job
 * (which reads the team too), so this never races it.
 */
export async function runTeamRefreshJob(job: Job): Promise<void> {
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
    // The roadmap reads no peer figures, as its own job (lib/report/jobs.ts).
    await saveRoadmap(job.assessmentId, await generateRoadmap({ ...input, industryStats: null }));
  }
  if (writeReport) {
    await saveReport(job.assessmentId, await generateReport(input));
  }
}
