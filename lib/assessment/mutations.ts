import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import type { JobKind } from "@/lib/generated/prisma/client";
import { scoreFamily, scoreLead, scoreReadiness } from "@/lib/scoring";
import type { AssessmentInput } from "./schemas";

const orNull = (text: string | undefined) => (text ? text : null);

/** The row of a validated assessment: the answers, cleaned, and its server-computed scores. */
function assessmentRow(input: AssessmentInput) {
  const lead = scoreLead(input);
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
    aiReadinessScore: scoreReadiness(input).score,
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

/**
 * Stores a submitted assessment together with the job that follows it (its roadmap), so an
 * assessment never exists without its job.
 */
export async function submitAssessment(input: AssessmentInput, jobKind: JobKind): Promise<string> {
  const id = randomUUID();
  await db.assessment.create({
    select: { id: true },
    data: { id, ...assessmentRow(input), jobs: { create: { kind: jobKind, key: id } } },
  });
  return id;
}
