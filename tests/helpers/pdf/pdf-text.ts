import { inflateSync } from "node:zlib";

/** Reading a rendered PDF in tests, without any system tool. */

/** Pages of a PDF: `/Type /Page` objects, not the `/Type /Pages` tree. */
export function pageCount(pdf: Buffer): number {
  return pdf.toString("latin1").match(/\/Type\s*\/Page(?!s)\b/g)?.length ?? 0;
}

/**
 * The text drawn on the pages, without any system tool: inflate each content stream and decode
 * the strings of its TJ/Tj operators (react-pdf writes the built-in fonts' text as hex strings).
 */
export function pdfText(pdf: Buffer): string {
  // Lines wrap anywhere: compare with all whitespace as single spaces.
  return pdfRuns(pdf)
    .map((run) => run.text)
    .join(" ")
    .replace(/\s+/g, " ");
}

/** Each run of text drawn, with the font size it was drawn at (the last `Tf` before it). */
export function pdfRuns(pdf: Buffer): { text: string; size: number }[] {
  const raw = pdf.toString("latin1");
  const runs: { text: string; size: number }[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1], "latin1")).toString("latin1");
    } catch {
      content = match[1];
    }
    let size = 0;
    for (const op of content.matchAll(
      /\/[\w+-]+\s+([\d.]+)\s+Tf|\[((?:[^\]\\]|\\.)*)\]\s*TJ|(<[0-9a-fA-F]*>|\((?:[^)\\]|\\.)*\))\s*Tj/g,
    )) {
      if (op[1] !== undefined) {
        size = Number(op[1]);
        continue;
      }
      const body = op[2] ?? op[3];
      let text = "";
      for (const piece of body.matchAll(/<[0-9a-fA-F]*>|\((?:[^)\\]|\\.)*\)/g)) {
        text += pdfStringBytes(piece[0]).toString("latin1");
      }
      runs.push({ text, size });
    }
  }
  return runs;
}

/** The bytes of a PDF string, `<hex>` or `(literal)` (escapes kept as written). */
export function pdfStringBytes(token: string): Buffer {
  return token.startsWith("<")
    ? Buffer.from(token.slice(1, -1), "hex")
    : Buffer.from(token.slice(1, -1), "latin1");
}

/** Each page's size in points, [width, height], from its MediaBox. */
export function pageSizes(pdf: Buffer): [number, number][] {
  return [...pdf.toString("latin1").matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map(
    (m) => [Math.round(Number(m[1])), Math.round(Number(m[2]))],
  );
}
