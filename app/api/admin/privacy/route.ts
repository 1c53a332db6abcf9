import { privacyOverview } from "@/capabilities/privacy/server";
import { json, route } from "@/platform/http";

/** The Privacy tab: requests and their 30-day clock, legal holds, purges, HubSpot deletions. */
export const GET = route({ access: "admin" }, async () => json(await privacyOverview()));
