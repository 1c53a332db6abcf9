import { spriteHref } from "@/platform/ui/icons/sprite-file";

/**
 * The two chapter emblems, drawn here as simple SVG (no external or third-party artwork), in a
 * sprite of their own (/chapter-emblems.svg): the landing page names them instead of sending
 * their paths in its markup and again in its payload (#27).
 */
const NAVY = "var(--primary)";
const GOLD = "var(--brand-gold)";

const emblem = (id: string, drawing: string) =>
  `<symbol id="${id}" viewBox="0 0 64 64">` +
  `<circle cx="32" cy="32" r="31" fill="${NAVY}"/>` +
  `<circle cx="32" cy="32" r="27" fill="none" stroke="${GOLD}" stroke-width="1.2" opacity="0.7"/>` +
  `${drawing}</symbol>`;

const wave = (d: string, width: number, opacity: number) =>
  `<path d="${d}" fill="none" stroke="white" stroke-width="${width}" stroke-linecap="round" opacity="${opacity}"/>`;

/** Mountains over the harbour. */
const VANCOUVER = emblem(
  "vancouver",
  `<path d="M12 40 22 26l5 6 8-12 17 20Z" fill="${GOLD}"/>` +
    `<path d="M31.5 24.6 35 20l4.2 4.9-2.7-1.2-2.1 2.3-1.4-1.9Z" fill="white" opacity="0.9"/>` +
    wave(
      "M14 45.5c3 0 3-1.6 6-1.6s3 1.6 6 1.6 3-1.6 6-1.6 3 1.6 6 1.6 3-1.6 6-1.6 3 1.6 6 1.6",
      1.8,
      0.85,
    ),
);

/** An evergreen on the island shore. */
const VANCOUVER_ISLAND = emblem(
  "vancouver-island",
  `<path d="M32 15 24 27h4l-6 8h5l-7 8h24l-7-8h5l-6-8h4Z" fill="${GOLD}"/>` +
    `<rect x="30.5" y="43" width="3" height="4" rx="0.6" fill="${GOLD}"/>` +
    wave("M16 47.5c4-2.2 10-3 16-3s12 .8 16 3", 1.8, 0.85) +
    wave(
      "M20 51.5c2.4 0 2.4-1.2 4.8-1.2s2.4 1.2 4.8 1.2 2.4-1.2 4.8-1.2 2.4 1.2 4.8 1.2 2.4-1.2 4.8-1.2",
      1.4,
      0.6,
    ),
);

export const CHAPTER_EMBLEMS = `<svg xmlns="http://www.w3.org/2000/svg">${VANCOUVER}${VANCOUVER_ISLAND}</svg>`;

export const CHAPTER_EMBLEMS_HREF = spriteHref("/chapter-emblems.svg", CHAPTER_EMBLEMS);

export type ChapterEmblem = "vancouver" | "vancouver-island";
