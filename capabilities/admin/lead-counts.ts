import "server-only";
import { db } from "@/platform/db";
import { Prisma } from "@/platform/db/generated/prisma/client";
import type { AssessmentListQuery } from "./schemas";

/**
 * The stat cards and the list's totals, added up from lead_day_counts (one row per day, chapter
 * and source, kept by triggers on assessments in the writing transaction: migration
 * 20261126095100_admin_rollups) instead of counting 100,000 assessments on every request. They
 * are as current as a count: an admin's own change is in the next answer.
 */

/** Days in the stat cards' trend, today included. */
export const TREND_DAYS = 30;

export interface AssessmentMetrics {
  /** Completed assessments. */
  totalAssessments: number;
  /** Hot leads and qualified leads: leadQualified, or a lead score at the threshold. */
  qualifiedLeads: number;
  aiRoadmaps: number;
  /** Percent of the assessments started in the last TREND_DAYS days that were completed, rounded. */
  completionRate: number;
  /** Completed assessments per UTC day over the last TREND_DAYS days, oldest first, empty days as 0. */
  daily: { day: string; count: number }[];
}

/** The four stat cards and their trend, over completed assessments (drafts apart), in one statement. */
export async function getAssessmentMetrics(): Promise<AssessmentMetrics> {
  const [row] = await db.$queryRaw<
    {
      total: number;
      qualified: number;
      roadmaps: number;
      started: number;
      completedRecently: number;
      daily: { day: string; count: number }[] | null;
    }[]
  >`
    WITH days AS (
      SELECT generate_series((now() AT TIME ZONE 'UTC')::date - ${TREND_DAYS - 1}::int, (now() AT TIME ZONE 'UTC')::date, interval '1 day')::date AS day
    ), per_day AS (
      SELECT day, sum(started)::int AS started, sum(completed)::int AS completed
      FROM lead_day_counts
      WHERE day >= (now() AT TIME ZONE 'UTC')::date - ${TREND_DAYS - 1}::int
      GROUP BY day
    )
    SELECT coalesce(sum(completed), 0)::int AS total,
           coalesce(sum(qualified), 0)::int AS qualified,
           coalesce(sum(roadmaps), 0)::int AS roadmaps,
           (SELECT coalesce(sum(started), 0)::int FROM per_day) AS started,
           (SELECT coalesce(sum(completed), 0)::int FROM per_day) AS "completedRecently",
           (SELECT json_agg(json_build_object('day', to_char(days.day, 'YYYY-MM-DD'), 'count', coalesce(per_day.completed, 0)) ORDER BY days.day)
            FROM days LEFT JOIN per_day USING (day)) AS daily
    FROM lead_day_counts`;
  const started = row?.started ?? 0;
  return {
    totalAssessments: row?.total ?? 0,
    qualifiedLeads: row?.qualified ?? 0,
    aiRoadmaps: row?.roadmaps ?? 0,
    completionRate: started ? Math.round(((row?.completedRecently ?? 0) / started) * 100) : 0,
    daily: row?.daily ?? [],
  };
}

/** The leads each status filter of the list shows, as a sum of lead_day_counts' columns. */
const countedByStatus: Record<AssessmentListQuery["status"], Prisma.Sql> = {
  all: Prisma.sql`started`,
  in_progress: Prisma.sql`started - completed`,
  completed: Prisma.sql`completed`,
  paid: Prisma.sql`"paidCard" + "paidCoupon"`,
};

/** How many leads the list's status, chapter and source filters match (no search). */
export async function countLeads({
  status,
  chapter,
  source,
}: Pick<AssessmentListQuery, "status" | "chapter" | "source">): Promise<number> {
  const [{ total }] = await db.$queryRaw<{ total: number }[]>`
    SELECT coalesce(sum(${countedByStatus[status]}), 0)::int AS total FROM lead_day_counts
    WHERE (${chapter === "all" ? null : chapter}::text IS NULL OR chapter = ${chapter})
      AND (${source || null}::text IS NULL OR source = ${source})`;
  return total;
}
