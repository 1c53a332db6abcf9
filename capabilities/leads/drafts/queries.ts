import "server-only";
import { stepFields } from "@/model/assessment/schemas";
import { db } from "@/platform/db";
import { draftNotFound, openDraftWhere } from "./mutations";

const jsonLists = new Set([
  "officeExpansion",
  "businessChallenges",
  "aiToolsUsed",
  "orgAiElements",
  "aiDepartments",
  "enterprisePlatforms",
  "householdAiUse",
  "childAiConcerns",
]);

/**
 * What the wizard needs to resume a draft: the step reached, the consent answer and the saved
 * answers of every step reached (in the wizard's shape: no nulls, lists as lists).
 */
export async function getDraftForResume(draftId: string, token: string) {
  const draft = await db.assessment.findFirst({ where: openDraftWhere(draftId, token) });
  if (!draft) throw draftNotFound();
  const row = draft as unknown as Record<string, unknown>;
  const answers: Record<string, unknown> = {};
  for (const field of stepFields.slice(0, draft.stepReached).flat()) {
    const value = row[field];
    if (value === null || value === undefined) continue;
    if (jsonLists.has(field) && !Array.isArray(value)) continue;
    answers[field] = value;
  }
  return {
    draftId: draft.id,
    stepReached: draft.stepReached,
    marketingConsent: draft.marketingConsent,
    answers,
  };
}
