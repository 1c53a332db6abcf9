import { audit } from "@/platform/audit/audit";
import { parseQuery } from "@/platform/http/query-params";
import { exportQuerySchema } from "@/capabilities/admin/export/schemas";
import { createExport } from "@/capabilities/admin/export/stream";
import { route } from "@/platform/http";

export const maxDuration = 300;

/** `?format=csv|json&type=standard|comprehensive&t=<ignored>`: a streamed download. */
export const GET = route({ access: "admin", stepUp: true }, async ({ request, caller }) => {
  const query = parseQuery(exportQuerySchema, request);
  const file = await createExport(query);
  await audit(caller, "export", "export", null, {
    type: query.type,
    format: query.format,
    filename: file.filename,
  });
  return new Response(file.body, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "no-store, no-cache, must-revalidate",
      Pragma: "no-cache",
      Expires: "0",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
