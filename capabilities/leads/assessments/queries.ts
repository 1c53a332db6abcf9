import "server-only";
import { z } from "zod";
import { db } from "@/platform/db";
import { AppError } from "@/platform/errors";
import type { Prisma } from "@/platform/db/generated/prisma/client";

/**
 * What the server-rendered public pages read of an assessment: the answers (the pages compute
 * and explain the scores from them) and its state; no lead score, no payment internals, no
 * e-mail. Rendered on the server, never sent to the browser whole.
 */
export const assessmentAnswersSelect = {
  id: true,
  executiveName: true,
  executiveTitle: true,
  companyName: true,
  companyRevenue: true,
  companyEmployees: true,
  companyIndustry: true,
  companyBusinessModel: true,
  companyMarkets: true,
  headOfficeLocation: true,
  customLocation: true,
  officeExpansion: true,
  businessChallenges: true,
  otherChallenge: true,
  aiConfidence: true,
  aiToolsUsed: true,
  aiExperience: true,
  aiPerception: true,
  orgAiElements: true,
  orgPosture: true,
  aiFriction: true,
  aiDepartments: true,
  enterprisePlatforms: true,
  otherPlatforms: true,
  preparednessLevel: true,
  householdAiUse: true,
  householdAiUseOther: true,
  childAiConcerns: true,
  rulesForChildren: true,
  aiReadinessScore: true,
  readinessVersion: true,
  familyReadinessScore: true,
  roadmapGenerated: true,
  paymentStatus: true,
  createdAt: true,
} satisfies Prisma.AssessmentSelect;

export type AssessmentWithAnswers = Prisma.AssessmentGetPayload<{
  select: typeof assessmentAnswersSelect;
}>;

/**
 * What GET /api/assessments/{id} answers: only what its readers use (the results page's
 * status poll and the report screen's header), none of the answers.
 */
export const publicAssessmentSelect = {
  id: true,
  executiveName: true,
  executiveTitle: true,
  companyName: true,
  companyIndustry: true,
  roadmapGenerated: true,
  paymentStatus: true,
  createdAt: true,
} satisfies Prisma.AssessmentSelect;

const idSchema = z.uuid();

export const isAssessmentId = (id: string) => idSchema.safeParse(id).success;

export function isPaidStatus(status: string): boolean {
  return status === "paid" || status === "coupon_used";
}

/** An assessment with its answers, for the server-rendered public pages. */
export async function getPublicAssessment(id: string): Promise<AssessmentWithAnswers | null> {
  if (!isAssessmentId(id)) return null;
  return db.assessment.findUnique({
    where: { id, status: "completed" },
    select: assessmentAnswersSelect,
  });
}

/**
 * The e-mail address the executive typed in step 1, for their own pages addressed by the
 * assessment's unguessable id (thank-you: where the roadmap goes; save-account: the form's
 * default). Null when the assessment is not found or has no address.
 */
export async function getExecutiveEmail(id: string): Promise<string | null> {
  if (!isAssessmentId(id)) return null;
  const found = await db.assessment.findUnique({
    where: { id, status: "completed" },
    select: { executiveEmail: true },
  });
  return found?.executiveEmail ?? null;
}

/** The public view of an assessment (see publicAssessmentSelect) with its roadmap. */
export async function getPublicAssessmentOrThrow(id: string) {
  const found = isAssessmentId(id)
    ? await db.assessment.findUnique({
        where: { id, status: "completed" },
        select: {
          ...publicAssessmentSelect,
          roadmap: { select: { content: true } },
          report: { select: { id: true } },
        },
      })
    : null;
  if (!found) throw new AppError("not_found", "Assessment not found.");
  return found;
}

export async function getPaymentStatusOrThrow(id: string): Promise<{ isPaid: boolean }> {
  const found = isAssessmentId(id)
    ? await db.assessment.findUnique({
        where: { id, status: "completed" },
        select: { paymentStatus: true },
      })
    : null;
  if (!found) throw new AppError("not_found", "Assessment not found.");
  return { isPaid: isPaidStatus(found.paymentStatus) };
}

/**
 * Readiness scores of the other assessments in the same industry, and in the same size band
 * when that band alone has enough of them; the caller decides whether there are enough.
 */
export async function getPeerScores(
  assessment: { id: string; companyIndustry: string; companyEmployees: string },
  minPeers: number,
): Promise<{ scores: number[]; scope: "industry" | "industry-and-size" }> {
  const base = {
    companyIndustry: assessment.companyIndustry,
    status: "completed" as const,
    id: { not: assessment.id },
    aiReadinessScore: { not: null },
  };
  const bySize = await db.assessment.findMany({
    where: { ...base, companyEmployees: assessment.companyEmployees },
    select: { aiReadinessScore: true },
  });
  if (bySize.length >= minPeers) {
    return { scores: bySize.map((r) => r.aiReadinessScore!), scope: "industry-and-size" };
  }
  const byIndustry = await db.assessment.findMany({
    where: base,
    select: { aiReadinessScore: true },
  });
  return { scores: byIndustry.map((r) => r.aiReadinessScore!), scope: "industry" };
}
