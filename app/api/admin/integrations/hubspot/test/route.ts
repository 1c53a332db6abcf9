import { json, route } from "@/platform/http";
import { testHubSpotConnection } from "@/capabilities/crm/hubspot/service";

export const POST = route({ access: "admin" }, async ({ caller }) =>
  json(await testHubSpotConnection(caller), 200, { "Cache-Control": "no-store" }),
);
