import { readFileSync } from "node:fs";

import { INTER_FILE, interSubset } from "./inter-subset";

describe("the app's Inter", () => {
  it("is the installed Inter cut to the weights the styles use: run `npm run font:subset` after an upgrade", async () => {
    const shipped = readFileSync(INTER_FILE);
    expect((await interSubset()).equals(shipped)).toBe(true);
    const whole = readFileSync(
      "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    );
    expect(shipped.length).toBeLessThan(whole.length * 0.7);
  });
});
