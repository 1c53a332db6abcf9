import { readFileSync } from "node:fs";

import { SPRITE_FILES } from "./sprite-files";

describe("the sprites in public/", () => {
  it.each(Object.entries(SPRITE_FILES))(
    "%s is the sprite the pages name: run `npm run sprites` after an icon or emblem changes",
    (file, sprite) => {
      expect(readFileSync(file, "utf8")).toBe(sprite);
    },
  );
});
