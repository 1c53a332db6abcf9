import "server-only";
import type { LeadEvent } from "@/lib/events/payload";
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

/**
 * What one event did in HubSpot. Throws HubSpotRetryLaterError (`retryAfterMs`) when HubSpot
 * was rate limiting or failing past the client's own retries: the job runs the event again
 * then (every step is an upsert, so running it twice is harmless). Everything else is answered:
 * - synced: contact (and company, unless free-mail) upserted and associated;
 * - skipped: not connected, the connection needs attention, or the lead has no e-mail yet;
 * - needs_attention: HubSpot refused the token (401/403) now; the connection is flagged and
 *   every later event is skipped until an admin reconnects or a test succeeds;
 * - rejected: HubSpot refused this request (another 4xx); retrying would not help.
 * Every failure is kept as the connection's last error, shown in the admin.
 */
export type HubSpotSyncResult =
  | { status: "synced"; contactId: string; companyId: string | null }
  | { status: "skipped"; reason: "not_connected" | "needs_attention" | "no_email" }
  | { status: "needs_attention"; message: string }
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

export async function syncLeadToHubSpot(
  event: LeadEvent,
  options?: ClientOptions,
): Promise<HubSpotSyncResult> {
  const credentials = await getHubSpotCredentials();
  if (!credentials) return { status: "skipped", reason: "not_connected" };
  if (credentials.needsAttention || !credentials.token) {
    return { status: "skipped", reason: "needs_attention" };
  }
  const email = event.data.assessment.executiveEmail?.trim().toLowerCase();
  if (!email) return { status: "skipped", reason: "no_email" };
  const { token } = credentials;

  try {
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
  } catch (error) {
    if (error instanceof HubSpotAuthError) {
      await recordHubSpotError(error.message, true);
      return { status: "needs_attention", message: error.message };
    }
    if (error instanceof HubSpotRequestError) {
      await recordHubSpotError(error.message);
      return { status: "rejected", message: error.message };
    }
    if (error instanceof HubSpotRetryLaterError) await recordHubSpotError(error.message);
    throw error;
  }
}
