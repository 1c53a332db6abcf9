/** `npm run font:subset`: writes the app's Inter (scripts/fonts/inter-subset.ts) after an upgrade. */
import { writeFileSync } from "node:fs";

import { INTER_FILE, interSubset } from "./inter-subset";

const font = await interSubset();
writeFileSync(INTER_FILE, font);
console.log(`${INTER_FILE}: ${font.length} bytes`);
