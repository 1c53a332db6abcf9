import "server-only";
import { AppError } from "@/platform/errors";
import type { PdfFile } from "./pdf";

export function pdfResponse(file: PdfFile | null, missing: string): Response {
  if (!file) throw new AppError("not_found", missing);
  return new Response(new Uint8Array(file.content), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
