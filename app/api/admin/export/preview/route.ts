import { getExportPreview } from "@/capabilities/admin/export/preview";
import { json, route } from "@/platform/http";

/** 'Preview AI Data': the export's figures and what one comprehensive row holds. */
export const GET = route({ access: "admin" }, async () =>
  json(await getExportPreview(), 200, { "Cache-Control": "no-store" }),
);
