import "server-only";
import { db } from "@/platform/db";
import type { FollowUpQuestionsContent } from "@/model/documents/roadmap-schemas";
import type { Generated } from "./generator";
import type { ReportData } from "@/model/documents/report-schemas";

/** Stores (or replaces) the full report; answers whether it is the first one. */
export async function saveReport(
  assessmentId: string,
  generated: Generated<{ reportData: ReportData; markdownReport: string }>,
): Promise<boolean> {
  const { content, generator, promptVersion, note } = generated;
  const data = {
    reportData: content.reportData,
    markdownReport: content.markdownReport,
    generator,
    promptVersion,
    generationNote: note,
  };
  const existing = await db.report.findUnique({ where: { assessmentId }, select: { id: true } });
  await db.report.upsert({
    where: { assessmentId },
    create: { assessmentId, ...data },
    update: data,
  });
  return !existing;
}

export async function saveFollowUpQuestions(
  assessmentId: string,
  generated: Generated<FollowUpQuestionsContent>,
) {
  const { content, generator, promptVersion, note } = generated;
  const data = {
    ...content,
    generator,
    promptVersion,
    generationNote: note,
    generatedAt: new Date(),
  };
  await db.followUpQuestions.upsert({
    where: { assessmentId },
    create: { assessmentId, ...data },
    update: data,
  });
}
