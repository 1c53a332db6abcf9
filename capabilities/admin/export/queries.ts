import "server-only";
import { db } from "@/platform/db";
import { Prisma } from "@/platform/db/generated/prisma/client";
import { LEAD_QUALIFIED_THRESHOLD } from "@/model/scoring";
import { roadmapKeys, standardSelect, type ComprehensiveRow, type StandardRow } from "./fields";

/**
 * Rows per query. A comprehensive row may carry a whole report (tens of kB), so its pages are
 * small: a page of paid leads must fit in a heap capped well below the file's size.
 */
export const BATCH_SIZE = { standard: 500, comprehensive: 50 } as const;

interface Cursor {
  createdAt: Date;
  id: string;
}

type Fetch<R> = (asOf: Date, cursor: Cursor | null, size: number) => Promise<R[]>;

/**
 * Pages through the assessments with keyset pagination: one query per batch, each starting
 * after the last row of the one before, so memory holds one batch whatever the row count and
 * a late page costs what the first one does. `asOf` fixes the set at the start of the export.
 */
async function* batches<R extends Cursor>(
  fetch: Fetch<R>,
  asOf: Date,
  size: number,
): AsyncGenerator<R[]> {
  let cursor: Cursor | null = null;
  for (;;) {
    const rows = await fetch(asOf, cursor, size);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < size) return;
    const last = rows[rows.length - 1];
    cursor = { createdAt: last.createdAt, id: last.id };
  }
}

/**
 * Assessments created up to `asOf`, after the cursor, in (createdAt, id) order. The `>=` bound
 * lets the createdAt index start the scan at the cursor (the OR alone would filter every row
 * before it, on every page).
 */
function keysetSql(asOf: Date, cursor: Cursor | null): Prisma.Sql {
  if (!cursor) return Prisma.sql`a."createdAt" <= ${asOf}`;
  return Prisma.sql`a."createdAt" <= ${asOf} AND a."createdAt" >= ${cursor.createdAt}
    AND (a."createdAt" > ${cursor.createdAt} OR a.id > ${cursor.id}::uuid)`;
}

const KEYSET_ORDER = Prisma.sql`a."createdAt", a.id`;

/** The standard columns, quoted (fixed names from standardSelect, never input). */
const STANDARD_COLUMNS = Prisma.raw(
  Object.keys(standardSelect)
    .map((key) => `a."${key}"`)
    .join(", "),
);

const fetchStandard: Fetch<StandardRow> = (asOf, cursor, size) =>
  db.$queryRaw<StandardRow[]>`
    SELECT ${STANDARD_COLUMNS} FROM assessments a
    WHERE ${keysetSql(asOf, cursor)}
    ORDER BY ${KEYSET_ORDER}
    LIMIT ${size}`;

/** The parts of the roadmap the columns read, as one object (null without a roadmap). */
const ROADMAP_PARTS = Prisma.raw(
  `CASE WHEN r.id IS NULL THEN NULL ELSE jsonb_build_object(${roadmapKeys
    .map((key) => `'${key}', r.content->'${key}'`)
    .join(", ")}) END`,
);

/**
 * Every assessment column with its roadmap's and report's, in one joined query. Raw SQL for
 * both exports: Prisma's findMany (and the two extra queries of an include) cost several times
 * more per row, which a 100,000-row export feels. The report comes as text, written into the
 * file as it is: parsing it only to write it again cost most of a comprehensive export's heap.
 */
function selectComprehensive(
  where: Prisma.Sql,
  order: Prisma.Sql,
  size: number,
): Promise<ComprehensiveRow[]> {
  return db.$queryRaw<ComprehensiveRow[]>`
    SELECT a.*,
           ${ROADMAP_PARTS} AS "roadmapContent", r."createdAt" AS "roadmapCreatedAt",
           rep."reportData"::text AS "reportData", rep."updatedAt" AS "reportUpdatedAt"
    FROM assessments a
    LEFT JOIN roadmaps r ON r."assessmentId" = a.id
    LEFT JOIN reports rep ON rep."assessmentId" = a.id
    WHERE ${where}
    ORDER BY ${order}
    LIMIT ${size}`;
}

/** The full AI report export: completed assessments only (a lead in progress has no report). */
const fetchComprehensive: Fetch<ComprehensiveRow> = (asOf, cursor, size) =>
  selectComprehensive(
    Prisma.sql`a.status = 'completed' AND ${keysetSql(asOf, cursor)}`,
    KEYSET_ORDER,
    size,
  );

/** Every lead: completed assessments and those in progress (`status` says which). */
export function standardBatches(
  asOf: Date,
  size: number = BATCH_SIZE.standard,
): AsyncGenerator<StandardRow[]> {
  return batches(fetchStandard, asOf, size);
}

/** Completed assessments, each with its roadmap and report. */
export function comprehensiveBatches(
  asOf: Date,
  size: number = BATCH_SIZE.comprehensive,
): AsyncGenerator<ComprehensiveRow[]> {
  return batches(fetchComprehensive, asOf, size);
}

/** The figures of the completed assessments among the exported leads. */
export interface ExportSummary {
  totalAssessments: number;
  /** Drafts among the exported rows (status "draft"). */
  leadsInProgress: number;
  qualifiedLeads: number;
  aiRoadmaps: number;
  assessmentsWithReports: number;
  paidAssessments: number;
  /** Mean readiness score (0-100) to one decimal; null when nothing is scored. */
  avgReadinessScore: number | null;
}

/** The figures over the exported set (assessments created up to `asOf`), in one query. */
export async function getExportSummary(asOf: Date): Promise<ExportSummary> {
  const [row] = await db.$queryRaw<
    {
      total: number;
      drafts: number;
      qualified: number;
      roadmaps: number;
      reports: number;
      paid: number;
      average: number | null;
    }[]
  >`
    SELECT count(*) FILTER (WHERE a.status = 'completed')::int AS total,
           count(*) FILTER (WHERE a.status = 'draft')::int AS drafts,
           count(*) FILTER (WHERE a.status = 'completed' AND (a."leadQualified" OR a."leadScore" >= ${LEAD_QUALIFIED_THRESHOLD}))::int AS qualified,
           count(*) FILTER (WHERE a."roadmapGenerated")::int AS roadmaps,
           count(r.id)::int AS reports,
           count(*) FILTER (WHERE a."paymentStatus" IN ('paid', 'coupon_used'))::int AS paid,
           round((avg(a."aiReadinessScore") FILTER (WHERE a.status = 'completed'))::numeric, 1)::float AS average
    FROM assessments a
    LEFT JOIN reports r ON r."assessmentId" = a.id
    WHERE a."createdAt" <= ${asOf}`;
  return {
    totalAssessments: row?.total ?? 0,
    leadsInProgress: row?.drafts ?? 0,
    qualifiedLeads: row?.qualified ?? 0,
    aiRoadmaps: row?.roadmaps ?? 0,
    assessmentsWithReports: row?.reports ?? 0,
    paidAssessments: row?.paid ?? 0,
    avgReadinessScore: row?.average ?? null,
  };
}

/** The assessment the preview describes: the newest one with a report, else the newest one. */
export async function getPreviewSample(): Promise<ComprehensiveRow | null> {
  const [row] = await selectComprehensive(
    Prisma.sql`a.status = 'completed'`,
    Prisma.sql`(rep.id IS NOT NULL) DESC, a."createdAt" DESC, a.id DESC`,
    1,
  );
  return row ?? null;
}
