import "server-only";
import { recordLeadEvent } from "@/capabilities/leads/events/record";
import type { Prisma } from "@/platform/db/generated/prisma/client";
import { CONSENT_WORDING_VERSION } from "./wording";

type Client = Pick<Prisma.TransactionClient, "consentEvent" | "$queryRaw" | "$executeRaw">;

/**
 * Sets the consent of every assessment of the address; each one whose consent changes gets a
 * consent.changed lead event in the same transaction.
 */
export async function applyConsentToAssessments(
  client: Omit<Client, "consentEvent">,
  email: string,
  given: boolean,
): Promise<void> {
  const changed = await client.$queryRaw<{ id: string }[]>`
    UPDATE assessments SET "marketingConsent" = ${given}, "updatedAt" = now()
    WHERE "executiveEmail" = ${email} AND "marketingConsent" <> ${given}
    RETURNING id`;
  for (const { id } of changed) await recordLeadEvent(client, "consent.changed", id);
}

export interface ConsentChange {
  email: string;
  assessmentId?: string;
  given: boolean;
  /** Where the change was made: "/assessment", "unsubscribe-link", "one-click"... */
  source: string;
}

/**
 * Records a change of an address's consent to insights and reminders (CASL keeps the proof:
 * given or withdrawn, when, the wording version, where) and applies it at once to every
 * assessment of that address. Consent belongs to the person, so one withdrawal stops all
 * their commercial e-mail. Pass the transaction client of the change that causes it.
 */
export async function recordConsentChange(client: Client, change: ConsentChange): Promise<void> {
  const email = change.email.trim().toLowerCase();
  await client.consentEvent.create({
    data: {
      email,
      assessmentId: change.assessmentId ?? null,
      given: change.given,
      wordingVersion: CONSENT_WORDING_VERSION,
      source: change.source,
    },
  });
  await applyConsentToAssessments(client, email, change.given);
}
