import "server-only";
import type { LeadChangeEvent, LeadDeletedEvent, LeadEvent } from "@/capabilities/leads";
import { recordCrmDeletion } from "@/capabilities/leads/server";
import {
  HubSpotAuthError,
  HubSpotRequestError,
  HubSpotRetryLaterError,
  hubspotRequest,
  type ClientOptions,
} from "./client";
import { getHubSpotCredentials, recordHubSpotError, recordHubSpotSync } from "./connection";
import {
  COMPANY_DOMAIN_PROPERTY,
  companyDomainOf,
  companyPropertiesOf,
  contactPropertiesOf,
} from "./properties";

export { isHubSpotConnected } from "./connection";
export { HubSpotRetryLaterError } from "./client";

/** How long an event waits while the connection needs an admin (the job asks again then). */
export const NEEDS_ATTENTION_RETRY_MS = 15 * 60_000;

/**
 * What one event did in HubSpot:
 * - synced: contact (and company, unless free-mail) upserted and associated;
 * - skipped: not connected, or the lead has no e-mail yet: nothing to retry;
 * - rejected: HubSpot refused this request (a 4xx other than 401/403): retrying cannot help.
 * Throws HubSpotRetryLaterError (`retryAfterMs`, `reason`) for the job to run the event again
 * later (every step is an upsert, so running it twice is harmless):
 * - "unavailable": HubSpot kept rate limiting or failing past the client's own retries;
 * - "needs_attention": HubSpot refused the token (401/403), now or before. The connection is
 *   flagged and no request is made until an admin replaces the token or a test passes, so
 *   the events of that time wait in the job rather than being lost.
 * Every failure is kept as the connection's last error, shown in the admin.
 * A lead.deleted event deletes the contact instead (GDPR delete, by e-mail):
 * - deleted: HubSpot deleted it (or blocklisted an address it did not hold);
 * - flagged: HubSpot refused the deletion (the token lacks the scope, or the portal's GDPR
 *   features are off): the event keeps why, and the admin's Privacy tab lists it for an admin
 *   to delete the contact by hand. The connection itself is left as it was.
 */
export type HubSpotSyncResult =
  | { status: "synced"; contactId: string; companyId: string | null }
  | { status: "deleted" }
  | { status: "flagged"; reason: string }
  | { status: "skipped"; reason: "not_connected" | "no_email" }
  | { status: "rejected"; message: string };

interface BatchResult {
  results?: { id: string }[];
}

async function upsertOne(
  token: string,
  objectType: "contacts" | "companies",
  idProperty: string,
  id: string,
  properties: Record<string, string>,
  options?: ClientOptions,
): Promise<string> {
  const answer = await hubspotRequest<BatchResult>(
    token,
    "POST",
    `/crm/v3/objects/${objectType}/batch/upsert`,
    { inputs: [{ idProperty, id, properties }] },
    options,
  );
  const objectId = answer?.results?.[0]?.id;
  if (!objectId) {
    throw new HubSpotRequestError(200, `HubSpot's ${objectType} upsert answered no record.`);
  }
  return objectId;
}

const paused = () =>
  new HubSpotRetryLaterError(
    "The HubSpot connection needs attention: the event waits until an admin fixes it.",
    NEEDS_ATTENTION_RETRY_MS,
    "needs_attention",
  );

/** Why a GDPR delete refused with 403 needs an admin. */
export const DELETION_REFUSED =
  "HubSpot refused to delete the contact (403): the private app lacks the crm.objects.contacts.write scope, or the portal's GDPR features are off. Delete the contact in HubSpot by hand.";

async function deleteContact(
  token: string,
  email: string,
  event: LeadDeletedEvent,
  options?: ClientOptions,
): Promise<HubSpotSyncResult> {
  const at = new Date().toISOString();
  try {
    await hubspotRequest(
      token,
      "POST",
      "/crm/v3/objects/contacts/gdpr-delete",
      { idProperty: "email", objectId: email },
      options,
    );
  } catch (error) {
    const reason =
      error instanceof HubSpotAuthError && error.status === 403
        ? DELETION_REFUSED
        : error instanceof HubSpotRequestError
          ? error.message
          : null;
    if (reason === null) throw error;
    await recordCrmDeletion(event.id, { status: "flagged", reason, at });
    return { status: "flagged", reason };
  }
  await recordCrmDeletion(event.id, { status: "deleted", at });
  return { status: "deleted" };
}

export async function syncLeadToHubSpot(
  event: LeadEvent,
  options?: ClientOptions,
): Promise<HubSpotSyncResult> {
  const credentials = await getHubSpotCredentials();
  if (!credentials) return { status: "skipped", reason: "not_connected" };
  const email = event.data.assessment.executiveEmail?.trim().toLowerCase();
  if (!email) return { status: "skipped", reason: "no_email" };
  if (credentials.needsAttention || !credentials.token) throw paused();
  const { token } = credentials;
  if (event.type === "lead.deleted")
    return withConnectionErrors(() => deleteContact(token, email, event, options));
  return withConnectionErrors(() => upsertContact(token, email, event, options));
}

/**
 * A refused token pauses the connection; a refused request is recorded and not retried; an
 * unavailable HubSpot is recorded and retried later.
 */
async function withConnectionErrors(
  work: () => Promise<HubSpotSyncResult>,
): Promise<HubSpotSyncResult> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HubSpotAuthError) {
      await recordHubSpotError(error.message, true);
      throw paused();
    }
    if (error instanceof HubSpotRequestError) {
      await recordHubSpotError(error.message);
      return { status: "rejected", message: error.message };
    }
    if (error instanceof HubSpotRetryLaterError) await recordHubSpotError(error.message);
    throw error;
  }
}

async function upsertContact(
  token: string,
  email: string,
  event: LeadChangeEvent,
  options?: ClientOptions,
): Promise<HubSpotSyncResult> {
  const contactId = await upsertOne(
    token,
    "contacts",
    "email",
    email,
    contactPropertiesOf(event),
    options,
  );
  const domain = companyDomainOf(email);
  let companyId: string | null = null;
  if (domain) {
    companyId = await upsertOne(
      token,
      "companies",
      COMPANY_DOMAIN_PROPERTY,
      domain,
      companyPropertiesOf(event, domain),
      options,
    );
    await hubspotRequest(
      token,
      "PUT",
      `/crm/v4/objects/contact/${encodeURIComponent(contactId)}/associations/default/company/${encodeURIComponent(companyId)}`,
      undefined,
      options,
    );
  }
  await recordHubSpotSync();
  return { status: "synced", contactId, companyId };
}
