import "server-only";
import { audit, type AuditActor } from "@/platform/audit/audit";
import { db } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { HubSpotAuthError, HubSpotRequestError, HubSpotRetryLaterError } from "./client";
import {
  clearHubSpotAttention,
  deleteHubSpotConnection,
  getHubSpotCredentials,
  getHubSpotStatus,
  recordHubSpotError,
  saveHubSpotConnection,
  UNREADABLE_TOKEN,
} from "./connection";
import { ensureHubSpotSchema, fetchPortalId } from "./setup";

/** The admin's actions on the HubSpot connection, each audit-logged. Never returns the token. */

const NOT_CONNECTED = "HubSpot is not connected.";

/** What the admin is told when a call to HubSpot failed; null for an unexpected error. */
function hubspotFailure(error: unknown): string | null {
  if (error instanceof HubSpotAuthError) {
    return error.status === 401
      ? "HubSpot refused this access token. Check that it was copied whole and not revoked."
      : "HubSpot refused the request: give the private app the scopes listed on this card.";
  }
  if (error instanceof HubSpotRetryLaterError) {
    return "HubSpot did not answer in time. Please try again in a moment.";
  }
  if (error instanceof HubSpotRequestError) return error.message;
  return null;
}

/** Tests the token, creates the group and properties when missing, then stores it sealed. */
export async function connectHubSpot(actor: AuditActor, accessToken: string) {
  try {
    const portalId = await fetchPortalId(accessToken);
    await ensureHubSpotSchema(accessToken);
    await db.$transaction(async (tx) => {
      await saveHubSpotConnection(accessToken, portalId, tx);
      await audit(actor, "hubspot.connect", "integration", "hubspot", { portalId }, tx);
    });
  } catch (error) {
    const message = hubspotFailure(error);
    if (!message) throw error;
    throw new AppError(
      error instanceof HubSpotRetryLaterError ? "service_unavailable" : "bad_request",
      message,
    );
  }
  return getHubSpotStatus();
}

/**
 * Checks the stored token against HubSpot and creates the properties a newer version of the sync
 * writes (the meeting-booked ones, say) when missing; a success clears "needs attention".
 */
export async function testHubSpotConnection(actor: AuditActor) {
  const credentials = await getHubSpotCredentials();
  if (!credentials) throw new AppError("conflict", NOT_CONNECTED);
  const { token } = credentials;
  let message: string | null = token ? null : UNREADABLE_TOKEN;
  try {
    if (token) {
      const portalId = await fetchPortalId(token);
      await ensureHubSpotSchema(token);
      await clearHubSpotAttention(portalId);
    }
  } catch (error) {
    message = hubspotFailure(error);
    if (!message) throw error;
    await recordHubSpotError(message, error instanceof HubSpotAuthError);
  }
  await audit(actor, "hubspot.test", "integration", "hubspot", { ok: message === null });
  return { ok: message === null, message, connection: await getHubSpotStatus() };
}

/** Forgets the token. Disconnecting when not connected changes nothing and logs nothing. */
export async function disconnectHubSpot(actor: AuditActor) {
  await db.$transaction(async (tx) => {
    if (await deleteHubSpotConnection(tx)) {
      await audit(actor, "hubspot.disconnect", "integration", "hubspot", undefined, tx);
    }
  });
  return getHubSpotStatus();
}
