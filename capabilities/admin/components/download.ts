"use client";

import { errorOf } from "@/platform/http/api-client";
import { handleAdminError } from "./admin-session";
import { withStepUp } from "./step-up";

export type ExportFormat = "csv" | "json";
export type ExportType = "standard" | "comprehensive";

/** `/api/admin/export?format=&type=&t=<now>`: `t` keeps caches out of the way (spec section 7). */
export function exportUrl(format: ExportFormat, type: ExportType, now = Date.now()): string {
  const query = new URLSearchParams({ format, type, t: String(now) });
  return `/api/admin/export?${query}`;
}

/** The file name the server gave in Content-Disposition, else a sensible one. */
export function filenameOf(response: Response, fallback: string): string {
  const header = response.headers.get("content-disposition") ?? "";
  return header.match(/filename="?([^";]+)"?/i)?.[1] ?? fallback;
}

/**
 * Downloads an export with the session cookie and saves it under the server's file name.
 * Throws ApiError on a failed answer (after ending the session on 401/403).
 */
export async function downloadExport(format: ExportFormat, type: ExportType): Promise<string> {
  const response = await withStepUp(async () => {
    const answer = await fetch(exportUrl(format, type), {
      credentials: "same-origin",
      cache: "no-store",
    });
    if (!answer.ok) throw await errorOf(answer);
    return answer;
  }).catch((error: unknown) => {
    handleAdminError(error);
    throw error;
  });
  const blob = await response.blob();
  const filename = filenameOf(response, `ai-readiness-${type}.${format}`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the blob goes.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
  return filename;
}
