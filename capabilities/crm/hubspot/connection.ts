import "server-only";
import { db } from "@/platform/db";
import { openText, sealText, secretKey } from "@/platform/crypto/seal";
import type { Prisma } from "@/platform/db/generated/prisma/client";

/**
 * The HubSpot connection row: the token kept sealed, the account, how the sync went. The
 * only reader and writer of hubspot_connections.
 */

const ID = "hubspot";
const tokenKey = () => secretKey("hubspot-token v1");

/** The database, or the transaction the change is audited in (so both commit together). */
type Client = Pick<Prisma.TransactionClient, "hubSpotConnection">;

/** What the admin sees: never the token. */
export interface HubSpotStatus {
  connected: boolean;
  portalId: string | null;
  connectedAt: Date | null;
  lastSyncAt: Date | null;
  lastError: string | null;
  lastErrorAt: Date | null;
  needsAttention: boolean;
}

const DISCONNECTED: HubSpotStatus = {
  connected: false,
  portalId: null,
  connectedAt: null,
  lastSyncAt: null,
  lastError: null,
  lastErrorAt: null,
  needsAttention: false,
};

export async function getHubSpotStatus(): Promise<HubSpotStatus> {
  const row = await db.hubSpotConnection.findUnique({
    where: { id: ID },
    select: {
      portalId: true,
      connectedAt: true,
      lastSyncAt: true,
      lastError: true,
      lastErrorAt: true,
      needsAttention: true,
    },
  });
  return row ? { connected: true, ...row } : DISCONNECTED;
}

/**
 * An admin connected HubSpot: every event goes to syncLeadToHubSpot, which holds them (retry
 * later) while the connection needs attention.
 */
export async function isHubSpotConnected(): Promise<boolean> {
  return (await db.hubSpotConnection.count({ where: { id: ID } })) > 0;
}

export const UNREADABLE_TOKEN =
  "The stored HubSpot token cannot be decrypted (ENCRYPTION_KEY or AUTH_SECRET changed): paste the token again.";

/**
 * The token and state the sync needs; null when not connected. A token sealed under another
 * key (ENCRYPTION_KEY changed) flags the connection and comes back as null.
 */
export async function getHubSpotCredentials() {
  const row = await db.hubSpotConnection.findUnique({
    where: { id: ID },
    select: { sealedToken: true, needsAttention: true },
  });
  if (!row) return null;
  try {
    return { token: openText(row.sealedToken, tokenKey()), needsAttention: row.needsAttention };
  } catch {
    if (!row.needsAttention) await recordHubSpotError(UNREADABLE_TOKEN, true);
    return { token: null, needsAttention: true };
  }
}

/** Connects, or replaces the token of, the one connection; its sync history starts again. */
export async function saveHubSpotConnection(
  token: string,
  portalId: string | null,
  client: Client = db,
) {
  const data = {
    sealedToken: sealText(token, tokenKey()),
    portalId,
    connectedAt: new Date(),
    lastSyncAt: null,
    lastError: null,
    lastErrorAt: null,
    needsAttention: false,
  };
  await client.hubSpotConnection.upsert({
    where: { id: ID },
    create: { id: ID, ...data },
    update: data,
  });
}

/** True when there was a connection to remove. */
export async function deleteHubSpotConnection(client: Client = db): Promise<boolean> {
  return (await client.hubSpotConnection.deleteMany({ where: { id: ID } })).count > 0;
}

export async function recordHubSpotSync(): Promise<void> {
  await db.hubSpotConnection.updateMany({
    where: { id: ID },
    data: { lastSyncAt: new Date(), lastError: null, lastErrorAt: null },
  });
}

/** A failed sync or test; `needsAttention` stops the sync until an admin acts. */
export async function recordHubSpotError(message: string, needsAttention = false): Promise<void> {
  await db.hubSpotConnection.updateMany({
    where: { id: ID },
    data: {
      lastError: message.slice(0, 1000),
      lastErrorAt: new Date(),
      ...(needsAttention ? { needsAttention: true } : {}),
    },
  });
}

/** A successful test: the token works again. */
export async function clearHubSpotAttention(portalId: string | null): Promise<void> {
  await db.hubSpotConnection.updateMany({
    where: { id: ID },
    data: { needsAttention: false, lastError: null, lastErrorAt: null, portalId },
  });
}
