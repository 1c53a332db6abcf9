import { renderToBuffer, type DocumentProps } from "@react-pdf/renderer";
import { createElement, type ReactElement } from "react";
import { ReportDocument, type ReportPdfInput } from "./report-document";
import { RoadmapDocument, type RoadmapPdfInput } from "./roadmap-document";

export type { ReportPdfInput } from "./report-document";
export type { RoadmapPdfInput } from "./roadmap-document";

/**
 * The PDF deliverables as bytes, for route handlers and e-mail attachments (Node runtime:
 * react-pdf needs Node streams and Buffer). Built-in Helvetica only: nothing is fetched.
 *
 * No `import "server-only"`: rendering is pure (no secrets, no I/O), and the guard would make
 * these functions unusable from plain Node scripts, where react-pdf must NOT be loaded with the
 * `react-server` condition (its reconciler needs React's client internals).
 */

export function renderReportPdf(input: ReportPdfInput): Promise<Buffer> {
  return renderToBuffer(asDocument(createElement(ReportDocument, input)));
}

export function renderRoadmapPdf(input: RoadmapPdfInput): Promise<Buffer> {
  return renderToBuffer(asDocument(createElement(RoadmapDocument, input)));
}

/** renderToBuffer's type wants a <Document> element; these components render one. */
function asDocument(element: ReactElement): ReactElement<DocumentProps> {
  return element as ReactElement<DocumentProps>;
}
