import { Text, View } from "@react-pdf/renderer";
import { priorityVariant, readinessPoints, type RoadmapDetails } from "@/model/documents/format";
import type { RoadmapContent } from "@/model/documents/roadmap-schemas";
import {
  PdfBadge,
  PdfBar,
  PdfCardRow,
  PdfNumber,
  PdfScoreBadge,
  PdfSection,
  chunk,
} from "./components";
import { colors, fonts, PAGE_MARGIN, styles } from "./theme";

/** The pieces of the roadmap document: title band, key figures, recommendation, quick wins. */

export const ROADMAP_TITLE = "AI Strategic Roadmap";

export function TitleBand({ details, date }: { details: RoadmapDetails; date?: string }) {
  return (
    <View
      style={{
        marginTop: -78,
        marginHorizontal: -PAGE_MARGIN,
        marginBottom: 24,
        backgroundColor: colors.navy,
        color: colors.white,
      }}
    >
      <View style={{ height: 6, backgroundColor: colors.gold }} />
      <View style={{ paddingHorizontal: PAGE_MARGIN, paddingTop: 22, paddingBottom: 22 }}>
        <Text
          style={{ fontFamily: fonts.bold, fontSize: 8, letterSpacing: 2.2, color: colors.gold }}
        >
          EXECUTIVE AI READINESS · {ROADMAP_TITLE.toUpperCase()}
        </Text>
        <Text style={{ fontFamily: fonts.bold, fontSize: 26, marginTop: 10, lineHeight: 1.2 }}>
          {details.companyName}
        </Text>
        <Text style={{ fontSize: 11, marginTop: 6, color: "#dfe3f3" }}>
          Prepared for {details.executiveName}, {details.executiveTitle}
          {date ? `  ·  ${date}` : ""}
        </Text>
      </View>
    </View>
  );
}

export function Tiles({ roadmap }: { roadmap: RoadmapContent }) {
  const tile = [styles.card, { width: "31.8%", padding: 10 }];
  const label = { fontFamily: fonts.bold, fontSize: 7.5, letterSpacing: 1, color: colors.muted };
  const value = { fontFamily: fonts.bold, fontSize: 22, color: colors.navy, lineHeight: 1.1 };
  return (
    <View style={[styles.row, { justifyContent: "space-between", marginBottom: 22 }]} wrap={false}>
      <View style={tile}>
        <Text style={label}>AI READINESS SCORE</Text>
        <View
          style={[
            styles.row,
            { alignItems: "flex-end", justifyContent: "space-between", marginVertical: 6 },
          ]}
        >
          <Text>
            <Text style={value}>{readinessPoints(roadmap.readinessScore)}</Text>
            <Text style={[styles.muted, { fontSize: 10 }]}>/100</Text>
          </Text>
          <PdfScoreBadge score={roadmap.readinessScore} />
        </View>
        <PdfBar score={roadmap.readinessScore} />
      </View>
      <View style={tile}>
        <Text style={label}>MATURITY PROFILE</Text>
        <Text style={[value, { fontSize: 17, marginTop: 8 }]}>
          {roadmap.maturityProfile?.trim() || "Analyzing"}
        </Text>
      </View>
      <View style={tile}>
        <Text style={label}>RECOMMENDATIONS</Text>
        <Text style={[value, { marginTop: 6 }]}>{roadmap.recommendations.length}</Text>
        <Text style={[styles.small, styles.muted]}>strategic priorities identified</Text>
      </View>
    </View>
  );
}

type Recommendation = RoadmapContent["recommendations"][number];

export function RecommendationRow({
  item,
  n,
  last,
}: {
  item: Recommendation;
  n: number;
  last: boolean;
}) {
  return (
    <View
      style={[
        styles.row,
        {
          paddingVertical: 6,
          borderBottomWidth: last ? 0 : 0.75,
          borderBottomColor: colors.border,
        },
      ]}
      wrap={false}
    >
      <PdfNumber n={n} size={20} />
      <View style={{ flex: 1, paddingRight: 12 }}>
        <Text style={[styles.h3, { marginBottom: 1 }]}>{item.title}</Text>
        <Text style={styles.muted}>{item.description}</Text>
      </View>
      <View style={{ width: 92, alignItems: "flex-end" }}>
        <PdfBadge
          label={`${item.priority} priority`}
          variant={priorityVariant(item.priority)}
          align="flex-end"
        />
        <Text style={[styles.small, { color: colors.navy, fontFamily: fonts.bold, marginTop: 4 }]}>
          {item.timeframe}
        </Text>
      </View>
    </View>
  );
}

type QuickWin = RoadmapContent["quickWins"][number];

function QuickWinCard({ win }: { win: QuickWin }) {
  return (
    <View
      style={[
        styles.card,
        styles.half,
        { borderLeftWidth: 3, borderLeftColor: colors.gold, padding: 8 },
      ]}
    >
      <Text style={[styles.h3, { marginBottom: 1 }]}>{win.title}</Text>
      <Text style={[styles.small, styles.muted, { lineHeight: 1.4 }]}>{win.description}</Text>
      <Text
        style={[
          styles.small,
          { color: colors.navy, fontFamily: fonts.bold, marginTop: "auto", paddingTop: 2 },
        ]}
      >
        {win.timeframe}
      </Text>
    </View>
  );
}

/** The quick wins as cards two by two, each row kept whole. */
export function QuickWinsPdf({ number, wins }: { number: number; wins: QuickWin[] }) {
  const [first, ...rest] = chunk(wins).map((row, i) => (
    <PdfCardRow key={i}>
      {row.map((win) => (
        <QuickWinCard key={win.title} win={win} />
      ))}
    </PdfCardRow>
  ));
  return (
    <PdfSection number={number} title="Quick Wins" lead={first}>
      {rest}
    </PdfSection>
  );
}
