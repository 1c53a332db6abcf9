import { funnel, funnelQuerySchema } from "@/capabilities/leads/funnel/analytics";
import { json, route, validationError } from "@/platform/http";

/** The lead funnel of a date range, for the admin's Funnel tab (docs/features.md: Attribution and the funnel). */
export const GET = route({ access: "admin" }, async ({ request }) => {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const query = funnelQuerySchema.safeParse(params);
  if (!query.success) throw validationError(query.error);
  return json(await funnel(query.data), 200, { "Cache-Control": "no-store" });
});
