import { z } from "zod";
import { oneOf } from "@/platform/http/paging";

export const exportFormats = ["csv", "json"] as const;
export const exportTypes = ["standard", "comprehensive"] as const;
export type ExportFormat = (typeof exportFormats)[number];
export type ExportType = (typeof exportTypes)[number];

/** `GET /api/admin/export?format=&type=&t=`: `t` is the client's cache-buster and is ignored. */
export const exportQuerySchema = z.object({
  format: oneOf("format", exportFormats, "csv"),
  type: oneOf("type", exportTypes, "standard"),
});
export type ExportQuery = z.infer<typeof exportQuerySchema>;
