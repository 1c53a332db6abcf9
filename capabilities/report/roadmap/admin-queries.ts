import "server-only";
import { db } from "@/platform/db";
import { offsetOf } from "@/platform/http/query-params";
import { roadmapPreview } from "../recommendations";
import type { Paging } from "@/platform/http/paging";

/** The AI Roadmaps tab (roadmaps of completed assessments): newest first, a page at a time, each with a 100-character preview. */
export async function listRoadmaps(paging: Paging) {
  const where = { assessment: { status: "completed" } } as const;
  const [rows, total] = await Promise.all([
    db.roadmap.findMany({
      where,
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
    db.roadmap.count({ where }),
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
