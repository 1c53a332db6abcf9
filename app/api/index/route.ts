import { indexCsv, INDEX_NOT_PUBLISHED } from "@/capabilities/readiness-index";
import { getPublishedIndex, pressPackPdf } from "@/capabilities/readiness-index/server";
import { AppError } from "@/platform/errors";
import { json, route } from "@/platform/http";

/**
 * The published index as JSON, `?format=csv` its aggregates as CSV, `?format=pdf` the press pack;
 * 404 until published.
 */
export const GET = route({ access: "public" }, async ({ request }) => {
  const format = request.nextUrl.searchParams.get("format") ?? "json";
  if (format !== "json" && format !== "csv" && format !== "pdf") {
    throw new AppError("bad_request", "format must be json, csv or pdf.");
  }
  const snapshot = await getPublishedIndex();
  if (!snapshot) throw new AppError("not_found", INDEX_NOT_PUBLISHED);
  const cache = { "Cache-Control": "public, max-age=300" };
  if (format === "json") return json(snapshot, 200, cache);
  if (format === "pdf") {
    return new Response(new Uint8Array(await pressPackPdf(snapshot)), {
      headers: {
        ...cache,
        "Content-Type": "application/pdf",
        "Content-Disposition": 'attachment; filename="ai-readiness-index.pdf"',
      },
    });
  }
  return new Response(indexCsv(snapshot), {
    headers: {
      ...cache,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="ai-readiness-index.csv"',
    },
  });
});
