import { listAssessments } from "@/lib/admin/assessment-queries";
import { parseQuery } from "@/lib/admin/query-params";
import { assessmentListQuerySchema } from "@/lib/admin/schemas";
import { json, route } from "@/lib/http";

const noStore = { "Cache-Control": "no-store" };

/**
 * The admin table: `?search=&page=&pageSize=&sort=&order=&status=all|in_progress|completed|paid
 * &chapter=all|vancouver|vancouver-island&source=` -> a page of leads, the metrics and the total.
 */
export const GET = route({ access: "admin" }, async ({ request }) =>
  json(await listAssessments(parseQuery(assessmentListQuerySchema, request)), 200, noStore),
);
