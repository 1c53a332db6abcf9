import { json, route } from "@/platform/http";
import { getHubSpotStatus } from "@/capabilities/crm/hubspot/connection";
import { connectHubSpotSchema } from "@/capabilities/crm/hubspot/schemas";
import { connectHubSpot, disconnectHubSpot } from "@/capabilities/crm/hubspot/service";

const noStore = { "Cache-Control": "no-store" };

export const GET = route({ access: "admin" }, async () =>
  json({ connection: await getHubSpotStatus() }, 200, noStore),
);

export const PUT = route(
  { access: "admin", body: connectHubSpotSchema, maxBodyBytes: 4 * 1024, stepUp: true },
  async ({ body, caller }) =>
    json({ connection: await connectHubSpot(caller, body.accessToken) }, 200, noStore),
);

export const DELETE = route({ access: "admin" }, async ({ caller }) =>
  json({ connection: await disconnectHubSpot(caller) }, 200, noStore),
);
