import "server-only";
import { db } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { applyConsentToAssessments, recordConsentChange } from "./mutations";
import { readUnsubscribeToken } from "./unsubscribe-token";

export const INVALID_UNSUBSCRIBE_LINK =
  "This unsubscribe link is not valid or has expired. Reply to any of our e-mails and we will unsubscribe you.";

/** The address of a valid unsubscribe token; 400 otherwise. */
export function addressOf(token: string | null): string {
  const email = token ? readUnsubscribeToken(token) : null;
  if (!email) throw new AppError("bad_request", INVALID_UNSUBSCRIBE_LINK);
  return email;
}

/** "d***@example.com": enough for the person to recognize their address. */
export const maskEmail = (email: string) => email.replace(/^(.)[^@]*(@.*)$/, "$1***$2");

/**
 * Withdraws the address's consent, at once, for every assessment of it: no further commercial
 * e-mail is sent from the moment this returns. The token only unsubscribes: subscribing again
 * takes the owner's confirmation from an e-mail (capabilities/leads/consent/confirmation.ts). A repeated click
 * (mail providers may post the one-click request more than once) records no second event.
 */
export async function unsubscribeByLink(
  token: string | null,
  source: "one-click" | "unsubscribe-link",
): Promise<string> {
  const email = addressOf(token);
  await db.$transaction(async (tx) => {
    const latest = await tx.consentEvent.findFirst({
      where: { email },
      orderBy: { createdAt: "desc" },
      select: { given: true },
    });
    if (latest?.given === false) {
      await applyConsentToAssessments(tx, email, false);
      return;
    }
    await recordConsentChange(tx, { email, given: false, source });
  });
  return email;
}
