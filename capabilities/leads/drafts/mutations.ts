import "server-only";
import { randomUUID } from "node:crypto";
import { answerColumns } from "@/capabilities/leads/assessments/mutations";
import { recordConsentChange } from "@/capabilities/leads/consent/mutations";
import { hasConsent } from "@/capabilities/leads/consent/queries";
import { db } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { validationError } from "@/platform/http";
import { recordLeadEvent } from "@/capabilities/leads/events/record";
import { attributionColumns } from "@/capabilities/leads/funnel/attribution";
import { Prisma } from "@/platform/db/generated/prisma/client";
import { draftReminderJobs } from "@/capabilities/leads/sequences/schedule";
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

/** What a draft's change leaves to send once it is committed (capabilities/leads/drafts/service.ts). */
export interface DraftMail {
  /** The address whose owner must confirm the consent ticked with it (double opt-in). */
  confirmConsentOf?: string;
  /** The address that gets its own "Continue your assessment" link. */
  resumeLinkTo?: { email: string; link: string };
}

/**
 * The box ticked with an address counts at once only if its owner has confirmed consent before
 * (their latest consent event gives it), and is then recorded for this assessment too.
 * Otherwise nothing changes and the owner is asked to confirm: no one gives consent for someone
 * else's address, or undoes their unsubscribe (CASL: consent is the owner's).
 */
async function tickConsent(
  tx: Prisma.TransactionClient,
  email: string,
  assessmentId: string,
): Promise<DraftMail> {
  if (!(await hasConsent(email, tx))) return { confirmConsentOf: email };
  await recordConsentChange(tx, { email, assessmentId, given: true, source: CONSENT_SOURCE });
  return {};
}

/**
 * Starts a draft from step 1: its row, its reminders, the browser's token and the e-mail's own,
 * and the consent asked.
 */
export async function createDraft(
  input: Omit<CreateDraftInput, "website">,
): Promise<{ draftId: string; resumeToken: string } & DraftMail> {
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
        marketingConsent: false,
      },
    });
    await recordLeadEvent(tx, "assessment.started", draftId);
    await tx.$executeRaw(draftReminderJobs(Prisma.sql`SELECT ${draftId}::uuid`));
    const mail = marketingConsent ? await tickConsent(tx, profile.executiveEmail, draftId) : {};
    const { token } = await issueResumeToken(tx, draftId);
    const { link } = await issueResumeToken(tx, draftId, { emailed: true });
    return {
      draftId,
      resumeToken: token,
      resumeLinkTo: { email: profile.executiveEmail, link },
      ...mail,
    };
  });
}

/**
 * Validates one step's answers and saves them to the draft the token opens; the step reached
 * only grows. A new address on step 1 ends every other token of the draft (the browser saving
 * keeps its own), loses the consent and proof of the old one, and gets its own link. Consent
 * ticked waits for its owner's confirmation; consent unticked is withdrawn at once.
 */
export async function saveDraftStep(
  draftId: string,
  token: string,
  step: number,
  answers: unknown,
): Promise<{ draftId: string; stepReached: number } & DraftMail> {
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
    const email = fields.executiveEmail ?? draft.executiveEmail;
    const newAddress =
      fields.executiveEmail !== undefined &&
      fields.executiveEmail.toLowerCase() !== draft.executiveEmail?.toLowerCase();
    await tx.assessment.update({
      where: { id: draftId },
      data: {
        ...answerColumns(fields),
        stepReached,
        ...(newAddress ? { marketingConsent: false, executiveEmailVerifiedAt: null } : {}),
      },
    });
    const consented = draft.marketingConsent && !newAddress;
    let mail: DraftMail = {};
    if (marketingConsent === true && !consented && email) {
      mail = await tickConsent(tx, email, draftId);
    } else if (marketingConsent === false && consented && email) {
      await recordConsentChange(tx, {
        email,
        assessmentId: draftId,
        given: false,
        source: CONSENT_SOURCE,
      });
    }
    if (newAddress && email) {
      await tx.resumeToken.deleteMany({
        where: { assessmentId: draftId, tokenHash: { not: hashResumeToken(token) } },
      });
      const { link } = await issueResumeToken(tx, draftId, { emailed: true });
      mail.resumeLinkTo = { email, link };
    }
    return { draftId, stepReached, ...mail };
  });
}

/**
 * Opening a draft with a link e-mailed to its address proves the address and claims the draft:
 * every other token ends, so whoever started it with someone else's address reads no more.
 */
export async function claimDraft(draftId: string, token: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const used = await tx.resumeToken.findFirst({
      where: { tokenHash: hashResumeToken(token), assessmentId: draftId, emailed: true },
      select: { tokenHash: true },
    });
    if (!used) return;
    await tx.resumeToken.deleteMany({
      where: { assessmentId: draftId, tokenHash: { not: used.tokenHash } },
    });
    await tx.assessment.updateMany({
      where: { id: draftId, status: "draft", executiveEmailVerifiedAt: null },
      data: { executiveEmailVerifiedAt: new Date() },
    });
  });
}
