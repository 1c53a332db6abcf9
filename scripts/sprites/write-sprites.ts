/** `npm run sprites`: writes the SVG sprites to public/ after an icon or emblem changes. */
import { writeFileSync } from "node:fs";

import { SPRITE_FILES } from "./sprite-files";

for (const [file, sprite] of Object.entries(SPRITE_FILES)) {
  writeFileSync(file, sprite);
  console.log(`${file}: ${sprite.length} bytes`);
}
