import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { Prisma, type JobKind } from "@/lib/generated/prisma/client";

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

/** The abandoned-draft reminders, DRAFT_REMINDER_DELAYS after the draft was started (24 h, 72 h). */
export function scheduleDraftReminders(assessmentId: string): Promise<void> {
  return schedule("draft_reminder", assessmentId, env.DRAFT_REMINDER_DELAYS);
}

/** The unpaid follow-ups, UNPAID_FOLLOW_UP_DELAYS after completion (2 and 7 days). */
export function scheduleUnpaidFollowUps(assessmentId: string): Promise<void> {
  return schedule("unpaid_follow_up", assessmentId, env.UNPAID_FOLLOW_UP_DELAYS);
}
