import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { Prisma, type JobKind } from "@/lib/generated/prisma/client";
import { scoreFamily, scoreLead, scoreReadiness } from "@/lib/scoring";
import { chapterOf } from "@/lib/funnel/attribution";
import { leadEventStatements } from "@/lib/events/record";
import type { LeadEventType } from "@/lib/events/payload";
import type { AssessmentInput } from "./schemas";

const orNull = (text: string | undefined) => (text ? text : null);

type CleanedField =
  | "executiveEmail"
  | "customLocation"
  | "otherChallenge"
  | "aiExperience"
  | "aiFriction"
  | "otherPlatforms"
  | "householdAiUseOther";

/**
 * The columns of validated answers, cleaned: empty texts stored as null, the e-mail in lower
 * case, the "other" texts only with their "other" choice. Takes a whole assessment or one
 * step of a draft: only the fields given are written.
 */
export function answerColumns<T extends Partial<AssessmentInput>>(
  input: T,
): Omit<T, CleanedField> & { [K in CleanedField]?: string | null } {
  const row: Record<string, unknown> = { ...input };
  for (const key of ["otherChallenge", "aiExperience", "aiFriction", "otherPlatforms"] as const) {
    if (key in input) row[key] = orNull(input[key]);
  }
  if ("executiveEmail" in input) row.executiveEmail = orNull(input.executiveEmail?.toLowerCase());
  if ("headOfficeLocation" in input) {
    row.customLocation = input.headOfficeLocation === "other" ? orNull(input.customLocation) : null;
  }
  if ("householdAiUse" in input) {
    row.householdAiUseOther = input.householdAiUse?.includes("other")
      ? orNull(input.householdAiUseOther)
      : null;
  }
  return row as Omit<T, CleanedField> & { [K in CleanedField]?: string | null };
}

/** The row of a validated assessment: the answers, cleaned, and its server-computed scores. */
export function assessmentRow(input: AssessmentInput) {
  const lead = scoreLead(input);
  const readiness = scoreReadiness(input);
  return {
    ...answerColumns(input),
    aiReadinessScore: readiness.score,
    // Stored with the score so it is always re-explained with the model that computed it.
    readinessVersion: readiness.version,
    familyReadinessScore: scoreFamily(input)?.score ?? null,
    leadScore: lead.score,
    leadQualified: lead.qualified,
  };
}

/** Stores a validated assessment with its server-computed scores; answers its id. */
export async function createAssessment(input: AssessmentInput): Promise<string> {
  const created = await db.assessment.create({ select: { id: true }, data: assessmentRow(input) });
  return created.id;
}

/** A parameter of raw SQL: lists and objects go to jsonb columns as JSON text. */
const sqlValue = (value: unknown) =>
  value !== null && typeof value === "object" ? JSON.stringify(value) : value;

/** The lead events of a completed assessment: completed, and qualified when it is. */
export const completionEvents = (qualified: boolean): LeadEventType[] =>
  qualified ? ["assessment.completed", "lead.qualified"] : ["assessment.completed"];

/**
 * Stores a submitted assessment together with the job that follows it (its roadmap) and its
 * lead events (lib/events), so an assessment never exists without them. One statement, one
 * round trip: this is the hot path of a submission (see bench/results.md).
 */
export async function submitAssessment(input: AssessmentInput, jobKind: JobKind): Promise<string> {
  const id = randomUUID();
  const row: Record<string, unknown> = {
    id,
    ...assessmentRow(input),
    chapter: chapterOf(undefined, input.headOfficeLocation),
    completedAt: new Date(),
  };
  const columns = Object.keys(row);
  const events = leadEventStatements(
    Prisma.sql`(SELECT id FROM assessment)`,
    completionEvents(Boolean(row.leadQualified)),
  );
  await db.$executeRaw`
    WITH assessment AS (
      INSERT INTO assessments (${Prisma.join(columns.map((c) => Prisma.raw(`"${c}"`)))}, "updatedAt")
      VALUES (${Prisma.join(columns.map((c) => sqlValue(row[c])))}, now())
      RETURNING id
    ), job AS (
      INSERT INTO generation_jobs (id, kind, key, "assessmentId", "updatedAt")
      SELECT ${randomUUID()}::uuid, ${jobKind}::"JobKind", ${id}, assessment.id, now() FROM assessment
    ), ${events.cte}
    ${events.dispatch}`;
  return id;
}
