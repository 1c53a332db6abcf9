import "server-only";
import { hasConsent } from "@/capabilities/leads/consent/queries";
import {
  listUnsubscribeHeaders,
  unsubscribeUrl,
} from "@/capabilities/leads/consent/unsubscribe-token";
import { CONSENT_SENDER } from "@/capabilities/leads/consent/wording";
import { db } from "@/platform/db";
import { issueResumeToken } from "@/capabilities/leads/drafts/resume-token";
import { sendEmail } from "@/platform/email/send";
import { env } from "@/platform/env";
import type { AssessmentJob } from "@/platform/jobs/queue";
import { stopReason, type SequenceKind } from "./rules";

/** The sequence e-mails' jobs (capabilities/leads/sequences/schedule.ts queues them); registered in wiring/jobs.ts. */

/** The lead as the rules read it, or null when it was deleted. */
async function leadOf(kind: SequenceKind, job: AssessmentJob) {
  const lead = await db.assessment.findUnique({ where: { id: job.assessmentId } });
  if (!lead) return null;
  const email = lead.executiveEmail;
  const reason = stopReason(kind, {
    status: lead.status,
    paymentStatus: lead.paymentStatus,
    // This lead's own box and the address's latest consent event: an unticked box on a new
    // draft, or consent given under another address, sends nothing.
    consented: lead.marketingConsent && email !== null && (await hasConsent(email)),
    email,
    purged: lead.purgedAt !== null,
  });
  if (reason) {
    console.log(`[sequences] ${kind} ${job.key} not sent: ${reason}`);
    return null;
  }
  return { ...lead, email: email! };
}

const commercial = (email: string) => ({
  senderName: CONSENT_SENDER,
  postalAddress: env.ORG_POSTAL_ADDRESS,
  unsubscribeUrl: unsubscribeUrl(email),
  websiteUrl: env.APP_URL,
});

/** The number of a sequence e-mail: the key's suffix ("<assessment id>:<n>"). */
const ordinal = (job: AssessmentJob) => Number(job.key.split(":")[1] ?? 1);

export async function runDraftReminderJob(job: AssessmentJob): Promise<void> {
  const lead = await leadOf("draft_reminder", job);
  if (!lead) return;
  const { link } = await issueResumeToken(db, lead.id, { emailed: true });
  await sendEmail(
    lead.email,
    "draft-reminder",
    {
      executiveName: lead.executiveName,
      companyName: lead.companyName,
      stepReached: lead.stepReached,
      resumeUrl: link,
      reminder: ordinal(job),
      ...commercial(lead.email),
    },
    { dedupeKey: `draft-reminder:${job.key}`, headers: listUnsubscribeHeaders(lead.email) },
  );
}

export async function runUnpaidFollowUpJob(job: AssessmentJob): Promise<void> {
  const lead = await leadOf("unpaid_follow_up", job);
  if (!lead) return;
  await sendEmail(
    lead.email,
    "unpaid-follow-up",
    {
      executiveName: lead.executiveName,
      companyName: lead.companyName,
      score: lead.aiReadinessScore ?? 0,
      resultsUrl: `${env.APP_URL}/results/${lead.id}`,
      paymentUrl: `${env.APP_URL}/payment?assessment=${lead.id}`,
      followUp: ordinal(job),
      ...commercial(lead.email),
    },
    { dedupeKey: `unpaid-follow-up:${job.key}`, headers: listUnsubscribeHeaders(lead.email) },
  );
}
