import { createElement } from "react";
import { renderPdf } from "@/platform/pdf/render";
import type { IndexSnapshot } from "../types";
import { PressPack } from "./press-pack";

let last: { computedAt: string; pdf: Promise<Buffer> } | null = null;

/**
 * The press pack of a published snapshot, rendered once per snapshot (kept in memory until the
 * next one): downloads never lay the PDF out again.
 */
export function pressPackPdf(snapshot: IndexSnapshot): Promise<Buffer> {
  if (last?.computedAt !== snapshot.computedAt) {
    const pdf = renderPdf(createElement(PressPack, { snapshot }));
    last = { computedAt: snapshot.computedAt, pdf };
    pdf.catch(() => {
      if (last?.pdf === pdf) last = null;
    });
  }
  return last.pdf;
}
