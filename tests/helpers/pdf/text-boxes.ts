import { inflateSync } from "node:zlib";
import { Font } from "@react-pdf/renderer";
import { pdfStringBytes } from "@/tests/helpers/pdf/pdf-text";

/**
 * Where each run of text sits on its page, read from a rendered PDF for layout tests, without
 * any system tool. It reads what react-pdf writes (`q`/`Q`, `cm`, then `BT Tm Tf [..] TJ ET`
 * per run in one of the built-in fonts) and measures each run with those fonts' metrics.
 */

export interface TextBox {
  text: string;
  /** The built-in font, e.g. "Helvetica-Bold". */
  font: string;
  size: number;
  /** From the page's top-left corner, in points; the glyphs' ascent to descent. */
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface PdfPage {
  width: number;
  height: number;
  boxes: TextBox[];
}

type Matrix = [number, number, number, number, number, number];

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
/** Helvetica's ascender and descender, in thousandths of the font size. */
const ASCENT = 718;
const DESCENT = 207;
/** Bytes 0x80-0x9f of the built-in fonts' WinAnsi encoding (elsewhere it is Latin-1). */
const WIN_ANSI_80 = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

/** a x b: first a, then b. */
function multiply(a: Matrix, b: Matrix): Matrix {
  return [
    a[0] * b[0] + a[1] * b[2],
    a[0] * b[1] + a[1] * b[3],
    a[2] * b[0] + a[3] * b[2],
    a[2] * b[1] + a[3] * b[3],
    a[4] * b[0] + a[5] * b[2] + b[4],
    a[4] * b[1] + a[5] * b[3] + b[5],
  ];
}

const apply = (m: Matrix, x: number, y: number) => [
  m[0] * x + m[2] * y + m[4],
  m[1] * x + m[3] * y + m[5],
];

function winAnsi(bytes: Buffer): string {
  return [...bytes]
    .map((b) => (b >= 0x80 && b < 0xa0 ? WIN_ANSI_80[b - 0x80] : String.fromCharCode(b)))
    .join("");
}

interface PdfObject {
  dict: string;
  stream?: string;
}

/** The PDF's objects by number; a stream is read by its /Length, as its bytes may hold anything. */
function objects(raw: string): Map<number, PdfObject> {
  const found = new Map<number, PdfObject>();
  const start = /(\d+) 0 obj\b/g;
  for (let m = start.exec(raw); m; m = start.exec(raw)) {
    const from = m.index + m[0].length;
    const head = raw.slice(from, raw.indexOf("endobj", from));
    const length = head.match(/\/Length (\d+)\b(?! \d+ R)/);
    const stream = head.match(/stream\r?\n/);
    if (!length || stream?.index === undefined) {
      found.set(Number(m[1]), { dict: head });
      continue;
    }
    const body = from + stream.index + stream[0].length;
    const end = body + Number(length[1]);
    found.set(Number(m[1]), { dict: head.slice(0, stream.index), stream: raw.slice(body, end) });
    start.lastIndex = end;
  }
  return found;
}

const refs = (text: string) => [...text.matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));

/** Page objects in reading order, from the page tree. */
function pageObjects(objs: Map<number, PdfObject>): string[] {
  const dicts = new Map([...objs].map(([n, o]) => [n, o.dict]));
  const isTree = (dict: string) => /\/Type\s*\/Pages\b/.test(dict);
  const walk = (dict: string): string[] =>
    isTree(dict)
      ? refs(dict.match(/\/Kids\s*\[([^\]]*)\]/)?.[1] ?? "").flatMap((n) => walk(dicts.get(n)!))
      : [dict];
  const root = [...dicts.values()].find((d) => isTree(d) && !/\/Parent/.test(d));
  return root ? walk(root) : [];
}

/** Resource names of fonts ("F1") to their built-in font ("Helvetica-Bold"). */
function fontNames(objs: Map<number, PdfObject>): Map<string, string> {
  const names = new Map<string, string>();
  const dicts = [...objs.values()].map((o) => o.dict).join("\n");
  for (const m of dicts.matchAll(/\/([\w+-]+)\s+(\d+) 0 R/g)) {
    const base = objs
      .get(Number(m[2]))
      ?.dict.match(/\/Type\s*\/Font[\s\S]*?\/BaseFont\s*\/([\w+-]+)/);
    if (base) names.set(m[1], base[1]);
  }
  return names;
}

