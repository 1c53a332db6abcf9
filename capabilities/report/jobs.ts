import "server-only";
import { db } from "@/platform/db";
import { env } from "@/platform/env";
import { sendEmail } from "@/platform/email/send";
import { isPaidStatus } from "@/capabilities/leads/server";
import { enqueueJob, type AssessmentJob } from "@/platform/jobs/queue";
import { saveAiApps, saveRoadmap } from "@/capabilities/report/roadmap/mutations";
import {
  generateFollowUpQuestions,
  generateReport,
  generateRoadmap,
  recommendTools,
} from "./generator";
import { saveFollowUpQuestions, saveReport } from "./mutations";
import { loadGenerationInput } from "./queries";
import type { TeamPdfData } from "@/capabilities/report/pdf/team-section";
import { countInvitations } from "@/capabilities/team/server";
import type { GenerationInput } from "./generation-input";
import { reportPdfFor } from "./pdf";

/** The work of each generation job kind; registered in wiring/jobs.ts. */

export async function runRoadmapJob(job: AssessmentJob) {
  const input = await loadGenerationInput(job.assessmentId);
  await saveRoadmap(job.assessmentId, await generateRoadmap(input));
  await enqueueJob("follow_up_questions", job.assessmentId);
  const email = input.answers.executiveEmail;
  if (email) {
    await sendEmail(
      email,
      "roadmap-ready",
      {
        executiveName: input.answers.executiveName,
        companyName: input.answers.companyName,
        resultsUrl: `${env.APP_URL}/results/${job.assessmentId}`,
        roadmapUrl: `${env.APP_URL}/roadmap/${job.assessmentId}`,
      },
      { dedupeKey: `roadmap-ready:${job.assessmentId}` },
    );
  }
}

async function reportWrittenSince(assessmentId: string, requestedAt: Date) {
  const report = await db.report.findUnique({
    where: { assessmentId },
    select: { updatedAt: true },
  });
  return report !== null && report.updatedAt >= requestedAt;
}

/**
 * The team section of the executive's own PDF: the counts and aggregates the report was just
 * written from, with the number of leaders invited.
 */
async function teamForPdf({ assessmentId, team }: GenerationInput): Promise<TeamPdfData | null> {
  if (!team) return null;
  return { ...team, invited: await countInvitations(assessmentId) };
}

export async function runReportJob(job: AssessmentJob) {
  const { paymentStatus } = await db.assessment.findUniqueOrThrow({
    where: { id: job.assessmentId },
    select: { paymentStatus: true },
  });
  if (!isPaidStatus(paymentStatus))
    throw new Error("The report of an unpaid assessment is never generated.");
  const input = await loadGenerationInput(job.assessmentId, { industryStats: true });
  // A retry (the last attempt lost its connection after saving) does not write it twice.
  if (!(await reportWrittenSince(job.assessmentId, job.requestedAt))) {
    await saveReport(job.assessmentId, await generateReport(input));
  }
  const email = input.answers.executiveEmail;
  if (email) {
    const pdf = await reportPdfFor(job.assessmentId, { team: await teamForPdf(input) });
    await sendEmail(
      email,
      "report-ready",
      {
        executiveName: input.answers.executiveName,
        companyName: input.answers.companyName,
        reportUrl: `${env.APP_URL}/report/${job.assessmentId}`,
      },
      { dedupeKey: `report-ready:${job.assessmentId}`, attachments: pdf ? [pdf] : [] },
    );
  }
}

export async function runFollowUpQuestionsJob(job: AssessmentJob) {
  const input = await loadGenerationInput(job.assessmentId);
  await saveFollowUpQuestions(job.assessmentId, await generateFollowUpQuestions(input));
}

export async function runAiRecommendationsJob(job: AssessmentJob) {
  const input = await loadGenerationInput(job.assessmentId);
  await saveAiApps(job.assessmentId, await recommendTools(input));
}
