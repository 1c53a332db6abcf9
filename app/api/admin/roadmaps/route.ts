import { parseQuery } from "@/lib/admin/query-params";
import { listRoadmaps } from "@/lib/admin/roadmap-queries";
import { pagingSchema } from "@/lib/admin/schemas";
import { json, route } from "@/lib/http";

export const GET = route({ access: "admin" }, async ({ request }) =>
  json(await listRoadmaps(parseQuery(pagingSchema, request)), 200, { "Cache-Control": "no-store" }),
);
