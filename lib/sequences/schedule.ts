import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { Prisma, type JobKind } from "@/lib/generated/prisma/client";

/** Reminders of an abandoned draft, hours after it was started. */
export const DRAFT_REMINDER_HOURS = [24, 72] as const;
/** Follow-ups of a completed, unpaid assessment, days after completion. */
export const UNPAID_FOLLOW_UP_DAYS = [2, 7] as const;

const HOUR = 3_600_000;

/**
 * Queues a sequence's e-mails as jobs due at their times (keys `<assessment id>:<n>`), in one
 * statement; queuing twice queues nothing more. Whether each is still wanted (not completed,
 * not paid, consent given) is decided when it runs.
 */
async function schedule(kind: JobKind, assessmentId: string, delaysMs: readonly number[]) {
  const now = Date.now();
  const rows = delaysMs.map(
    (delay, i) =>
      Prisma.sql`(${randomUUID()}::uuid, ${kind}::"JobKind", ${`${assessmentId}:${i + 1}`},
        ${assessmentId}::uuid, ${new Date(now + delay)}, now())`,
  );
  await db.$executeRaw`
    INSERT INTO generation_jobs (id, kind, key, "assessmentId", "runAfter", "updatedAt")
    VALUES ${Prisma.join(rows)}
    ON CONFLICT (kind, key) DO NOTHING`;
}

export function scheduleDraftReminders(assessmentId: string): Promise<void> {
  return schedule(
    "draft_reminder",
    assessmentId,
    DRAFT_REMINDER_HOURS.map((h) => h * HOUR),
  );
}

export function scheduleUnpaidFollowUps(assessmentId: string): Promise<void> {
  return schedule(
    "unpaid_follow_up",
    assessmentId,
    UNPAID_FOLLOW_UP_DAYS.map((d) => d * 24 * HOUR),
  );
}
