import "server-only";
import { db } from "@/platform/db";
import { env } from "@/platform/env";
import { eraseAssessments } from "./erase";

/** Leads erased per transaction: a long backlog never holds one lock for long. */
const BATCH = 200;

/** The oldest a lead without an account or a payment may be: RETENTION_MONTHS before `now`. */
export function retentionCutoff(now = new Date()): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - env.RETENTION_MONTHS);
  return cutoff;
}

const expired = (now: Date) =>
  ({
    createdAt: { lt: retentionCutoff(now) },
    userId: null,
    paymentStatus: "pending",
    payments: { none: {} },
    legalHoldAt: null,
  }) as const;

/** How many leads the next purge deletes (the admin's Privacy tab). */
export const countExpiredLeads = (now = new Date()) => db.assessment.count({ where: expired(now) });

/**
 * Deletes the leads taken more than RETENTION_MONTHS ago that have no account and no payment
 * and are not on legal hold, as an erasure does (lead.deleted to the CRMs, funnel counts kept,
 * audited as privacy.purged with a count). Answers how many went.
 */
export async function purgeExpiredLeads(now = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const batch = await db.assessment.findMany({
      where: expired(now),
      select: { id: true },
      take: BATCH,
    });
    if (batch.length === 0) return total;
    const { deleted } = await db.$transaction((tx) =>
      eraseAssessments(tx, { id: { in: batch.map((a) => a.id) } }, [], { id: null }, "retention"),
    );
    total += deleted;
    if (batch.length < BATCH) return total;
  }
}
