import { listCallRequests } from "@/capabilities/voice/admin-queries";
import { parseQuery } from "@/platform/http/query-params";
import { pagingSchema } from "@/platform/http/paging";
import { json, route } from "@/platform/http";

export const GET = route({ access: "admin" }, async ({ request }) =>
  json(await listCallRequests(parseQuery(pagingSchema, request)), 200, {
    "Cache-Control": "no-store",
  }),
);
