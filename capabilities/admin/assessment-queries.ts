import "server-only";
import { db } from "@/platform/db";
import { Prisma } from "@/platform/db/generated/prisma/client";
import { teamAndRetakesOf } from "@/capabilities/team/server";
import { LEAD_QUALIFIED_THRESHOLD } from "@/model/scoring";
import { isStarredLead, leadBadge } from "./lead-badge";
import { offsetOf } from "@/platform/http/query-params";
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
  purgedAt: true,
} satisfies Prisma.AssessmentSelect;
type ListRow = Prisma.AssessmentGetPayload<{ select: typeof listSelect }>;

/** A LIKE pattern that matches the text literally: `%`, `_` and `\` lose their meaning. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const LIST_COLUMNS = Prisma.raw(
  Object.keys(listSelect)
    .map((key) => `"${key}"`)
    .join(", "),
);

/**
 * The search, status, chapter and source filters of the list (docs/features.md: Leads in the admin).
 * The search is a case-insensitive substring of the name, company or e-mail (ILIKE, served by
 * the trigram indexes of the three columns); the source is the generated column the funnel
 * counts by (sourceOf's rule, kept by the database), so both agree on every lead.
 */
function whereOf({ search, status, chapter, source }: AssessmentListQuery): Prisma.Sql {
  const where: Prisma.Sql[] = [];
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    where.push(
      Prisma.sql`("executiveName" ILIKE ${pattern} OR "companyName" ILIKE ${pattern} OR "executiveEmail" ILIKE ${pattern})`,
    );
  }
  if (status === "in_progress") where.push(Prisma.sql`status = 'draft'`);
  if (status === "completed") where.push(Prisma.sql`status = 'completed'`);
  if (status === "paid") where.push(Prisma.sql`"paymentStatus" IN ('paid', 'coupon_used')`);
  if (chapter !== "all") where.push(Prisma.sql`chapter = ${chapter}`);
  if (source) where.push(Prisma.sql`source = ${source}`);
  return where.length ? Prisma.join(where, " AND ") : Prisma.sql`TRUE`;
}

const NULLABLE_SORT_COLUMNS = new Set<string>(["leadScore", "aiReadinessScore"]);

/** A whitelisted column (the query schema's enum), missing scores last, ties broken by id. */
function orderOf({ sort, order }: AssessmentListQuery): Prisma.Sql {
  const direction = order === "asc" ? "ASC" : "DESC";
  const nulls = NULLABLE_SORT_COLUMNS.has(sort) ? " NULLS LAST" : "";
  return Prisma.raw(`"${sort}" ${direction}${nulls}, id ${direction}`);
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
 * One page of the admin table: filtered, searched, sorted on a whitelisted column (missing
 * scores last, ties broken by id so pages never overlap), with the match count and the metrics.
 */
export async function listAssessments(query: AssessmentListQuery) {
  const where = whereOf(query);
  const [rows, [{ total }], metrics] = await Promise.all([
    db.$queryRaw<(ListRow & { source: string })[]>`
      SELECT ${LIST_COLUMNS}, source FROM assessments
      WHERE ${where}
      ORDER BY ${orderOf(query)}
      LIMIT ${query.pageSize} OFFSET ${offsetOf(query)}`,
    db.$queryRaw<
      { total: number }[]
    >`SELECT count(*)::int AS total FROM assessments WHERE ${where}`,
    getAssessmentMetrics(),
  ]);
  const teams = await teamAndRetakesOf(rows.map((row) => row.id));
  return {
    assessments: rows.map((row) => ({
      ...row,
      leadBadge: leadBadge(row),
      starred: isStarredLead(row.leadScore),
      teamAndRetakes: teams.get(row.id) ?? null,
    })),
    metrics,
    page: query.page,
    pageSize: query.pageSize,
    total,
  };
}
