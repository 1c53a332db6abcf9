import { readFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";

/**
 * The app's Inter: @fontsource-variable/inter's Latin file, with its characters, cut to the
 * weights the styles use (400 to 700, Tailwind's normal to bold) and to the OpenType features text
 * needs or the styles ask for. A phone loads the font before its first paint; the whole 100-900
 * axis with every feature is 49 kB, the cut one 24 kB.
 */
export const INTER_FILE = path.join(
  process.cwd(),
  "platform/ui/fonts/inter-latin-wght-400-700.woff2",
);

const SOURCE = "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";

// @fontsource-variable/inter's unicode-range for its Latin file.
const LATIN: [number, number?][] = [
  [0x20, 0xff],
  [0x131],
  [0x152, 0x153],
  [0x2bb, 0x2bc],
  [0x2c6],
  [0x2da],
  [0x2dc],
  [0x304],
  [0x308],
  [0x329],
  [0x2000, 0x206f],
  [0x20ac],
  [0x2122],
  [0x2191],
  [0x2193],
  [0x2212],
  [0x2215],
  [0xfeff],
  [0xfffd],
];

/**
 * Kerning, accents (ccmp, locl, mark, mkmk) and the tabular figures `tabular-nums` asks for (tnum).
 * Inter's contextual alternates, fractions and stylistic sets, 6 kB, are left out.
 */
const FEATURES = ["kern", "ccmp", "locl", "mark", "mkmk", "tnum"];

/** The cut, as the app ships it (woff2) or as a plain font file to read back ("truetype"). */
export function interSubset(format: "woff2" | "truetype" = "woff2"): Promise<Buffer> {
  const text = LATIN.flatMap(([from, to = from]) =>
    Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
  ).join("");
  return subsetFont(readFileSync(path.join(process.cwd(), SOURCE)), text, {
    targetFormat: format,
    variationAxes: { wght: { min: 400, max: 700 } },
    keepFeatures: FEATURES,
  });
}