function streamContent(obj: PdfObject | undefined): string {
  const bytes = Buffer.from(obj?.stream ?? "", "latin1");
  return /\/FlateDecode/.test(obj?.dict ?? "")
    ? inflateSync(bytes).toString("latin1")
    : bytes.toString("latin1");
}

type Measure = (font: string, text: string) => number;

/** Width in thousandths of the font size, with the built-in fonts' metrics as react-pdf uses. */
async function measurer(fonts: Iterable<string>): Promise<Measure> {
  const widths = new Map<string, (text: string) => number>();
  for (const name of fonts) {
    const source = Font.getFont({ fontFamily: name });
    await source.load();
    const data = source.data;
    if (data) widths.set(name, (text) => data.layout(text).advanceWidth);
  }
  // A font react-pdf does not know: about an average Helvetica letter per character.
  return (font, text) => widths.get(font)?.(text) ?? text.length * 556;
}

const OPERATORS = new RegExp(
  [
    /(-?[\d.]+(?:\s+-?[\d.]+){5})\s+(cm|Tm)\b/.source,
    /\/([\w+-]+)\s+([\d.]+)\s+Tf\b/.source,
    /\[((?:[^\]\\]|\\.)*)\]\s*TJ/.source,
    /(?<![\w/])(q|Q|BT)(?![\w])/.source,
  ].join("|"),
  "g",
);

function pageBoxes(content: string, height: number, fonts: Map<string, string>, measure: Measure) {
  const boxes: TextBox[] = [];
  const stack: Matrix[] = [];
  let ctm = IDENTITY;
  let tm = IDENTITY;
  let font = "";
  let size = 0;
  for (const op of content.matchAll(OPERATORS)) {
    if (op[2] === "cm") ctm = multiply(op[1].trim().split(/\s+/).map(Number) as Matrix, ctm);
    else if (op[2] === "Tm") tm = op[1].trim().split(/\s+/).map(Number) as Matrix;
    else if (op[3] !== undefined) {
      font = fonts.get(op[3]) ?? op[3];
      size = Number(op[4]);
    } else if (op[6] === "q") stack.push(ctm);
    else if (op[6] === "Q") ctm = stack.pop() ?? IDENTITY;
    else if (op[6] === "BT") tm = IDENTITY;
    else if (op[5] !== undefined) {
      let text = "";
      let advance = 0;
      for (const piece of op[5].matchAll(/<([0-9a-fA-F]*)>|\(((?:[^)\\]|\\.)*)\)|(-?[\d.]+)/g)) {
        if (piece[3] !== undefined) {
          advance -= Number(piece[3]);
          continue;
        }
        const decoded = winAnsi(pdfStringBytes(piece[0]));
        text += decoded;
        advance += measure(font, decoded);
      }
      const m = multiply(tm, ctm);
      const [x0, y0] = apply(m, 0, (-DESCENT * size) / 1000);
      const [x1, y1] = apply(m, (advance * size) / 1000, (ASCENT * size) / 1000);
      boxes.push({
        text,
        font,
        size,
        left: Math.min(x0, x1),
        right: Math.max(x0, x1),
        top: height - Math.max(y0, y1),
        bottom: height - Math.min(y0, y1),
      });
    }
  }
  return boxes;
}

/** Every page of a PDF made by react-pdf with its runs of text and where they sit. */
export async function pdfPages(pdf: Buffer): Promise<PdfPage[]> {
  const objs = objects(pdf.toString("latin1"));
  const fonts = fontNames(objs);
  const measure = await measurer(new Set(fonts.values()));
  return pageObjects(objs).map((page) => {
    const box = page.match(/\/MediaBox\s*\[\s*[\d.]+\s+[\d.]+\s+([\d.]+)\s+([\d.]+)\s*\]/);
    const [width, height] = [Number(box?.[1]), Number(box?.[2])];
    const contents = refs(page.match(/\/Contents\s*(\[[^\]]*\]|\d+ 0 R)/)?.[1] ?? "");
    const content = contents.map((n) => streamContent(objs.get(n))).join("\n");
    return { width, height, boxes: pageBoxes(content, height, fonts, measure) };
  });
}
