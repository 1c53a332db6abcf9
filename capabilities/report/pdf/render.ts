import { createElement } from "react";
import { renderPdf } from "@/platform/pdf/render";
import { ReportDocument, type ReportPdfInput } from "./report-document";
import { RoadmapDocument, type RoadmapPdfInput } from "./roadmap-document";

export type { ReportPdfInput } from "./report-document";
export type { RoadmapPdfInput } from "./roadmap-document";

/** The PDF deliverables as bytes (platform/pdf/render.ts). Built-in Helvetica only: nothing is fetched. */

export function renderReportPdf(input: ReportPdfInput): Promise<Buffer> {
  return renderPdf(createElement(ReportDocument, input));
}

export function renderRoadmapPdf(input: RoadmapPdfInput): Promise<Buffer> {
  return renderPdf(createElement(RoadmapDocument, input));
}
