import "server-only";
import { hubspotRequest, HubSpotRequestError, type ClientOptions } from "./client";
import {
  COMPANY_PROPERTIES,
  CONTACT_PROPERTIES,
  PROPERTY_GROUP,
  type PropertyDefinition,
} from "./properties";

/** The account a token belongs to: the connection test. Throws the client's errors. */
export async function fetchPortalId(
  token: string,
  options?: ClientOptions,
): Promise<string | null> {
  const details = await hubspotRequest<{ portalId?: number | string }>(
    token,
    "GET",
    "/account-info/v3/details",
    undefined,
    options,
  );
  return details?.portalId === undefined ? null : String(details.portalId);
}

type ObjectType = "contacts" | "companies";

async function ensureGroup(token: string, objectType: ObjectType, options?: ClientOptions) {
  const path = `/crm/v3/properties/${objectType}/groups`;
  try {
    await hubspotRequest(token, "GET", `${path}/${PROPERTY_GROUP.name}`, undefined, options);
  } catch (error) {
    if (!(error instanceof HubSpotRequestError && error.status === 404)) throw error;
    await hubspotRequest(token, "POST", path, { ...PROPERTY_GROUP, displayOrder: -1 }, options);
  }
}

async function ensureProperties(
  token: string,
  objectType: ObjectType,
  wanted: PropertyDefinition[],
  options?: ClientOptions,
) {
  const path = `/crm/v3/properties/${objectType}`;
  const existing = await hubspotRequest<{ results?: { name: string }[] }>(
    token,
    "GET",
    path,
    undefined,
    options,
  );
  const names = new Set((existing?.results ?? []).map((p) => p.name));
  const missing = wanted.filter((p) => !names.has(p.name));
  if (!missing.length) return;
  await hubspotRequest(
    token,
    "POST",
    `${path}/batch/create`,
    { inputs: missing.map((p) => ({ ...p, groupName: PROPERTY_GROUP.name })) },
    options,
  );
}

/**
 * Creates, when missing, the "AI Readiness" group and the properties the sync writes on
 * contacts and companies. Asks before it creates: connecting twice creates nothing twice.
 */
export async function ensureHubSpotSchema(token: string, options?: ClientOptions): Promise<void> {
  await ensureGroup(token, "contacts", options);
  await ensureProperties(token, "contacts", CONTACT_PROPERTIES, options);
  await ensureGroup(token, "companies", options);
  await ensureProperties(token, "companies", COMPANY_PROPERTIES, options);
}
