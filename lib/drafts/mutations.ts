import "server-only";
import { randomUUID } from "node:crypto";
import { answerColumns, assessmentRow, completionEvents } from "@/lib/assessment/mutations";
import type { AssessmentInput } from "@/lib/assessment/schemas";
import { recordConsentChange } from "@/lib/consent/mutations";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { validationError } from "@/lib/http";
import { recordLeadEvent } from "@/lib/events/record";
import { attributionColumns } from "@/lib/funnel/attribution";
import type { Prisma } from "@/lib/generated/prisma/client";
import { hashResumeToken, issueResumeToken } from "./resume-token";
import { parseStep, type CreateDraftInput } from "./schemas";

/** The one answer to a wrong, expired or used token, an unknown id or a completed draft. */
export const draftNotFound = () =>
  new AppError("not_found", "This saved assessment could not be found. It may have expired.");

export const CONSENT_SOURCE = "/assessment";

/** The draft a valid token opens, or null: unknown, expired, completed or purged alike. */
export function openDraftWhere(draftId: string, token: string): Prisma.AssessmentWhereInput {
  return {
    id: draftId,
    status: "draft",
    purgedAt: null,
    resumeTokens: { some: { tokenHash: hashResumeToken(token), expiresAt: { gt: new Date() } } },
  };
}

/** Starts a draft from step 1: its row, its first resume token, and the consent if given. */
export async function createDraft(
  input: Omit<CreateDraftInput, "website">,
): Promise<{ draftId: string; resumeToken: string; resumeLink: string }> {
  const { marketingConsent, attribution, ...profile } = input;
  const draftId = randomUUID();
  return db.$transaction(async (tx) => {
    await tx.assessment.create({
      data: {
        id: draftId,
        ...answerColumns(profile),
        ...attributionColumns(attribution, profile.headOfficeLocation),
        status: "draft",
        stepReached: 1,
        marketingConsent,
      },
    });
    await recordLeadEvent(tx, "assessment.started", draftId);
    if (marketingConsent) {
      await recordConsentChange(tx, {
        email: profile.executiveEmail,
        assessmentId: draftId,
        given: true,
        source: CONSENT_SOURCE,
      });
    }
    const { token, link } = await issueResumeToken(tx, draftId);
    return { draftId, resumeToken: token, resumeLink: link };
  });
}

/**
 * Validates one step's answers and saves them to the draft the token opens; the step reached
 * only grows. A changed consent answer on step 1 is recorded as a consent change.
 */
export async function saveDraftStep(
  draftId: string,
  token: string,
  step: number,
  answers: unknown,
): Promise<{ draftId: string; stepReached: number }> {
  return db.$transaction(async (tx) => {
    const draft = await tx.assessment.findFirst({
      where: openDraftWhere(draftId, token),
      select: {
        stepReached: true,
        marketingConsent: true,
        executiveEmail: true,
        companyIndustry: true,
      },
    });
    if (!draft) throw draftNotFound();
    // Checked against the draft: step 2's challenges must be those of its industry.
    const parsed = parseStep(step, answers, draft.companyIndustry);
    if (!parsed.success) throw validationError(parsed.error);
    const { marketingConsent, ...fields } = parsed.data;
    const stepReached = Math.max(draft.stepReached, step);
    await tx.assessment.update({
      where: { id: draftId },
      data: { ...answerColumns(fields), stepReached },
    });
    const email = fields.executiveEmail ?? draft.executiveEmail;
    if (marketingConsent !== undefined && marketingConsent !== draft.marketingConsent && email) {
      await recordConsentChange(tx, {
        email,
        assessmentId: draftId,
        given: marketingConsent,
        source: CONSENT_SOURCE,
      });
      // The draft's own flag, also when the e-mail changed on this save.
      await tx.assessment.update({ where: { id: draftId }, data: { marketingConsent } });
    }
    return { draftId, stepReached };
  });
}

/**
 * Completes the draft the token opens with the whole, validated assessment (same id), and
 * queues its roadmap in the same transaction. Its resume tokens end here.
 */
export async function completeDraft(
  draftId: string,
  token: string,
  input: AssessmentInput,
): Promise<string> {
  const row = assessmentRow(input);
  return db.$transaction(async (tx) => {
    const { count } = await tx.assessment.updateMany({
      where: openDraftWhere(draftId, token),
      data: {
        ...row,
        status: "completed",
        stepReached: 5,
        completedAt: new Date(),
      },
    });
    if (!count) throw draftNotFound();
    await tx.generationJob.create({
      data: { kind: "roadmap", key: draftId, assessmentId: draftId },
    });
    await tx.resumeToken.deleteMany({ where: { assessmentId: draftId } });
    for (const type of completionEvents(row.leadQualified)) {
      await recordLeadEvent(tx, type, draftId);
    }
    return draftId;
  });
}
