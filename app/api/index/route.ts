import { indexCsv, INDEX_NOT_PUBLISHED } from "@/capabilities/readiness-index";
import { getPublishedIndex } from "@/capabilities/readiness-index/server";
import { AppError } from "@/platform/errors";
import { json, route } from "@/platform/http";

/** The published index as JSON, or `?format=csv` its aggregates as CSV; 404 until published. */
export const GET = route({ access: "public" }, async ({ request }) => {
  const format = request.nextUrl.searchParams.get("format") ?? "json";
  if (format !== "json" && format !== "csv") {
    throw new AppError("bad_request", "format must be json or csv.");
  }
  const snapshot = await getPublishedIndex();
  if (!snapshot) throw new AppError("not_found", INDEX_NOT_PUBLISHED);
  const cache = { "Cache-Control": "public, max-age=300" };
  if (format === "json") return json(snapshot, 200, cache);
  return new Response(indexCsv(snapshot), {
    headers: {
      ...cache,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="ai-readiness-index.csv"',
    },
  });
});
