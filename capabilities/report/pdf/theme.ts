import { Font, StyleSheet } from "@react-pdf/renderer";
import type { BadgeVariant } from "@/model/documents/format";

/**
 * The look of the PDF deliverables: the brand's navy and gold on white, Helvetica (built into
 * every PDF reader, so nothing is embedded or fetched), US Letter or A4 with generous margins.
 */

// Whole words only: react-pdf's default hyphenation breaks words mid-line ("strat-egy").
Font.registerHyphenationCallback((word) => [word]);

export const colors = {
  navy: "#27367a",
  navyDark: "#1b2659",
  navyTint: "#e8ebf5",
  navySoft: "#f4f6fb",
  gold: "#d4a017",
  goldTint: "#fbf3dc",
  ink: "#1d2333",
  muted: "#5a6275",
  border: "#dde1ec",
  white: "#ffffff",
  red: "#b42318",
  green: "#1f7a4d",
} as const;

export const fonts = {
  regular: "Helvetica",
  bold: "Helvetica-Bold",
  italic: "Helvetica-Oblique",
} as const;

export const PAGE_MARGIN = 48;

/** The paper: US Letter for North America by default, A4 by a setting (REPORT_PAGE_SIZE). */
export type PdfPageSize = "LETTER" | "A4";
export const DEFAULT_PAGE_SIZE: PdfPageSize = "LETTER";
/** Width and height in points. */
export const PAGE_SIZES: Record<PdfPageSize, { width: number; height: number }> = {
  LETTER: { width: 612, height: 792 },
  A4: { width: 595.28, height: 841.89 },
};

/** Badge colours, the same variants as the on-screen badges. */
export const badgeColors: Record<BadgeVariant, { bg: string; fg: string; border: string }> = {
  default: { bg: colors.navy, fg: colors.white, border: colors.navy },
  secondary: { bg: colors.navyTint, fg: colors.navy, border: colors.navyTint },
  destructive: { bg: colors.red, fg: colors.white, border: colors.red },
  outline: { bg: colors.white, fg: colors.ink, border: "#b9c0d4" },
};

export const styles = StyleSheet.create({
  page: {
    paddingTop: 78,
    paddingBottom: 64,
    paddingHorizontal: PAGE_MARGIN,
    fontFamily: fonts.regular,
    fontSize: 10,
    lineHeight: 1.5,
    color: colors.ink,
    backgroundColor: colors.white,
  },
  runningHeader: {
    position: "absolute",
    top: 28,
    left: PAGE_MARGIN,
    right: PAGE_MARGIN,
    flexDirection: "row",
    justifyContent: "space-between",
    alignItems: "flex-end",
    paddingBottom: 8,
    borderBottomWidth: 1.5,
    borderBottomColor: colors.gold,
  },
  brand: {
    fontFamily: fonts.bold,
    fontSize: 8,
    letterSpacing: 1.6,
    color: colors.navy,
  },
  runningMeta: { fontSize: 8, color: colors.muted },
  footer: {
    // Placed from the top (PageChrome adds `top` for the page size): react-pdf 4.9 drops a
    // fixed element placed with `bottom` on a padded page.
    position: "absolute",
    left: PAGE_MARGIN,
    right: PAGE_MARGIN,
    flexDirection: "row",
    justifyContent: "space-between",
    paddingTop: 8,
    borderTopWidth: 0.75,
    borderTopColor: colors.border,
    fontSize: 7.5,
    color: colors.muted,
  },
  /** The space after a section, before the next one's rule. */
  sectionEnd: { height: 20 },
  sectionHeading: { flexDirection: "row", alignItems: "flex-end", marginBottom: 10 },
  sectionNumber: {
    fontFamily: fonts.bold,
    fontSize: 10,
    color: colors.gold,
    marginRight: 8,
    marginBottom: 1.8,
    letterSpacing: 1,
    lineHeight: 1.2,
  },
  sectionTitle: { fontFamily: fonts.bold, fontSize: 15, color: colors.navy, lineHeight: 1.2 },
  sectionRule: { height: 2, width: 28, backgroundColor: colors.gold, marginBottom: 6 },
  h3: { fontFamily: fonts.bold, fontSize: 11, color: colors.ink, marginBottom: 4 },
  h4: {
    fontFamily: fonts.bold,
    fontSize: 7.5,
    letterSpacing: 1,
    color: colors.muted,
    marginBottom: 4,
    textTransform: "uppercase",
  },
  paragraph: { marginBottom: 6 },
  muted: { color: colors.muted },
  small: { fontSize: 8.5 },
  bold: { fontFamily: fonts.bold },
  card: {
    borderWidth: 0.75,
    borderColor: colors.border,
    borderRadius: 4,
    padding: 12,
    backgroundColor: colors.white,
  },
  tintedCard: { borderRadius: 4, padding: 12, backgroundColor: colors.navySoft },
  row: { flexDirection: "row" },
  grid: { flexDirection: "row", flexWrap: "wrap", justifyContent: "space-between" },
  half: { width: "48.6%" },
  bulletRow: { flexDirection: "row", marginBottom: 3 },
  bulletMark: {
    width: 4,
    height: 4,
    backgroundColor: colors.gold,
    marginTop: 5,
    marginRight: 8,
  },
  bulletText: { flex: 1 },
  badge: {
    borderWidth: 0.75,
    borderRadius: 3,
    paddingHorizontal: 5,
    paddingVertical: 1.5,
    fontFamily: fonts.bold,
    fontSize: 7,
    lineHeight: 1.3,
  },
  link: { color: colors.navy, textDecoration: "underline" },
});
