import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { Prisma } from "@/lib/generated/prisma/client";
import { chapters, isChapter } from "./attribution";

const day = z
  .string({ error: "Dates are required, as YYYY-MM-DD" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Dates are written YYYY-MM-DD")
  .refine((v) => {
    const parsed = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(v);
  }, "That date does not exist");

/** GET /api/admin/analytics/funnel's query. */
export const funnelQuerySchema = z
  .object({
    from: day,
    to: day,
    chapter: z
      .string()
      .optional()
      .refine(
        (v) => !v || isChapter(v),
        `Chapter must be one of ${chapters.map((c) => c.value).join(", ")}`,
      ),
    source: z.string().trim().max(100, "Source must be under 100 characters").optional(),
  })
  .refine((q) => q.from <= q.to, {
    path: ["to"],
    message: "The end date must not be before the start",
  })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000, {
    path: ["to"],
    message: "The range can be at most 366 days",
  });

export type FunnelQuery = z.infer<typeof funnelQuerySchema>;

export const stageLabels = {
  visits: "Landing visits",
  started: "Started (step 1)",
  step2: "Step 2 answered",
  step3: "Step 3 answered",
  step4: "Step 4 answered",
  step5: "Step 5 answered",
  completed: "Completed",
  paid: "Report unlocked",
  account: "Account saved",
  callRequested: "Call-back requested",
} as const;

export type StageKey = keyof typeof stageLabels;

/** The source a lead is counted under: utm_source, the referrer's host, or "direct" (as lib/funnel/attribution.ts sourceOf). */
const sourceSql = Prisma.sql`COALESCE(
  NULLIF(lower(a."utmSource"), ''),
  NULLIF(regexp_replace(substring(a."referrer" from '^[A-Za-z][A-Za-z0-9+.-]*://([^/:?#]+)'), '^www\\.', ''), ''),
  'direct')`;

interface CohortRow {
  started: number;
  step2: number;
  step3: number;
  step4: number;
  step5: number;
  completed: number;
  paidCard: number;
  paidCoupon: number;
  account: number;
  callRequested: number;
}

/**
 * The funnel of the leads started from `from` to `to` (UTC days, inclusive), each counted at
 * the furthest stage it reached, with the landing visits of the same days. Aggregates only.
 */
export async function funnel(query: FunnelQuery) {
  const start = new Date(`${query.from}T00:00:00Z`);
  const end = new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000);
  const chapter = query.chapter || null;
  const source = query.source?.toLowerCase() || null;
  const cohort = Prisma.sql`a."createdAt" >= ${start} AND a."createdAt" < ${end}
    AND (${chapter}::text IS NULL OR a.chapter = ${chapter})
    AND (${source}::text IS NULL OR ${sourceSql} = ${source})`;
  const paidCard = Prisma.sql`a."paymentStatus" = 'paid'`;

  const [[counts], [visits], weekly, bySource] = await Promise.all([
    db.$queryRaw<CohortRow[]>`
      SELECT count(*)::int AS started,
        count(*) FILTER (WHERE a."stepReached" >= 2)::int AS step2,
        count(*) FILTER (WHERE a."stepReached" >= 3)::int AS step3,
        count(*) FILTER (WHERE a."stepReached" >= 4)::int AS step4,
        count(*) FILTER (WHERE a."stepReached" >= 5)::int AS step5,
        count(*) FILTER (WHERE a.status = 'completed')::int AS completed,
        count(*) FILTER (WHERE ${paidCard})::int AS "paidCard",
        count(*) FILTER (WHERE a."paymentStatus" = 'coupon_used')::int AS "paidCoupon",
        count(*) FILTER (WHERE a."userId" IS NOT NULL)::int AS account,
        count(*) FILTER (WHERE EXISTS (
          SELECT 1 FROM call_requests c WHERE c."assessmentId" = a.id))::int AS "callRequested"
      FROM assessments a WHERE ${cohort}`,
    db.$queryRaw<{ visits: number }[]>`
      SELECT COALESCE(sum(count), 0)::int AS visits FROM visit_counts
      WHERE path = '/' AND day >= ${query.from}::date AND day <= ${query.to}::date
        AND (${chapter}::text IS NULL OR chapter = ${chapter})
        AND (${source}::text IS NULL OR source = ${source})`,
    db.$queryRaw<{ week: string; started: number; completed: number; paid: number }[]>`
      SELECT to_char(date_trunc('week', a."createdAt"), 'YYYY-MM-DD') AS week,
        count(*)::int AS started,
        count(*) FILTER (WHERE a.status = 'completed')::int AS completed,
        count(*) FILTER (WHERE a."paymentStatus" IN ('paid', 'coupon_used'))::int AS paid
      FROM assessments a WHERE ${cohort}
      GROUP BY 1 ORDER BY 1`,
    db.$queryRaw<
      { source: string; started: number; completed: number; paid: number; revenueCents: number }[]
    >`
      SELECT ${sourceSql} AS source,
        count(*)::int AS started,
        count(*) FILTER (WHERE a.status = 'completed')::int AS completed,
        count(*) FILTER (WHERE a."paymentStatus" IN ('paid', 'coupon_used'))::int AS paid,
        COALESCE(sum((SELECT sum(p.amount) FROM payments p
          WHERE p."assessmentId" = a.id AND p.status = 'paid')), 0)::int AS "revenueCents"
      FROM assessments a WHERE ${cohort}
      GROUP BY 1 ORDER BY started DESC, source LIMIT 20`,
  ]);

  const count: Record<StageKey, number> = {
    visits: visits.visits,
    started: counts.started,
    step2: counts.step2,
    step3: counts.step3,
    step4: counts.step4,
    step5: counts.step5,
    completed: counts.completed,
    paid: counts.paidCard + counts.paidCoupon,
    account: counts.account,
    callRequested: counts.callRequested,
  };
  const stages = (Object.keys(stageLabels) as StageKey[]).map((key) => ({
    key,
    label: stageLabels[key],
    count: count[key],
    ...(key === "paid" ? { card: counts.paidCard, coupon: counts.paidCoupon } : {}),
  }));
  return {
    from: query.from,
    to: query.to,
    stages,
    largestDropOff: largestDropOff(stages),
    weekly,
    bySource,
    revenueCents: bySource.reduce((sum, s) => sum + s.revenueCents, 0),
    /** Card payments are taken in the report's currency. */
    currency: env.REPORT_CURRENCY.toUpperCase(),
  };
}

/** The step of the wizard that loses the largest share of those who reached it. */
function largestDropOff(stages: { key: StageKey; label: string; count: number }[]) {
  const wizard = stages.filter((s) =>
    ["started", "step2", "step3", "step4", "step5", "completed"].includes(s.key),
  );
  let worst: { from: StageKey; to: StageKey; lost: number; rate: number } | null = null;
  for (let i = 1; i < wizard.length; i++) {
    const before = wizard[i - 1];
    const lost = before.count - wizard[i].count;
    const rate = before.count ? lost / before.count : 0;
    if (lost > 0 && (!worst || rate > worst.rate)) {
      worst = { from: before.key, to: wizard[i].key, lost, rate: Math.round(rate * 1000) / 1000 };
    }
  }
  return worst;
}

export type Funnel = Awaited<ReturnType<typeof funnel>>;
