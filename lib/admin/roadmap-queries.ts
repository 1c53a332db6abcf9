import "server-only";
import { db } from "@/lib/db";
import { offsetOf } from "./query-params";
import { roadmapPreview } from "./recommendations";
import type { Paging } from "./schemas";

/** The AI Roadmaps tab: newest first, a page at a time, each with a 100-character preview. */
export async function listRoadmaps(paging: Paging) {
  const [rows, total] = await Promise.all([
    db.roadmap.findMany({
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: offsetOf(paging),
      take: paging.pageSize,
      select: {
        id: true,
        assessmentId: true,
        content: true,
        createdAt: true,
        assessment: { select: { companyName: true } },
      },
    }),
    db.roadmap.count(),
  ]);
  return {
    roadmaps: rows.map(({ assessment, ...roadmap }) => ({
      id: roadmap.id,
      assessmentId: roadmap.assessmentId,
      companyName: assessment.companyName,
      createdAt: roadmap.createdAt,
      preview: roadmapPreview(roadmap.content),
      content: roadmap.content,
    })),
    page: paging.page,
    pageSize: paging.pageSize,
    total,
  };
}
