import { Link, Text, View } from "@react-pdf/renderer";
import type { Style } from "@react-pdf/types";
import type { ReactNode } from "react";
import {
  readinessPoints,
  paragraphs,
  scoreBadgeLabel,
  scoreBadgeVariant,
  scorePercent,
  type BadgeVariant,
} from "@/model/documents/format";
import { badgeColors, colors, fonts, PAGE_SIZES, styles, type PdfPageSize } from "./theme";

/**
 * The building blocks of the PDF deliverables, exported so that other PDF sections (the
 * interview insights of the report) can look the same.
 */

/**
 * The running header and footer of every content page ("Page X of Y"). With
 * `skipFirstHeader`, the first page carries its own title band instead of the running header.
 */
export function PageChrome({
  title,
  company,
  pageSize,
  skipFirstHeader = false,
}: {
  title: string;
  company: string;
  pageSize: PdfPageSize;
  skipFirstHeader?: boolean;
}) {
  const header = (
    <View style={styles.runningHeader}>
      <Text style={styles.brand}>EXECUTIVE AI READINESS</Text>
      <Text style={styles.runningMeta}>
        {title} · {company}
      </Text>
    </View>
  );
  return (
    <>
      {skipFirstHeader ? (
        <View
          fixed
          style={{ position: "absolute", top: 0, left: 0, right: 0 }}
          render={({ pageNumber }) => (pageNumber > 1 ? header : null)}
        />
      ) : (
        <View fixed style={{ position: "absolute", top: 0, left: 0, right: 0 }}>
          {header}
        </View>
      )}
      <View style={[styles.footer, { top: PAGE_SIZES[pageSize].height - 44 }]} fixed>
        <Text>Confidential · Prepared exclusively for {company}</Text>
        <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
      </View>
    </>
  );
}

/** The room a section's title needs under it for what follows, in points. */
const SECTION_ROOM = 150;

/**
 * A numbered section: gold rule, "01" and the navy title. The title is never left alone at the
 * foot of a page: `lead`, the section's first block, is kept on the same page as the title;
 * without a lead, the title starts a new page when less than SECTION_ROOM is left under it, so
 * a section whose first block is taller than that and never splits needs it as its lead.
 *
 * The title and each child are siblings in the flow of the page, not one box: react-pdf weighs
 * a `minPresenceAhead` only against what comes before it in the same box, and a section's title
 * is the first thing in its own box.
 */
export function PdfSection({
  number,
  title,
  lead,
  room = SECTION_ROOM,
  children,
  breakBefore = false,
}: {
  number?: number;
  title: string;
  lead?: ReactNode;
  /** Without a lead, the room the section's first block needs under the title. */
  room?: number;
  children?: ReactNode;
  breakBefore?: boolean;
}) {
  return (
    <>
      <View wrap={false} break={breakBefore} minPresenceAhead={lead ? undefined : room}>
        <View style={styles.sectionRule} />
        <View style={styles.sectionHeading}>
          {number !== undefined && (
            <Text style={styles.sectionNumber}>{String(number).padStart(2, "0")}</Text>
          )}
          <Text style={styles.sectionTitle}>{title}</Text>
        </View>
        {lead}
      </View>
      {children}
      <View style={styles.sectionEnd} />
    </>
  );
}

/** [a, b, c] -> [[a, b], [c]] */
export function chunk<T>(items: T[], size = 2): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < items.length; i += size) rows.push(items.slice(i, i + size));
  return rows;
}

/** Two cards side by side, of equal height, never split across pages. */
export function PdfCardRow({ children }: { children: ReactNode }) {
  return (
    <View style={[styles.row, { justifyContent: "space-between", marginBottom: 10 }]} wrap={false}>
      {children}
    </View>
  );
}

export function PdfParagraphs({ text, style }: { text: string; style?: Style }) {
  return (
    <View>
      {paragraphs(text).map((p, i, all) => (
        <Text
          key={i}
          style={[styles.paragraph, i === all.length - 1 ? { marginBottom: 0 } : {}, style ?? {}]}
        >
          {p}
        </Text>
      ))}
    </View>
  );
}

