import "server-only";
import { randomUUID } from "node:crypto";
import { assessmentRow } from "@/capabilities/leads/assessments/mutations";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { db } from "@/platform/db";
import { draftNotFound, openDraftWhere } from "@/capabilities/leads/drafts/mutations";
import type { LeadChangeType } from "@/capabilities/leads/events/payload";
import { leadEventStatements } from "@/capabilities/leads/events/record";
import { chapterOf } from "@/capabilities/leads/funnel/attribution";
import { directQuery } from "@/platform/db/direct";
import { Prisma } from "@/platform/db/generated/prisma/client";
import { insertJobs } from "@/platform/jobs/queue";
import {
  canCountInStatement,
  countedHit,
  hit,
  refuseUnlessCounted,
  type HitVerdict,
} from "@/platform/rate-limit";
import { unpaidFollowUpJobs } from "@/capabilities/leads/sequences/schedule";

/** A parameter of raw SQL: lists and objects go to jsonb columns as JSON text. */
const sqlValue = (value: unknown) =>
  value !== null && typeof value === "object" ? JSON.stringify(value) : value;

/** Submissions are counted per client under this limit (platform/rate-limit/limits.ts). */
const SUBMIT_LIMIT = "assessmentSubmit";

/** The lead events of a completed assessment: completed, and qualified when it is. */
const completionEvents = (qualified: boolean): LeadChangeType[] =>
  qualified ? ["assessment.completed", "lead.qualified"] : ["assessment.completed"];

/**
 * What follows a completion, written in the same statement as CTEs over `assessment` (a CTE
 * giving the assessment's id, or none): its roadmap job, its unpaid follow-ups and its lead
 * events with the jobs that dispatch them. The statement's own SELECT follows.
 */
function afterCompletion(leadQualified: boolean): Prisma.Sql {
  const events = leadEventStatements(
    Prisma.sql`SELECT id FROM assessment`,
    completionEvents(leadQualified),
  );
  return Prisma.sql`roadmap_job AS (
      ${insertJobs("roadmap", Prisma.sql`SELECT id::text, id, now() FROM assessment`)}
    ), follow_ups AS (
      ${unpaidFollowUpJobs(Prisma.sql`SELECT id FROM assessment`)}
    ), ${events.cte}, lead_event_jobs AS (
      ${events.dispatch}
    )`;
}

/**
 * A whole assessment submitted at once: its row and everything after it in one statement,
 * sent straight to the driver (platform/db/direct.ts). With `limit`, the statement counts the
 * client's hit too and writes the assessment only within the limit; a refused one writes
 * nothing and throws 429.
 */
async function insertCompleted(
  input: AssessmentInput,
  limit?: ReturnType<typeof countedHit>,
): Promise<string> {
  const id = randomUUID();
  const row: Record<string, unknown> = {
    id,
    ...assessmentRow(input),
    chapter: chapterOf(undefined, input.headOfficeLocation),
    completedAt: new Date(),
  };
  const columns = Object.keys(row);
  const [verdict] = await directQuery<HitVerdict>(Prisma.sql`
    WITH ${limit ? Prisma.sql`${limit.cte},` : Prisma.empty} assessment AS (
      INSERT INTO assessments (${Prisma.join(columns.map((c) => Prisma.raw(`"${c}"`)))}, "updatedAt")
      SELECT ${Prisma.join(columns.map((c) => sqlValue(row[c])))}, now()
      ${limit ? Prisma.sql`WHERE ${limit.within}` : Prisma.empty}
      RETURNING id
    ), ${afterCompletion(Boolean(row.leadQualified))}
    SELECT ${limit ? limit.verdict : Prisma.sql`true AS counted`}`);
  if (limit) await refuseUnlessCounted(verdict);
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
      WITH assessment AS (SELECT ${draftId}::uuid AS id), ${afterCompletion(row.leadQualified)}
      SELECT 1`;
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

/**
 * A submission (POST /api/assessments) from `client`: counted against the client's limit of
 * submissions (429 past it), then completed as completeAssessment does. A whole submission is
 * counted in the statement that stores it (one round trip); a draft's completion, or any with
 * the limits in Redis, is counted first.
 */
export async function submitAssessment(
  input: AssessmentInput,
  client: string,
  draft?: { id: string; token: string | undefined },
): Promise<string> {
  if (!draft && canCountInStatement()) {
    return insertCompleted(input, countedHit(SUBMIT_LIMIT, client));
  }
  await hit(SUBMIT_LIMIT, client);
  return completeAssessment(input, draft);
}
