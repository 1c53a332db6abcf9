import "server-only";
import { db } from "@/platform/db";
import { readinessScore, scoreFamily, scoreLead } from "@/model/scoring";
import type { AssessmentInput } from "@/model/assessment/schemas";

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
  const readiness = readinessScore(input);
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
