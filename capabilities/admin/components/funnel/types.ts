import type { Funnel } from "@/capabilities/leads";

/** GET /api/admin/analytics/funnel's answer, as the browser gets it. */
export type FunnelData = Funnel;
