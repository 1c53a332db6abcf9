import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { Prisma, type JobKind } from "@/lib/generated/prisma/client";
import { scoreFamily, scoreLead, scoreReadiness } from "@/lib/scoring";
import type { AssessmentInput } from "./schemas";

const orNull = (text: string | undefined) => (text ? text : null);

/** The row of a validated assessment: the answers, cleaned, and its server-computed scores. */
function assessmentRow(input: AssessmentInput) {
  const lead = scoreLead(input);
  const readiness = scoreReadiness(input);
  return {
    ...input,
    executiveEmail: orNull(input.executiveEmail?.toLowerCase()),
    customLocation: input.headOfficeLocation === "other" ? orNull(input.customLocation) : null,
    otherChallenge: orNull(input.otherChallenge),
    aiExperience: orNull(input.aiExperience),
    aiFriction: orNull(input.aiFriction),
    otherPlatforms: orNull(input.otherPlatforms),
    householdAiUseOther: input.householdAiUse.includes("other")
      ? orNull(input.householdAiUseOther)
      : null,
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

/**
 * Stores a submitted assessment together with the job that follows it (its roadmap), so an
 * assessment never exists without its job. One statement, one round trip: this is the hot
 * path of a submission (see bench/results.md).
 */
export async function submitAssessment(input: AssessmentInput, jobKind: JobKind): Promise<string> {
  const id = randomUUID();
  const row: Record<string, unknown> = { id, ...assessmentRow(input) };
  const columns = Object.keys(row);
  await db.$executeRaw`
    WITH assessment AS (
      INSERT INTO assessments (${Prisma.join(columns.map((c) => Prisma.raw(`"${c}"`)))}, "updatedAt")
      VALUES (${Prisma.join(columns.map((c) => sqlValue(row[c])))}, now())
      RETURNING id
    )
    INSERT INTO generation_jobs (id, kind, key, "assessmentId", "updatedAt")
    SELECT ${randomUUID()}::uuid, ${jobKind}::"JobKind", ${id}, assessment.id, now() FROM assessment`;
  return id;
}
