import "server-only";
import { db } from "@/platform/db";
import type { Generated } from "@/capabilities/report/generator";
import type { RecommendedTool } from "@/model/documents/report-schemas";
import type { RoadmapContent } from "@/model/documents/roadmap-schemas";

/**
 * Stores a roadmap, replaces the assessment's risks with the roadmap's, and marks the
 * roadmap generated, in one transaction.
 */
export async function saveRoadmap(
  assessmentId: string,
  generated: Generated<RoadmapContent>,
): Promise<void> {
  const { content, generator, promptVersion, note } = generated;
  await db.$transaction(async (tx) => {
    const data = { content, generator, promptVersion, generationNote: note };
    await tx.roadmap.upsert({
      where: { assessmentId },
      create: { assessmentId, ...data },
      update: data,
    });
    await tx.risk.deleteMany({ where: { assessmentId } });
    await tx.risk.createMany({
      data: content.risks.map((risk, index) => ({
        assessmentId,
        title: risk.risk,
        impactLevel: risk.impact,
        mitigationStrategy: risk.mitigation,
        riskOrder: index + 1,
      })),
    });
    await tx.assessment.update({ where: { id: assessmentId }, data: { roadmapGenerated: true } });
  });
}

/** Replaces the AI tool recommendations kept with the roadmap. */
export async function saveAiApps(assessmentId: string, aiApps: RecommendedTool[]): Promise<void> {
  const roadmap = await db.roadmap.findUnique({
    where: { assessmentId },
    select: { content: true },
  });
  if (!roadmap)
    throw new Error("The roadmap must exist before its AI tool recommendations are refreshed.");
  await db.roadmap.update({
    where: { assessmentId },
    data: { content: { ...(roadmap.content as RoadmapContent), aiApps } },
  });
}
