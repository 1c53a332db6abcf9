/**
 * A PDF's text in reading order, for a reviewer to read: each page's runs of text put back
 * into lines by where they sit, side-by-side columns read one after the other (not across),
 * a blank line where the space above a line is wider than between the lines of a paragraph,
 * and a marker at each new page.
 */
import { pdfPages, type TextBox } from "@/tests/helpers/pdf/text-boxes";

/** Runs whose vertical middles are within this share of the font size sit on one line. */
const SAME_LINE = 0.5;
/** A horizontal gap wider than this many font sizes separates columns, not words. */
const COLUMN_GAP = 2.5;
/** How far (points) a run may start from its column's left edge and still belong to it. */
const COLUMN_SLACK = 12;

/** Runs of one line that read as one piece of text. */
interface Segment {
  text: string;
  left: number;
  right: number;
  top: number;
  size: number;
}

const middle = (box: { top: number; bottom: number }) => (box.top + box.bottom) / 2;

/** The runs of a page grouped into lines, top to bottom, each split where a column gap is. */
function linesOf(boxes: readonly TextBox[]): Segment[][] {
  const lines: TextBox[][] = [];
  const ordered = boxes
    .filter((box) => box.text.trim())
    .sort((a, b) => a.top - b.top || a.left - b.left);
  for (const box of ordered) {
    const line = lines.find(
      (l) => Math.abs(middle(l[0]) - middle(box)) <= SAME_LINE * Math.max(l[0].size, box.size),
    );
    if (line) line.push(box);
    else lines.push([box]);
  }
  return lines.map(segmentsOf).sort((a, b) => a[0].top - b[0].top);
}

function segmentsOf(line: TextBox[]): Segment[] {
  const segments: Segment[] = [];
  for (const box of [...line].sort((a, b) => a.left - b.left)) {
    const last = segments.at(-1);
    const gap = last ? box.left - last.right : Infinity;
    if (last && gap <= COLUMN_GAP * Math.max(last.size, box.size)) {
      const apart = gap > box.size * 0.15 && !/\s$/.test(last.text) && !/^\s/.test(box.text);
      last.text += (apart ? " " : "") + box.text;
      last.right = Math.max(last.right, box.right);
      last.top = Math.min(last.top, box.top);
      last.size = Math.max(last.size, box.size);
    } else {
      segments.push({ ...box, text: box.text });
    }
  }
  return segments.map((s) => ({ ...s, text: s.text.replace(/[ \t]+/g, " ").trim() }));
}

/** The usual distance from one line's top to the next, per font size: a paragraph's lines. */
function usualPitches(pages: Segment[][][]): Map<number, number> {
  const counts = new Map<number, Map<number, number>>();
  for (const lines of pages) {
    lines.forEach((line, i) => {
      const next = lines[i + 1];
      if (!next || next[0].size !== line[0].size) return;
      const pitch = Math.round((next[0].top - line[0].top) * 2) / 2;
      const bySize = counts.get(line[0].size) ?? new Map<number, number>();
      bySize.set(pitch, (bySize.get(pitch) ?? 0) + 1);
      counts.set(line[0].size, bySize);
    });
  }
  return new Map(
    [...counts].map(([size, bySize]) => [size, [...bySize].sort((a, b) => b[1] - a[1])[0][0]]),
  );
}

/**
 * The page's segments in reading order: a run of lines set in side-by-side columns (lines of
 * several segments starting at the same edges, and the lines that continue one column under
 * them) is read column by column.
 */
function readingOrder(lines: Segment[][], isBreak: (above: Segment, line: Segment) => boolean) {
  const blocks: Segment[][] = [];
  let columns: number[] = [];
  let region: Segment[][] = [];
  const flush = () => {
    region.forEach((column) => column.length && blocks.push(column));
    region = [];
    columns = [];
  };
  const columnOf = (s: Segment) => columns.findLastIndex((left) => s.left >= left - COLUMN_SLACK);
  for (const line of lines) {
    const aligned =
      line.length === columns.length &&
      line.every((s, i) => Math.abs(s.left - columns[i]) <= COLUMN_SLACK);
    const column = line.length === 1 && columns.length ? columnOf(line[0]) : -1;
    const continues =
      column >= 0 &&
      (column === columns.length - 1 || line[0].right < columns[column + 1]) &&
      region[column].length > 0 &&
      !isBreak(region[column].at(-1)!, line[0]);
    if (aligned) line.forEach((s, i) => region[i].push(s));
    else if (continues) region[column].push(line[0]);
    else if (line.length > 1) {
      flush();
      columns = line.map((s) => s.left);
      region = line.map((s) => [s]);
    } else {
      flush();
      blocks.push([line[0]]);
    }
  }
  flush();
  return blocks;
}

export async function pdfReadingText(pdf: Buffer): Promise<string> {
  const pages = (await pdfPages(pdf)).map((page) => linesOf(page.boxes));
  const pitches = usualPitches(pages);
  const isBreak = (above: Segment, line: Segment) =>
    above.size !== line.size ||
    line.top <= above.top ||
    line.top - above.top > (pitches.get(line.size) ?? line.size * 1.5) * 1.12 + 0.5;
  const out: string[] = [];
  pages.forEach((lines, index) => {
    out.push(`[page ${index + 1}]`);
    let above: Segment | undefined;
    for (const block of readingOrder(lines, isBreak)) {
      for (const segment of block) {
        if (above && isBreak(above, segment)) out.push("");
        out.push(segment.text);
        above = segment;
      }
    }
    out.push("");
  });
  return `${out
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trimEnd()}\n`;
}
