import type { Funnel } from "@/lib/funnel/analytics";

/** GET /api/admin/analytics/funnel's answer, as the browser gets it. */
export type FunnelData = Funnel;
