import { parseQuery } from "@/platform/http/query-params";
import { listRoadmaps } from "@/capabilities/report/roadmap/admin-queries";
import { pagingSchema } from "@/platform/http/paging";
import { json, route } from "@/platform/http";

export const GET = route({ access: "admin" }, async ({ request }) =>
  json(await listRoadmaps(parseQuery(pagingSchema, request)), 200, { "Cache-Control": "no-store" }),
);
