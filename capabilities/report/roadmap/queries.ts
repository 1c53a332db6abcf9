import "server-only";
import { isAssessmentId } from "@/capabilities/leads/server";
import { db } from "@/platform/db";
import type { RoadmapContent } from "@/model/documents/roadmap-schemas";

/** The roadmap page's data: the roadmap (null while it is being generated) and its details. */
export async function getRoadmapPage(assessmentId: string) {
  if (!isAssessmentId(assessmentId)) return null;
  const found = await db.assessment.findUnique({
    where: { id: assessmentId, status: "completed" },
    select: {
      id: true,
      executiveName: true,
      executiveTitle: true,
      companyName: true,
      companyIndustry: true,
      roadmap: { select: { content: true } },
    },
  });
  if (!found) return null;
  return {
    roadmap: (found.roadmap?.content as RoadmapContent | undefined) ?? null,
    details: {
      executiveName: found.executiveName,
      executiveTitle: found.executiveTitle,
      companyName: found.companyName,
      industry: found.companyIndustry,
      assessmentId: found.id,
    },
  };
}
