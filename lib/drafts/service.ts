import "server-only";
import { randomBytes, randomUUID } from "node:crypto";
import { sendEmail } from "@/lib/email/send";
import { limits, record } from "@/lib/rate-limit";
import { scheduleDraftReminders } from "@/lib/sequences/schedule";
import { createDraft } from "./mutations";
import { RESUME_TOKEN_DAYS } from "./resume-token";
import type { CreateDraftInput } from "./schemas";

/**
 * Starts a draft (POST /api/assessments/drafts) and sends its "Continue your assessment"
 * e-mail, at most a few an hour to one address (whoever starts drafts with it). A form whose
 * honeypot is filled answers like any other and stores nothing: the bot learns nothing.
 */
export async function startDraft(
  input: CreateDraftInput,
): Promise<{ draftId: string; resumeToken: string }> {
  const { website, ...draft } = input;
  if (website?.trim()) {
    return { draftId: randomUUID(), resumeToken: randomBytes(32).toString("base64url") };
  }
  const { draftId, resumeToken, resumeLink } = await createDraft(draft);
  await scheduleDraftReminders(draftId);
  const sent = await record("draftResumeEmail", draft.executiveEmail.toLowerCase());
  if (sent.count <= limits.draftResumeEmail.limit) {
    await sendEmail(draft.executiveEmail, "continue-assessment", {
      executiveName: draft.executiveName,
      companyName: draft.companyName,
      resumeUrl: resumeLink,
      expiresInDays: RESUME_TOKEN_DAYS,
    });
  }
  return { draftId, resumeToken };
}
