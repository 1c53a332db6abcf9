import "server-only";
import { db } from "@/platform/db";
import { sendEmail } from "@/platform/email/send";
import { env } from "@/platform/env";
import { AppError } from "@/platform/errors";
import { limits, record } from "@/platform/rate-limit";
import { addressTokens } from "@/platform/auth/address-token";
import { recordConsentChange } from "./mutations";

/**
 * Double opt-in (CASL): consent given with an address is only a request until the address's
 * owner confirms it from the e-mail this sends. Until then no assessment of the address counts
 * as consenting, and an earlier unsubscribe stands.
 */
export const CONFIRMATION_DAYS = 7;
export const CONFIRMATION_SOURCE = "email-confirmation";
export const INVALID_CONFIRMATION_LINK =
  "This confirmation link is not valid or has expired. Tick the box again in your assessment, or reply to any of our e-mails.";

const tokens = addressTokens("consent-confirmation v1", CONFIRMATION_DAYS);

export const readConfirmationToken = (token: string) => tokens.read(token);

/** Sends the owner of `email` the link that confirms their consent: a few a day per address. */
export async function requestConsentConfirmation(email: string): Promise<void> {
  const address = email.trim().toLowerCase();
  const sent = await record("consentConfirmationEmail", address);
  if (sent.count > limits.consentConfirmationEmail.limit) return;
  await sendEmail(address, "confirm-consent", {
    confirmUrl: `${env.APP_URL}/consent/confirm?token=${tokens.issue(address)}`,
    days: CONFIRMATION_DAYS,
  });
}

/** The owner confirmed: their consent is recorded and applies to every assessment of theirs. */
export async function confirmConsent(token: string | null): Promise<string> {
  const email = token ? tokens.read(token) : null;
  if (!email) throw new AppError("bad_request", INVALID_CONFIRMATION_LINK);
  await db.$transaction((tx) =>
    recordConsentChange(tx, { email, given: true, source: CONFIRMATION_SOURCE }),
  );
  return email;
}
