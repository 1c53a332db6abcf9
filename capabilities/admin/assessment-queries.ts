import "server-only";
import { db } from "@/platform/db";
import { Prisma } from "@/platform/db/generated/prisma/client";
import { teamAndRetakesOf } from "@/capabilities/team/server";
import { isStarredLead, leadBadge } from "./lead-badge";
import { offsetOf } from "@/platform/http/query-params";
import type { AssessmentListQuery } from "./schemas";
import { countLeads, getAssessmentMetrics } from "./lead-counts";

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

/**
 * A page's rows. The page's ids are found first, from the sort's index alone (an index-only
 * scan: a deep page skips index entries, not table rows), then only those rows are read.
 */
function pageRows(query: AssessmentListQuery, where: Prisma.Sql) {
  const order = orderOf(query);
  return db.$queryRaw<(ListRow & { source: string })[]>`
    SELECT ${LIST_COLUMNS}, source
    FROM (SELECT id FROM assessments WHERE ${where} ORDER BY ${order}
          LIMIT ${query.pageSize} OFFSET ${offsetOf(query)}) AS page
    JOIN assessments USING (id)
    ORDER BY ${order}`;
}

/** The matches of a search are counted; without one, the total is a sum of daily counts. */
async function totalOf(query: AssessmentListQuery, where: Prisma.Sql): Promise<number> {
  if (!query.search) return countLeads(query);
  const [{ total }] = await db.$queryRaw<{ total: number }[]>`
    SELECT count(*)::int AS total FROM assessments WHERE ${where}`;
  return total;
}

/**
 * One page of the admin table: filtered, searched, sorted on a whitelisted column (missing
 * scores last, ties broken by id so pages never overlap), with the match count and the metrics.
 */
export async function listAssessments(query: AssessmentListQuery) {
  const where = whereOf(query);
  const [rows, total, metrics] = await Promise.all([
    pageRows(query, where),
    totalOf(query, where),
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
