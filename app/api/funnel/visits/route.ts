import { countVisit, visitSchema } from "@/lib/funnel/visits";
import { route } from "@/lib/http";
import { clientAddress, hit } from "@/lib/rate-limit";

/** Counts a page view in the anonymous daily totals (README: Funnel). */
export const POST = route(
  { access: "public", body: visitSchema, maxBodyBytes: 2 * 1024 },
  async ({ request, body }) => {
    await hit("visitCount", clientAddress(request));
    await countVisit(body);
    return new Response(null, { status: 204 });
  },
);
