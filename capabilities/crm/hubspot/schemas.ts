import { z } from "zod";

/** PUT /api/admin/integrations/hubspot. Safe to import from client code. */
export const connectHubSpotSchema = z.object({
  accessToken: z
    .string({ error: "Paste the private app's access token." })
    .trim()
    .min(1, "Paste the private app's access token.")
    .max(500, "That is not a HubSpot access token.")
    .regex(/^[\x21-\x7e]+$/, "That is not a HubSpot access token."),
});

export type ConnectHubSpotInput = z.infer<typeof connectHubSpotSchema>;

/** The scopes the private app needs: read and write contacts, companies and their properties. */
export const HUBSPOT_SCOPES = [
  "crm.objects.contacts.read",
  "crm.objects.contacts.write",
  "crm.objects.companies.read",
  "crm.objects.companies.write",
  "crm.schemas.contacts.read",
  "crm.schemas.contacts.write",
  "crm.schemas.companies.read",
  "crm.schemas.companies.write",
] as const;

/** The connection as GET/PUT/DELETE /api/admin/integrations/hubspot answer it (`connection`). */
export interface HubSpotConnectionJson {
  connected: boolean;
  portalId: string | null;
  connectedAt: string | null;
  lastSyncAt: string | null;
  lastError: string | null;
  lastErrorAt: string | null;
  needsAttention: boolean;
}

/** POST /api/admin/integrations/hubspot/test. */
export interface HubSpotTestJson {
  ok: boolean;
  message: string | null;
  connection: HubSpotConnectionJson;
}
