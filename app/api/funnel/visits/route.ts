import { countVisit, visitSchema } from "@/capabilities/leads/funnel/visits";
import { route } from "@/platform/http";
import { clientAddress, hit } from "@/platform/rate-limit";

/** Counts a page view in the anonymous daily totals (docs/features.md: Attribution and the funnel). */
export const POST = route(
  { access: "public", body: visitSchema, maxBodyBytes: 2 * 1024 },
  async ({ request, body }) => {
    await hit("visitCount", clientAddress(request));
    await countVisit(body);
    return new Response(null, { status: 204 });
  },
);
