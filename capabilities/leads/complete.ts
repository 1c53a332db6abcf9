import "server-only";
import { randomUUID } from "node:crypto";
import { assessmentRow } from "@/capabilities/leads/assessments/mutations";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { db } from "@/platform/db";
import { draftNotFound, openDraftWhere } from "@/capabilities/leads/drafts/mutations";
import type { LeadChangeType } from "@/capabilities/leads/events/payload";
import { leadEventStatements } from "@/capabilities/leads/events/record";
import { chapterOf } from "@/capabilities/leads/funnel/attribution";
import { Prisma } from "@/platform/db/generated/prisma/client";
import { insertJobs } from "@/platform/jobs/queue";
import { unpaidFollowUpJobs } from "@/capabilities/leads/sequences/schedule";

/** A parameter of raw SQL: lists and objects go to jsonb columns as JSON text. */
const sqlValue = (value: unknown) =>
  value !== null && typeof value === "object" ? JSON.stringify(value) : value;

/** The lead events of a completed assessment: completed, and qualified when it is. */
const completionEvents = (qualified: boolean): LeadChangeType[] =>
  qualified ? ["assessment.completed", "lead.qualified"] : ["assessment.completed"];

/**
 * What follows a completion, written in the same statement as CTEs over `assessment` (a CTE
 * giving the assessment's id): its roadmap job, its unpaid follow-ups and its lead events with
 * the jobs that dispatch them.
 */
function afterCompletion(leadQualified: boolean): Prisma.Sql {
  const events = leadEventStatements(
    Prisma.sql`(SELECT id FROM assessment)`,
    completionEvents(leadQualified),
  );
  return Prisma.sql`roadmap_job AS (
      ${insertJobs("roadmap", Prisma.sql`SELECT id::text, id, now() FROM assessment`)}
    ), follow_ups AS (
      ${unpaidFollowUpJobs(Prisma.sql`SELECT id FROM assessment`)}
    ), ${events.cte}
    ${events.dispatch}`;
}

/** A whole assessment submitted at once: its row and everything after it, in one statement. */
async function insertCompleted(input: AssessmentInput): Promise<string> {
  const id = randomUUID();
  const row: Record<string, unknown> = {
    id,
    ...assessmentRow(input),
    chapter: chapterOf(undefined, input.headOfficeLocation),
    completedAt: new Date(),
  };
  const columns = Object.keys(row);
  await db.$executeRaw`
    WITH assessment AS (
      INSERT INTO assessments (${Prisma.join(columns.map((c) => Prisma.raw(`"${c}"`)))}, "updatedAt")
      VALUES (${Prisma.join(columns.map((c) => sqlValue(row[c])))}, now())
      RETURNING id
    ), ${afterCompletion(Boolean(row.leadQualified))}`;
  return id;
}

/**
 * The draft the token opens, completed with the whole, validated assessment (same id; its
 * chapter was set when it started), with everything after it; its resume tokens end here.
 */
async function completeDraft(draftId: string, token: string, input: AssessmentInput) {
  const row = assessmentRow(input);
  return db.$transaction(async (tx) => {
    const { count } = await tx.assessment.updateMany({
      where: openDraftWhere(draftId, token),
      data: { ...row, status: "completed", stepReached: 5, completedAt: new Date() },
    });
    if (!count) throw draftNotFound();
    await tx.$executeRaw`
      WITH assessment AS (SELECT ${draftId}::uuid AS id), ${afterCompletion(row.leadQualified)}`;
    await tx.resumeToken.deleteMany({ where: { assessmentId: draftId } });
    return draftId;
  });
}

/**
 * Completes an assessment (POST /api/assessments): a whole submission, or the draft it names
 * with the draft's token. The assessment never exists completed without its roadmap job, its
 * follow-up e-mails and its lead events: they commit together. Answers its id.
 */
export async function completeAssessment(
  input: AssessmentInput,
  draft?: { id: string; token: string | undefined },
): Promise<string> {
  if (!draft) return insertCompleted(input);
  if (!draft.token) throw draftNotFound();
  return completeDraft(draft.id, draft.token, input);
}
