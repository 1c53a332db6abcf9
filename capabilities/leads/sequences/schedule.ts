import "server-only";
import { env } from "@/platform/env";
import { Prisma, type JobKind } from "@/platform/db/generated/prisma/client";
import { insertJobs } from "@/platform/jobs/queue";

/**
 * The statement that queues a sequence's e-mails for each assessment `assessments` selects
 * (one column, its id), due `delaysMs` after now by the database's clock, keyed
 * `<assessment id>:<n>`: for the transaction of the change that starts the sequence. Queuing
 * twice queues nothing more. Whether each is still wanted (not completed, not paid, consent
 * given) is decided when it runs.
 */
function sequenceJobs(kind: JobKind, assessments: Prisma.Sql, delaysMs: readonly number[]) {
  const steps = delaysMs.map((delay, i) => Prisma.sql`(${i + 1}, ${delay / 1000}::float8)`);
  return insertJobs(
    kind,
    Prisma.sql`SELECT a.id::text || ':' || s.n, a.id, now() + make_interval(secs => s.seconds)
      FROM (${assessments}) AS a(id) CROSS JOIN (VALUES ${Prisma.join(steps)}) AS s(n, seconds)`,
  );
}

/** The abandoned-draft reminders, DRAFT_REMINDER_DELAYS after the draft was started (24 h, 72 h). */
export function draftReminderJobs(assessments: Prisma.Sql): Prisma.Sql {
  return sequenceJobs("draft_reminder", assessments, env.DRAFT_REMINDER_DELAYS);
}

/** The unpaid follow-ups, UNPAID_FOLLOW_UP_DELAYS after completion (2 and 7 days). */
export function unpaidFollowUpJobs(assessments: Prisma.Sql): Prisma.Sql {
  return sequenceJobs("unpaid_follow_up", assessments, env.UNPAID_FOLLOW_UP_DELAYS);
}
