import { readFileSync } from "node:fs";
import * as hb from "harfbuzzjs";

import { INTER_FILE, interSubset } from "./inter-subset";

const shipped = readFileSync(INTER_FILE);

/** The advance of each figure of "0123456789" as the app's Inter sets them, with `features`. */
async function figureWidths(features: hb.Feature[] = []): Promise<number[]> {
  const font = new hb.Font(new hb.Face(new hb.Blob(new Uint8Array(await interSubset("truetype")))));
  const buffer = new hb.Buffer();
  buffer.addText("0123456789");
  buffer.guessSegmentProperties();
  hb.shape(font, buffer, features);
  return buffer.getGlyphPositions().map(({ xAdvance }) => xAdvance);
}

describe("the app's Inter", () => {
  it("is the installed Inter cut to the weights the styles use: run `npm run font:subset` after an upgrade", async () => {
    expect((await interSubset()).equals(shipped)).toBe(true);
    const whole = readFileSync(
      "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    );
    expect(shipped.length).toBeLessThan(whole.length * 0.6);
  });

  it("keeps the tabular figures that line up the admin's and the report's numbers", async () => {
    expect(new Set(await figureWidths()).size).toBeGreaterThan(1);
    expect(new Set(await figureWidths([new hb.Feature("tnum")])).size).toBe(1);
  });
});
