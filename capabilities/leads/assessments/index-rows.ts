import "server-only";
import { db } from "@/platform/db";
import { assessmentAnswersSelect } from "./queries";

export interface IndexRowsQuery {
  /** First day counted (completion date), inclusive; null: from the first assessment. */
  from: Date | null;
  /** Last day counted, inclusive; null: up to now. */
  to: Date | null;
  excludedIds: readonly string[];
}

const DAY_MS = 86_400_000;

/**
 * The completed assessments the AI Readiness Index counts: scored, not purged, not on legal
 * hold, not excluded by the admin, completed in the period (a row completed before completedAt
 * was kept counts by its creation). Drafts never count; an erased assessment no longer exists.
 * There is no test mark on a lead: the admin's exclusion list is how internal tests are left out.
 */
export async function completedAssessmentsForIndex({ from, to, excludedIds }: IndexRowsQuery) {
  const range = {
    ...(from ? { gte: from } : {}),
    ...(to ? { lt: new Date(to.getTime() + DAY_MS) } : {}),
  };
  return db.assessment.findMany({
    where: {
      status: "completed",
      aiReadinessScore: { not: null },
      purgedAt: null,
      legalHoldAt: null,
      ...(excludedIds.length ? { id: { notIn: [...excludedIds] } } : {}),
      ...(from || to
        ? { OR: [{ completedAt: range }, { completedAt: null, createdAt: range }] }
        : {}),
    },
    select: { ...assessmentAnswersSelect, completedAt: true, previousAssessmentId: true },
  });
}

export type IndexAssessment = Awaited<ReturnType<typeof completedAssessmentsForIndex>>[number];
