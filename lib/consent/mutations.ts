import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { CONSENT_WORDING_VERSION } from "./wording";

type Client = Pick<Prisma.TransactionClient, "assessment" | "consentEvent">;

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
  await client.assessment.updateMany({
    where: { executiveEmail: email },
    data: { marketingConsent: change.given },
  });
}
