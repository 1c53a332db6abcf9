import "server-only";
import { addressTokens } from "@/platform/auth/address-token";
import { db } from "@/platform/db";
import { sendEmail } from "@/platform/email/send";
import { env } from "@/platform/env";
import { afterResponse } from "@/platform/http/after-response";
import { hit } from "@/platform/rate-limit";
import { PRIVACY_LINK_DAYS } from "./index";
import { takenWith } from "./personal-data";
import { openRequest, type RequestChannel } from "./requests";

/** The e-mailed links of visitors' privacy requests: for this purpose only, for 7 days. */
export const privacyLinks = addressTokens("privacy-request v1", PRIVACY_LINK_DAYS);

/** The one answer to every request, whether or not anything is held (no address enumeration). */
export const PRIVACY_REQUEST_ANSWER = `If we hold data for this address, we have e-mailed it a link to download or delete it. The link works for ${PRIVACY_LINK_DAYS} days.`;

/**
 * When anything is held about the address, it gets a signed link to see, download and delete
 * it, and the request's 30-day clock starts. Answers whether anything was held.
 */
export async function sendPrivacyLink(address: string, channel: RequestChannel): Promise<boolean> {
  const held =
    (await db.assessment.count({ where: takenWith(address) })) +
    (await db.consentEvent.count({ where: { email: { equals: address, mode: "insensitive" } } }));
  if (!held) return false;
  await openRequest(channel, address);
  const url = `${env.APP_URL}/privacy/requests/${privacyLinks.issue(address)}`;
  await sendEmail(address, "privacy-link", { url, days: PRIVACY_LINK_DAYS });
  return true;
}

/**
 * A visitor without an account asks what is held about their address. The answer is the same
 * whether or not anything is, and takes as long: the e-mail goes after the response.
 */
export async function requestPrivacyLink(email: string, client: string): Promise<void> {
  const address = email.toLowerCase();
  await hit("privacyRequestByClient", client);
  await hit("privacyRequestByAddress", address);
  await afterResponse("privacy link e-mail", async () => {
    await sendPrivacyLink(address, "link");
  });
}
