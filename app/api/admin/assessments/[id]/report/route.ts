import { getAdminReport } from "@/capabilities/report/admin-report";
import { json, route } from "@/platform/http";

export const maxDuration = 120;

/** Any assessment's report, paid or not: cached, or generated on demand (spec: admin report). */
export const GET = route<"admin", undefined, { id: string }>(
  { access: "admin" },
  async ({ params }) => json(await getAdminReport(params.id), 200, { "Cache-Control": "no-store" }),
);
