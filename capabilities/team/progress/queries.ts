import "server-only";
import { answersOf, storedReadiness } from "@/model/scoring/stored";
import { assessmentAnswersSelect, isAssessmentId } from "@/capabilities/leads/server";
import { db } from "@/platform/db";
import type { Prisma } from "@/platform/db/generated/prisma/client";
import { roadmapContentSchema } from "@/model/documents/roadmap-schemas";
import { mayFollowProgress, type ProgressViewer } from "./access";
import { compareAssessments, type ComparedAssessment, type Progress } from "./compare";
import { groupByCompany, type CompanyTrend } from "./trends";

const comparedSelect = {
  ...assessmentAnswersSelect,
  executiveEmail: true,
  userId: true,
  previousAssessmentId: true,
} satisfies Prisma.AssessmentSelect;
type ComparedRow = Prisma.AssessmentGetPayload<{ select: typeof comparedSelect }>;

const compared = (row: ComparedRow): ComparedAssessment => ({
  id: row.id,
  createdAt: row.createdAt,
  answers: answersOf(row),
  readiness: storedReadiness(row),
});

/** The quick wins of a stored roadmap, none when it is missing or does not parse. */
function quickWinsOf(content: unknown) {
  const parsed = roadmapContentSchema.shape.quickWins.safeParse(
    (content as { quickWins?: unknown } | null)?.quickWins,
  );
  return parsed.success ? parsed.data : [];
}

/** A completed assessment as progress compares it (with its owner and what it retakes). */
export function findCompared(id: string): Promise<ComparedRow | null> {
  return db.assessment.findUnique({ where: { id, status: "completed" }, select: comparedSelect });
}

/** A retake compared with the assessment it retakes; null when that one is no longer there. */
export async function progressSince(
  after: ComparedRow,
  previousAssessmentId: string,
): Promise<Progress | null> {
  const before = await db.assessment.findUnique({
    where: { id: previousAssessmentId, status: "completed" },
    select: { ...comparedSelect, roadmap: { select: { content: true } } },
  });
  if (!before) return null;
  return compareAssessments(
    compared(before),
    compared(after),
    quickWinsOf(before.roadmap?.content),
  );
}

/**
 * "Since your last assessment" for a completed retake, or null: a first assessment, an earlier
 * one no longer there, or a viewer who is neither its owner nor an admin (lib/progress/access).
 */
export async function getProgress(
  id: string,
  viewer: ProgressViewer | null,
): Promise<Progress | null> {
  if (!viewer || !isAssessmentId(id)) return null;
  const after = await findCompared(id);
  if (!after?.previousAssessmentId || !mayFollowProgress(after.userId, viewer)) return null;
  return progressSince(after, after.previousAssessmentId);
}

/** How many leaders the assessment this one retakes invited (0 for a first assessment). */
export async function previousTeamCount(id: string): Promise<number> {
  if (!isAssessmentId(id)) return 0;
  return db.teamInvitation.count({ where: { assessment: { retakes: { some: { id } } } } });
}

/** The earlier team of each retake of this account, by the retake's id (My Reports' cards). */
export async function previousTeamCounts(userId: string): Promise<Map<string, number>> {
  const rows = await db.assessment.findMany({
    where: { userId, previousAssessmentId: { not: null } },
    select: {
      id: true,
      previousAssessment: { select: { _count: { select: { teamInvitations: true } } } },
    },
  });
  return new Map(rows.map((row) => [row.id, row.previousAssessment?._count.teamInvitations ?? 0]));
}

/** My Reports' companies with their readiness over time (completed assessments of one account). */
export async function getCompanyTrends(userId: string): Promise<CompanyTrend[]> {
  const rows = await db.assessment.findMany({
    where: { userId, status: "completed" },
    select: comparedSelect,
  });
  return groupByCompany(
    rows.map((row) => {
      const readiness = storedReadiness(row);
      return {
        id: row.id,
        companyName: row.companyName,
        createdAt: row.createdAt,
        previousAssessmentId: row.previousAssessmentId,
        score: readiness.score,
        pillars: readiness.pillars.map(({ key, label, points, max }) => ({
          key,
          label,
          points,
          max,
        })),
      };
    }),
  );
}
