import { json, route } from "@/platform/http";
import { clientAddress, hit } from "@/platform/rate-limit";
import { getOrGenerateReport, regenerateReport } from "@/capabilities/report/service";

export const maxDuration = 120;

const noStore = { "Cache-Control": "no-store" };

export const GET = route<"public", undefined, { id: string }>(
  { access: "public" },
  async ({ params }) => json(await getOrGenerateReport(params.id), 200, noStore),
);

/** Refresh Report: generates the report again. */
export const POST = route<"public", undefined, { id: string }>(
  { access: "public" },
  async ({ request, params }) => {
    await hit("reportRefreshByClient", clientAddress(request));
    await hit("reportRefresh", params.id);
    return json(await regenerateReport(params.id), 200, noStore);
  },
);
