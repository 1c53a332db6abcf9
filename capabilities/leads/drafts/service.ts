import "server-only";
import { randomBytes, randomUUID } from "node:crypto";
import { sendEmail } from "@/platform/email/send";
import { limits, record } from "@/platform/rate-limit";
import { requestConsentConfirmation } from "@/capabilities/leads/consent/confirmation";
import { db } from "@/platform/db";
import { createDraft, saveDraftStep, type DraftMail } from "./mutations";
import { RESUME_TOKEN_DAYS } from "./resume-token";
import type { CreateDraftInput } from "./schemas";

/** The e-mails a draft's change asks for, sent once it is committed. */
async function sendDraftMail(
  { confirmConsentOf, resumeLinkTo }: DraftMail,
  names: { executiveName: string; companyName: string },
): Promise<void> {
  if (resumeLinkTo) {
    const sent = await record("draftResumeEmail", resumeLinkTo.email.toLowerCase());
    if (sent.count <= limits.draftResumeEmail.limit) {
      await sendEmail(resumeLinkTo.email, "continue-assessment", {
        ...names,
        resumeUrl: resumeLinkTo.link,
        expiresInDays: RESUME_TOKEN_DAYS,
      });
    }
  }
  if (confirmConsentOf) await requestConsentConfirmation(confirmConsentOf);
}

/**
 * Starts a draft (POST /api/assessments/drafts) and sends its "Continue your assessment"
 * e-mail, with a link of its own, at most a few an hour to one address (whoever starts drafts
 * with it), and the consent confirmation if the box was ticked. A form whose honeypot is filled
 * answers like any other and stores nothing: the bot learns nothing.
 */
export async function startDraft(
  input: CreateDraftInput,
): Promise<{ draftId: string; resumeToken: string }> {
  const { website, ...draft } = input;
  if (website?.trim()) {
    return { draftId: randomUUID(), resumeToken: randomBytes(32).toString("base64url") };
  }
  const { draftId, resumeToken, ...mail } = await createDraft(draft);
  await sendDraftMail(mail, draft);
  return { draftId, resumeToken };
}

/** Saves a step (PATCH /api/assessments/drafts/{id}), then sends what it asks for. */
export async function saveDraft(draftId: string, token: string, step: number, answers: unknown) {
  const { confirmConsentOf, resumeLinkTo, ...saved } = await saveDraftStep(
    draftId,
    token,
    step,
    answers,
  );
  if (confirmConsentOf || resumeLinkTo) {
    const names = await db.assessment.findUniqueOrThrow({
      where: { id: draftId },
      select: { executiveName: true, companyName: true },
    });
    await sendDraftMail({ confirmConsentOf, resumeLinkTo }, names);
  }
  return saved;
}
