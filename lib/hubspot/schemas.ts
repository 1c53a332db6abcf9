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
