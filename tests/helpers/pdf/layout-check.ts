import type { PdfPage, TextBox } from "@/tests/helpers/pdf/text-boxes";
import { styles } from "@/capabilities/report/pdf/theme";

/**
 * What a reader of a printed document notices about its layout, found in the positioned text of
 * its pages (pdf-text-boxes.ts): text drawn over text, a heading left at the foot of a page
 * with its content on the next, and a page left mostly empty before its section goes on.
 */

export type LayoutProblemKind = "overlap" | "lone heading" | "half-empty page";

export interface LayoutProblem {
  kind: LayoutProblemKind;
  /** From 1, as printed in the footer. */
  page: number;
  detail: string;
}

/** Points two runs may share before one counts as drawn over the other (kerning, rounding). */
const OVERLAP_TOLERANCE = 1;
/** A page under this share of its content height is half empty. */
const MIN_FILL = 0.5;
const PADDING_TOP = Number(styles.page.paddingTop);
const PADDING_BOTTOM = Number(styles.page.paddingBottom);
const SECTION_TITLE_SIZE = Number(styles.sectionTitle.fontSize);

const bold = (box: TextBox) => /Bold/.test(box.font);
const hasLetters = (text: string) => /[a-z]/i.test(text);
const quote = (text: string, max = 60) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return `"${flat.length > max ? `${flat.slice(0, max - 1)}…` : flat}"`;
};

/** The running header and footer, in the page's margins, are not its content. */
function body(page: PdfPage): TextBox[] {
  return page.boxes.filter(
    (b) => b.text.trim() && b.top >= PADDING_TOP / 2 && b.top <= page.height - PADDING_BOTTOM,
  );
}

/** A section's title, e.g. "Recommended AI Applications" beside its number "07". */
const isSectionTitle = (box: TextBox) =>
  bold(box) && box.size === SECTION_TITLE_SIZE && hasLetters(box.text);

/** Runs side by side that share most of their height: one line, e.g. "07" and its title. */
function lines(boxes: TextBox[]): TextBox[][] {
  const sorted = [...boxes].sort((a, b) => a.bottom - b.bottom || a.left - b.left);
  const result: TextBox[][] = [];
  for (const box of sorted) {
    const line = result.find((l) => {
      const last = l[l.length - 1];
      const shared = Math.min(last.bottom, box.bottom) - Math.max(last.top, box.top);
      const lower = Math.min(last.bottom - last.top, box.bottom - box.top);
      return shared > lower / 2 && box.left >= last.left && box.left - last.right < box.size;
    });
    if (line) line.push(box);
    else result.push([box]);
  }
  return result;
}

const lineText = (line: TextBox[]) => line.map((b) => b.text.trim()).join(" ");

/**
 * A line all in bold that reads as a heading: a title from 11 pt up to a section's title, or a
 * label in capitals. Larger bold text is a figure or a name (a tile's value, the title band).
 */
function isHeading(line: TextBox[]): boolean {
  const text = lineText(line);
  return (
    line.every((b) => bold(b) && b.size <= SECTION_TITLE_SIZE) &&
    hasLetters(text) &&
    (line.some((b) => b.size >= 11) || text === text.toUpperCase())
  );
}

function overlaps(page: PdfPage, n: number): LayoutProblem[] {
  const boxes = page.boxes.filter((b) => b.text.trim());
  const found: LayoutProblem[] = [];
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, b] = [boxes[i], boxes[j]];
      const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (width > OVERLAP_TOLERANCE && height > OVERLAP_TOLERANCE)
        found.push({
          kind: "overlap",
          page: n,
          detail: `${quote(a.text)} and ${quote(b.text)} are drawn over each other`,
        });
    }
  }
  return found;
}

function loneHeading(page: PdfPage, n: number): LayoutProblem[] {
  const last = lines(body(page)).at(-1);
  return last && isHeading(last)
    ? [{ kind: "lone heading", page: n, detail: `${quote(lineText(last))} ends the page` }]
    : [];
}

/** Whether a page opens with a section's title, so that the page before ends a section. */
function startsSection(page: PdfPage): boolean {
  const content = body(page);
  const top = Math.min(...content.map((b) => b.top));
  return content.some((b) => isSectionTitle(b) && b.top <= top + 1);
}

function halfEmpty(pages: PdfPage[], i: number): LayoutProblem[] {
  const page = pages[i];
  const next = pages[i + 1];
  if (!next || startsSection(next)) return [];
  const content = body(page);
  const lowest = Math.max(PADDING_TOP, ...content.map((b) => b.bottom));
  const fill = (lowest - PADDING_TOP) / (page.height - PADDING_TOP - PADDING_BOTTOM);
  if (fill >= MIN_FILL) return [];
  const ends = lines(content).at(-1);
  const opens = lines(body(next))[0];
  return [
    {
      kind: "half-empty page",
      page: i + 1,
      detail:
        `${Math.round(fill * 100)}% full, ending with ${quote(ends ? lineText(ends) : "")}` +
        ` while its section goes on with ${quote(opens ? lineText(opens) : "")}`,
    },
  ];
}

/** Every layout problem of a rendered document, page by page. */
export function layoutProblems(pages: PdfPage[]): LayoutProblem[] {
  return pages.flatMap((page, i) => [
    ...overlaps(page, i + 1),
    ...loneHeading(page, i + 1),
    ...halfEmpty(pages, i),
  ]);
}
