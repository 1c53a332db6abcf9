import "server-only";
import { z } from "zod";
import { db } from "@/platform/db";
import { env } from "@/platform/env";
import { Prisma } from "@/platform/db/generated/prisma/client";
import { chapters, isChapter } from "./attribution";

/** The days a range may name: PostgreSQL has no year 0, and no lead predates the product. */
const FIRST_DAY = "2000-01-01";
const LAST_DAY = "2999-12-31";

/** A real calendar day written YYYY-MM-DD. */
const isRealDay = (v: string) => {
  const parsed = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(v);
};
const isDay = (v: string) => isRealDay(v) && v >= FIRST_DAY && v <= LAST_DAY;

const day = z
  .string({ error: "Dates are required, as YYYY-MM-DD" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Dates are written YYYY-MM-DD")
  .refine(isRealDay, "That date does not exist")
  .refine((v) => v >= FIRST_DAY && v <= LAST_DAY, `Dates run from ${FIRST_DAY} to ${LAST_DAY}`);

/** Both ends are days: only then is the range itself checked. */
const bothDays = (q: { from: unknown; to: unknown }) =>
  typeof q.from === "string" && typeof q.to === "string" && isDay(q.from) && isDay(q.to);

/** The longest range, both ends included: a year, a leap year too. */
export const MAX_RANGE_DAYS = 366;

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
  .refine((q) => !bothDays(q) || q.from <= q.to, {
    path: ["to"],
    message: "The end date must not be before the start",
  })
  .refine(
    (q) => !bothDays(q) || Date.parse(q.to) - Date.parse(q.from) < MAX_RANGE_DAYS * 86_400_000,
    { path: ["to"], message: `The range can be at most ${MAX_RANGE_DAYS} days` },
  );

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
  booked: "Consultation booked",
  account: "Account saved",
  callRequested: "Call-back requested",
} as const;

export type StageKey = keyof typeof stageLabels;

/** The counts of a group of leads. */
interface Counts {
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
  booked: number;
}

const countKeys = [
  "started",
  "step2",
  "step3",
  "step4",
  "step5",
  "completed",
  "paidCard",
  "paidCoupon",
  "account",
  "callRequested",
  "booked",
] as const satisfies readonly (keyof Counts)[];

/** `sum` plus `cell` (zeros when `sum` is undefined), as a new object. */
function add(sum: Counts | undefined, cell?: Counts): Counts {
  return Object.fromEntries(
    countKeys.map((key) => [key, (sum?.[key] ?? 0) + (cell?.[key] ?? 0)]),
  ) as unknown as Counts;
}

export interface Revenue {
  /** ISO 4217, upper case. */
  currency: string;
  /** Minor units (cents). */
  amountCents: number;
}

const DAY = 86_400_000;

/** The Monday (UTC) of the ISO week of `day` (YYYY-MM-DD). */
function mondayOf(day: string): number {
  const time = Date.parse(`${day}T00:00:00Z`);
  return time - ((new Date(time).getUTCDay() + 6) % 7) * DAY;
}

/**
 * The funnel of the leads started from `from` to `to` (UTC days, inclusive), each counted at
 * the furthest stage it reached, with the landing visits of the same days. Sums of daily counts
 * kept by triggers in the writing transaction (migrations 20261126095100_admin_rollups and
 * 20261126102744_funnel_calls_and_revenue), never a scan of the leads: their stages and
 * call-backs and booked consultations (lead_day_counts) and card revenue (lead_day_revenue) per day, chapter and source;
 * the landing visits per day and chapter (visit_day_totals), or visit_counts when a source is
 * asked for.
 */
export async function funnel(query: FunnelQuery) {
  const chapter = query.chapter || null;
  const source = query.source?.toLowerCase() || null;
  const where = Prisma.sql`day >= ${query.from}::date AND day <= ${query.to}::date
    AND (${chapter}::text IS NULL OR chapter = ${chapter})`;
  const ofSource = Prisma.sql`(${source}::text IS NULL OR source = ${source})`;

  // The leads are counted per source and week (a few hundred groups at most): the stages,
  // trend and sources are their sums.
  const [cells, payments, [visits]] = await Promise.all([
    db.$queryRaw<(Counts & { source: string; week: string })[]>`
      SELECT source, to_char(date_trunc('week', day), 'YYYY-MM-DD') AS week,
        sum(started)::int AS started, sum(step2)::int AS step2, sum(step3)::int AS step3,
        sum(step4)::int AS step4, sum(step5)::int AS step5, sum(completed)::int AS completed,
        sum("paidCard")::int AS "paidCard", sum("paidCoupon")::int AS "paidCoupon",
        sum(account)::int AS account, sum("callRequested")::int AS "callRequested",
        sum(booked)::int AS booked
      FROM lead_day_counts
      WHERE ${where} AND ${ofSource}
      GROUP BY source, date_trunc('week', day)`,
    db.$queryRaw<{ source: string; currency: string; amountCents: bigint }[]>`
      SELECT source, currency, sum("amountCents")::bigint AS "amountCents"
      FROM lead_day_revenue
      WHERE ${where} AND ${ofSource}
      GROUP BY source, currency`,
    source
      ? db.$queryRaw<{ visits: number }[]>`
          SELECT COALESCE(sum(count), 0)::int AS visits FROM visit_counts
          WHERE path = '/' AND ${where} AND source = ${source}`
      : db.$queryRaw<{ visits: number }[]>`
          SELECT COALESCE(sum(count), 0)::int AS visits FROM visit_day_totals
          WHERE path = '/' AND ${where}`,
  ]);

  const sumBy = (key: "source" | "week") => {
    const sums = new Map<string, Counts>();
    for (const cell of cells) sums.set(cell[key], add(sums.get(cell[key]), cell));
    return sums;
  };
  const all = cells.reduce<Counts>((sum, cell) => add(sum, cell), add(undefined));
  const { paidCard, paidCoupon } = all;
  const count: Record<StageKey, number> = {
    visits: visits.visits,
    started: all.started,
    step2: all.step2,
    step3: all.step3,
    step4: all.step4,
    step5: all.step5,
    completed: all.completed,
    paid: paidCard + paidCoupon,
    booked: all.booked,
    account: all.account,
    callRequested: all.callRequested,
  };
  const stages = (Object.keys(stageLabels) as StageKey[]).map((key) => ({
    key,
    label: stageLabels[key],
    count: count[key],
    ...(key === "paid" ? { card: paidCard, coupon: paidCoupon } : {}),
  }));

  // Every ISO week of the range, the empty ones too: a trend line has no holes.
  const byWeek = sumBy("week");
  const weekly: { week: string; started: number; completed: number; paid: number }[] = [];
  for (let monday = mondayOf(query.from); monday <= Date.parse(query.to); monday += 7 * DAY) {
    const week = new Date(monday).toISOString().slice(0, 10);
    const w = byWeek.get(week) ?? add(undefined);
    weekly.push({
      week,
      started: w.started,
      completed: w.completed,
      paid: w.paidCard + w.paidCoupon,
    });
  }

  // Checkout takes the report's currency; one taken before a change of it is listed apart.
  const mainCurrency = env.REPORT_CURRENCY.toUpperCase();
  const revenueOf = (rows: typeof payments) => {
    const sums = new Map<string, number>();
    for (const r of rows) sums.set(r.currency, (sums.get(r.currency) ?? 0) + Number(r.amountCents));
    return [...sums]
      .map(([currency, amountCents]): Revenue => ({ currency, amountCents }))
      .sort(
        (x, y) =>
          Number(y.currency === mainCurrency) - Number(x.currency === mainCurrency) ||
          y.amountCents - x.amountCents,
      );
  };
  const bySource = [...sumBy("source")]
    .map(([source, counts]) => ({ source, ...counts }))
    .sort((x, y) => y.started - x.started || x.source.localeCompare(y.source))
    .slice(0, TOP_SOURCES)
    .map((g) => ({
      source: g.source,
      started: g.started,
      completed: g.completed,
      paid: g.paidCard + g.paidCoupon,
      revenue: revenueOf(payments.filter((p) => p.source === g.source)),
    }));

  return {
    from: query.from,
    to: query.to,
    stages,
    largestDropOff: largestDropOff(stages),
    weekly,
    bySource,
    /** Card payments of these leads (status paid: refunded and disputed ones left out), per currency. */
    revenue: payments.length ? revenueOf(payments) : [{ currency: mainCurrency, amountCents: 0 }],
  };
}

/** The sources listed, by leads started. */
export const TOP_SOURCES = 20;

const wizardStages: StageKey[] = ["started", "step2", "step3", "step4", "step5", "completed"];

/** From one step of the wizard to the next, where the most leads stopped. */
function largestDropOff(stages: { key: StageKey; count: number }[]) {
  const wizard = stages.filter((s) => wizardStages.includes(s.key));
  let worst: { from: StageKey; to: StageKey; lost: number; rate: number } | null = null;
  for (let i = 1; i < wizard.length; i++) {
    const before = wizard[i - 1];
    const lost = before.count - wizard[i].count;
    if (lost > 0 && (!worst || lost > worst.lost)) {
      worst = {
        from: before.key,
        to: wizard[i].key,
        lost,
        rate: Math.round((lost / before.count) * 1000) / 1000,
      };
    }
  }
  return worst;
}

export type Funnel = Awaited<ReturnType<typeof funnel>>;