export function PdfBullets({ items, style }: { items: string[]; style?: Style }) {
  return (
    <View style={style}>
      {items.map((item, i) => (
        <View key={i} style={styles.bulletRow} wrap={false}>
          <View style={styles.bulletMark} />
          <Text style={styles.bulletText}>{item}</Text>
        </View>
      ))}
    </View>
  );
}

/** A small uppercase label. */
export function PdfLabel({ children, color }: { children: ReactNode; color?: string }) {
  return <Text style={[styles.h4, color ? { color } : {}]}>{children}</Text>;
}

export function PdfBadge({
  label,
  variant,
  align = "flex-start",
}: {
  label: string;
  variant: BadgeVariant;
  /** Where the badge sits in a column (it never stretches). */
  align?: "flex-start" | "flex-end";
}) {
  const c = badgeColors[variant];
  return (
    <View
      style={[styles.badge, { backgroundColor: c.bg, borderColor: c.border, alignSelf: align }]}
    >
      <Text style={{ color: c.fg }}>{label.toUpperCase()}</Text>
    </View>
  );
}

export function PdfScoreBadge({ score }: { score: number }) {
  return <PdfBadge label={scoreBadgeLabel(score)} variant={scoreBadgeVariant(score)} />;
}

/** A horizontal bar filled to score x 10 percent. */
export function PdfBar({
  score,
  height = 6,
  track = colors.navyTint,
  fill = colors.navy,
}: {
  score: number;
  height?: number;
  track?: string;
  fill?: string;
}) {
  return (
    <View style={{ height, backgroundColor: track, borderRadius: height / 2 }}>
      <View
        style={{
          width: `${scorePercent(score)}%`,
          height,
          backgroundColor: fill,
          borderRadius: height / 2,
        }}
      />
    </View>
  );
}

/** Label, a 0-10 readiness score as "x/100", badge and bar. */
export function PdfScoreMeter({
  label,
  description,
  score,
  large = false,
}: {
  label: string;
  description?: string;
  score: number;
  large?: boolean;
}) {
  return (
    <View wrap={false}>
      <View style={[styles.row, { justifyContent: "space-between", alignItems: "center" }]}>
        <Text
          style={[styles.bold, large ? { color: colors.navy, fontSize: 12 } : { fontSize: 10.5 }]}
        >
          {label}
        </Text>
        <View style={[styles.row, { alignItems: "center" }]}>
          <PdfScoreBadge score={score} />
          <Text style={{ marginLeft: 8, lineHeight: 1.2 }}>
            <Text style={{ fontFamily: fonts.bold, fontSize: large ? 20 : 15, color: colors.navy }}>
              {readinessPoints(score)}
            </Text>
            <Text style={[styles.muted, { fontSize: 9 }]}>/100</Text>
          </Text>
        </View>
      </View>
      {description && (
        <Text style={[styles.small, styles.muted, { lineHeight: 1.3, marginBottom: 6 }]}>
          {description}
        </Text>
      )}
      <PdfBar score={score} height={large ? 8 : 6} />
    </View>
  );
}

/** A navy numbered disc. */
export function PdfNumber({ n, size = 18 }: { n: number; size?: number }) {
  return (
    <View
      style={{
        width: size,
        height: size,
        borderRadius: size / 2,
        backgroundColor: colors.navy,
        alignItems: "center",
        justifyContent: "center",
        marginRight: 10,
      }}
    >
      <Text
        style={{
          color: colors.white,
          fontFamily: fonts.bold,
          fontSize: size * 0.45,
          lineHeight: 1,
        }}
      >
        {n}
      </Text>
    </View>
  );
}

export function PdfExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link src={href} style={styles.link}>
      {children}
    </Link>
  );
}

/** The longest url printed in full; a longer one prints as its host (the link keeps it all). */
const MAX_PRINTED_URL = 44;

/**
 * "www.example.com/path" for printing a url without its scheme; a url too long for a card's
 * line, which would run over the card beside it, as "www.example.com/…".
 */
export function displayUrl(url: string): string {
  const printed = url.replace(/^https?:\/\//, "").replace(/\/$/, "");
  return printed.length > MAX_PRINTED_URL ? `${printed.split("/")[0]}/…` : printed;
}
