import { listAssessments } from "@/capabilities/admin/assessment-queries";
import { parseQuery } from "@/platform/http/query-params";
import { assessmentListQuerySchema } from "@/capabilities/admin/schemas";
import { json, route } from "@/platform/http";

const noStore = { "Cache-Control": "no-store" };

/**
 * The admin table: `?search=&page=&pageSize=&sort=&order=&status=all|in_progress|completed|paid
 * &chapter=all|vancouver|vancouver-island&source=` -> a page of leads, the metrics and the total.
 */
export const GET = route({ access: "admin" }, async ({ request }) =>
  json(await listAssessments(parseQuery(assessmentListQuerySchema, request)), 200, noStore),
);
