import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { LEAD_QUALIFIED_THRESHOLD } from "@/lib/scoring";
import { sourceOf } from "@/lib/funnel/attribution";
import { isStarredLead, leadBadge } from "./lead-badge";
import { offsetOf } from "./query-params";
import type { AssessmentListQuery } from "./schemas";

/** The columns of the admin table, and nothing more. */
const listSelect = {
  id: true,
  executiveName: true,
  executiveEmail: true,
  companyName: true,
  executiveTitle: true,
  companyIndustry: true,
  companyRevenue: true,
  leadScore: true,
  leadQualified: true,
  roadmapGenerated: true,
  paymentStatus: true,
  aiReadinessScore: true,
  createdAt: true,
  status: true,
  stepReached: true,
  marketingConsent: true,
  chapter: true,
  utmSource: true,
  referrer: true,
  purgedAt: true,
} satisfies Prisma.AssessmentSelect;

/** A LIKE pattern that matches the text literally: `%`, `_` and `\` lose their meaning. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Case-insensitive substring on the name, company or e-mail (ILIKE, served by the trigram
 * indexes of the three columns).
 */
function searchWhere(search: string): Prisma.AssessmentWhereInput {
  if (!search) return {};
  const contains = { contains: escapeLike(search), mode: "insensitive" as const };
  return {
    OR: [{ executiveName: contains }, { companyName: contains }, { executiveEmail: contains }],
  };
}

/** The status, chapter and source filters of the list (README: Admin leads). */
function filterWhere({
  status,
  chapter,
  source,
}: AssessmentListQuery): Prisma.AssessmentWhereInput[] {
  const where: Prisma.AssessmentWhereInput[] = [];
  if (status === "in_progress") where.push({ status: "draft" });
  if (status === "completed") where.push({ status: "completed" });
  if (status === "paid") where.push({ paymentStatus: { in: ["paid", "coupon_used"] } });
  if (chapter !== "all") where.push({ chapter });
  if (source === "direct") where.push({ utmSource: null, referrer: null });
  else if (source) {
    where.push({
      OR: [
        { utmSource: { equals: source, mode: "insensitive" } },
        {
          utmSource: null,
          OR: [
            { referrer: { contains: `://${escapeLike(source)}`, mode: "insensitive" } },
            { referrer: { contains: `://www.${escapeLike(source)}`, mode: "insensitive" } },
          ],
        },
      ],
    });
  }
  return where;
}

const NULLABLE_SORT_COLUMNS = new Set(["leadScore", "aiReadinessScore"]);

function orderOf({
  sort,
  order,
}: AssessmentListQuery): Prisma.AssessmentOrderByWithRelationInput[] {
  const primary = NULLABLE_SORT_COLUMNS.has(sort) ? { sort: order, nulls: "last" as const } : order;
  return [{ [sort]: primary }, { id: order }];
}

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
      SELECT "createdAt"::date AS day, count(*)::int AS n
      FROM assessments
      WHERE "createdAt" >= (now() AT TIME ZONE 'UTC')::date - ${TREND_DAYS - 1}::int
        AND status = 'completed'
      GROUP BY 1
    ), recent AS (
      SELECT count(*)::int AS started,
             count(*) FILTER (WHERE status = 'completed')::int AS completed
      FROM assessments
      WHERE "createdAt" >= (now() AT TIME ZONE 'UTC')::date - ${TREND_DAYS - 1}::int
    )
    SELECT count(*)::int AS total,
           count(*) FILTER (WHERE "leadQualified" OR "leadScore" >= ${LEAD_QUALIFIED_THRESHOLD})::int AS qualified,
           count(*) FILTER (WHERE "roadmapGenerated")::int AS roadmaps,
           (SELECT started FROM recent) AS started,
           (SELECT completed FROM recent) AS "completedRecently",
           (SELECT json_agg(json_build_object('day', to_char(days.day, 'YYYY-MM-DD'), 'count', coalesce(per_day.n, 0)) ORDER BY days.day)
            FROM days LEFT JOIN per_day USING (day)) AS daily
    FROM assessments WHERE status = 'completed'`;
  const started = row?.started ?? 0;
  return {
    totalAssessments: row?.total ?? 0,
    qualifiedLeads: row?.qualified ?? 0,
    aiRoadmaps: row?.roadmaps ?? 0,
    completionRate: started ? Math.round(((row?.completedRecently ?? 0) / started) * 100) : 0,
    daily: row?.daily ?? [],
  };
}

/**
 * One page of the admin table: searched, sorted on a whitelisted column (missing scores
 * last, ties broken by id so pages never overlap), with the match count and the metrics.
 */
export async function listAssessments(query: AssessmentListQuery) {
  const where: Prisma.AssessmentWhereInput = {
    AND: [searchWhere(query.search), ...filterWhere(query)],
  };
  const [rows, metrics] = await Promise.all([
    db.assessment.findMany({
      where,
      select: listSelect,
      orderBy: orderOf(query),
      skip: offsetOf(query),
      take: query.pageSize,
    }),
    getAssessmentMetrics(),
  ]);
  const total = await db.assessment.count({ where });
  return {
    assessments: rows.map(({ utmSource, referrer, ...row }) => ({
      ...row,
      source: sourceOf(utmSource, referrer),
      leadBadge: leadBadge(row),
      starred: isStarredLead(row.leadScore),
    })),
    metrics,
    page: query.page,
    pageSize: query.pageSize,
    total,
  };
}
