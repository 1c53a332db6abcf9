import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { LEAD_QUALIFIED_THRESHOLD } from "@/lib/scoring";
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

const NULLABLE_SORT_COLUMNS = new Set(["leadScore", "aiReadinessScore"]);

function orderOf({
  sort,
  order,
}: AssessmentListQuery): Prisma.AssessmentOrderByWithRelationInput[] {
  const primary = NULLABLE_SORT_COLUMNS.has(sort) ? { sort: order, nulls: "last" as const } : order;
  return [{ [sort]: primary }, { id: order }];
}

export interface AssessmentMetrics {
  totalAssessments: number;
  /** Hot leads and qualified leads: leadQualified, or a lead score at the threshold. */
  qualifiedLeads: number;
  aiRoadmaps: number;
  /** Percent of assessments with a roadmap, rounded. */
  completionRate: number;
}

/** The four stat cards, over every assessment, in one scan. */
export async function getAssessmentMetrics(): Promise<AssessmentMetrics> {
  const [row] = await db.$queryRaw<{ total: number; qualified: number; roadmaps: number }[]>`
    SELECT count(*)::int AS total,
           count(*) FILTER (WHERE "leadQualified" OR "leadScore" >= ${LEAD_QUALIFIED_THRESHOLD})::int AS qualified,
           count(*) FILTER (WHERE "roadmapGenerated")::int AS roadmaps
    FROM assessments`;
  const total = row?.total ?? 0;
  const roadmaps = row?.roadmaps ?? 0;
  return {
    totalAssessments: total,
    qualifiedLeads: row?.qualified ?? 0,
    aiRoadmaps: roadmaps,
    completionRate: total ? Math.round((roadmaps / total) * 100) : 0,
  };
}

/**
 * One page of the admin table: searched, sorted on a whitelisted column (missing scores
 * last, ties broken by id so pages never overlap), with the match count and the metrics.
 */
export async function listAssessments(query: AssessmentListQuery) {
  const where = searchWhere(query.search);
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
  // Without a search every assessment matches: the metrics already counted them.
  const total = query.search ? await db.assessment.count({ where }) : metrics.totalAssessments;
  return {
    assessments: rows.map((row) => ({
      ...row,
      leadBadge: leadBadge(row),
      starred: isStarredLead(row.leadScore),
    })),
    metrics,
    page: query.page,
    pageSize: query.pageSize,
    total,
  };
}
