import { renderToBuffer, type DocumentProps } from "@react-pdf/renderer";
import type { ReactElement } from "react";

/**
 * A react-pdf document as bytes, for route handlers and e-mail attachments (Node runtime:
 * react-pdf needs Node streams and Buffer). The element must render a <Document>.
 *
 * No `import "server-only"`: rendering is pure (no secrets, no I/O), and the guard would make
 * it unusable from plain Node scripts, where react-pdf must NOT be loaded with the
 * `react-server` condition (its reconciler needs React's client internals).
 */
export function renderPdf(document: ReactElement): Promise<Buffer> {
  // renderToBuffer's type wants a <Document> element; the callers' components render one.
  return renderToBuffer(document as ReactElement<DocumentProps>);
}
