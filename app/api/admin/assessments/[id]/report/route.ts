import { json, route } from "@/lib/http";
import { getOrGenerateReport } from "@/lib/report/service";

export const maxDuration = 120;

/** As the public report: cached or generated on demand; 402 while the assessment is unpaid. */
export const GET = route<"admin", undefined, { id: string }>(
  { access: "admin" },
  async ({ params }) =>
    json(await getOrGenerateReport(params.id), 200, { "Cache-Control": "no-store" }),
);
