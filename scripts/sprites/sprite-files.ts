import { CHAPTER_EMBLEMS } from "@/app/(public)/_landing/chapter-emblems";
import { ICON_SPRITE } from "@/platform/ui/icons/sprite";

/**
 * The SVG sprites, served as files from public/: Next.js gzips a public file for a browser that
 * accepts it, but drops the "content-encoding" of a route handler's own compressed body (#27).
 * next.config.ts lets browsers keep them for good; their addresses carry a hash of their content.
 */
export const SPRITE_FILES: Record<string, string> = {
  "public/icons.svg": ICON_SPRITE,
  "public/chapter-emblems.svg": CHAPTER_EMBLEMS,
};
