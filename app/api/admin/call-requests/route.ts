import { listCallRequests } from "@/lib/admin/call-request-queries";
import { parseQuery } from "@/lib/admin/query-params";
import { pagingSchema } from "@/lib/admin/schemas";
import { json, route } from "@/lib/http";

export const GET = route({ access: "admin" }, async ({ request }) =>
  json(await listCallRequests(parseQuery(pagingSchema, request)), 200, {
    "Cache-Control": "no-store",
  }),
);
