import { json, route } from "@/lib/http";
import { testHubSpotConnection } from "@/lib/hubspot/service";

export const POST = route({ access: "admin" }, async ({ caller }) =>
  json(await testHubSpotConnection(caller), 200, { "Cache-Control": "no-store" }),
);
