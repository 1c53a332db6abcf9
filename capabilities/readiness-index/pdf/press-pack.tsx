import { Document, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import { NOT_ENOUGH_COMPANIES } from "../csv";
import { methodology, periodText } from "../methodology";
import type { IndexCell, IndexFigures, IndexSnapshot, Share } from "../types";

/** The press pack's look: the brand's navy and gold, Helvetica (nothing embedded or fetched). */
const navy = "#27367a";
const gold = "#d4a017";
const muted = "#5a6275";
const tint = "#e8ebf5";

const s = StyleSheet.create({
  page: { padding: 48, fontFamily: "Helvetica", fontSize: 10, lineHeight: 1.4, color: "#1d2333" },
  cover: { padding: 64, backgroundColor: navy, color: "#ffffff", justifyContent: "center" },
  coverTitle: { fontFamily: "Helvetica-Bold", fontSize: 34, marginBottom: 12 },
  coverRule: { width: 48, height: 3, backgroundColor: gold, marginBottom: 24 },
  headline: { fontFamily: "Helvetica-Bold", fontSize: 72 },
  h2: { fontFamily: "Helvetica-Bold", fontSize: 15, color: navy, marginTop: 16, marginBottom: 6 },
  caption: { fontSize: 8, color: muted, marginBottom: 4 },
  bar: { flexDirection: "row", alignItems: "center", marginBottom: 3 },
  barLabel: { width: 200, paddingRight: 8 },
  barTrack: { flexGrow: 1, height: 8, backgroundColor: tint },
  barFill: { height: 8, backgroundColor: navy },
  barValue: { width: 56, textAlign: "right" },
  row: {
    flexDirection: "row",
    borderBottomWidth: 0.5,
    borderBottomColor: "#dde1ec",
    paddingVertical: 3,
  },
  th: { fontFamily: "Helvetica-Bold" },
  group: { width: 220 },
  number: { width: 90, textAlign: "right" },
  paragraph: { marginBottom: 8, color: muted },
});

function Bars({
  caption,
  bars,
}: {
  caption: string;
  bars: { label: string; value: number; max: number; text: string }[];
}) {
  return (
    <View wrap={false}>
      <Text style={s.caption}>{caption}</Text>
      {bars.map((bar) => (
        <View key={bar.label} style={s.bar}>
          <Text style={s.barLabel}>{bar.label}</Text>
          <View style={s.barTrack}>
            <View
              style={[
                s.barFill,
                { width: `${bar.max ? Math.min(100, (100 * bar.value) / bar.max) : 0}%` },
              ]}
            />
          </View>
          <Text style={s.barValue}>{bar.text}</Text>
        </View>
      ))}
    </View>
  );
}

const shareBars = (shares: readonly Share[]) =>
  shares.map((x) => ({ label: x.label, value: x.percent, max: 100, text: `${x.percent}%` }));

function KeyFigures({ figures }: { figures: IndexFigures }) {
  const n = `${figures.companies} companies`;
  return (
    <>
      <Text style={s.h2}>How ready companies are</Text>
      <Bars
        caption={`Share of companies by readiness score (0-100), ${n}`}
        bars={figures.scoreBands.map((b) => ({
          label: `Score ${b.label}`,
          value: b.percent,
          max: 100,
          text: `${b.percent}%`,
        }))}
      />
      <Text style={s.h2}>The six pillars: median points</Text>
      <Bars
        caption={`Median points of each pillar, ${n}`}
        bars={figures.pillars.map((p) => ({
          label: p.label,
          value: p.median,
          max: p.max,
          text: `${p.median} of ${p.max}`,
        }))}
      />
      <Text style={s.h2}>Governance in place</Text>
      <Bars
        caption={`Share with each element in place, ${n}`}
        bars={shareBars(figures.governance)}
      />
      <Text style={s.h2}>Posture toward AI</Text>
      <Bars caption={`Share by posture, ${n}`} bars={shareBars(figures.posture)} />
      <Text style={s.h2}>The most named challenges</Text>
      <Bars caption={`Share naming each challenge, ${n}`} bars={shareBars(figures.challenges)} />
      <Text style={s.h2}>Where leaders expect AI to help</Text>
      <Bars
        caption={`Share expecting AI to help each department, ${n}`}
        bars={shareBars(figures.helpAreas)}
      />
    </>
  );
}

function Breakdown({
  title,
  group,
  cells,
}: {
  title: string;
  group: string;
  cells: readonly IndexCell[];
}) {
  return (
    <View wrap={false}>
      <Text style={s.h2}>{title}</Text>
      <View style={[s.row, s.th]}>
        <Text style={s.group}>{group}</Text>
        <Text style={s.number}>Companies</Text>
        <Text style={s.number}>Median score</Text>
      </View>
      {cells.map((cell) => (
        <View key={cell.key} style={s.row}>
          <Text style={s.group}>{cell.label}</Text>
          {cell.published ? (
            <>
              <Text style={s.number}>{cell.figures.companies}</Text>
              <Text style={s.number}>{`${cell.figures.medianScore}/100`}</Text>
            </>
          ) : (
            <Text style={{ color: muted }}>{NOT_ENOUGH_COMPANIES}</Text>
          )}
        </View>
      ))}
    </View>
  );
}

/** The press pack of the published index: cover, key figures, breakdowns, methodology. */
export function PressPack({ snapshot }: { snapshot: IndexSnapshot }) {
  const { overall } = snapshot;
  return (
    <Document title="The AI Readiness Index" author="Executive AI Readiness">
      <Page size="LETTER" style={s.cover}>
        <Text style={s.coverTitle}>The AI Readiness Index</Text>
        <View style={s.coverRule} />
        <Text>{`How ready the chapter's companies are for AI, ${periodText(snapshot)}.`}</Text>
        {overall.published ? (
          <View style={{ marginTop: 40 }}>
            <Text style={s.headline}>{`${overall.figures.medianScore}/100`}</Text>
            <Text>{`median readiness score of ${overall.figures.companies} companies assessed`}</Text>
          </View>
        ) : null}
      </Page>
      <Page size="LETTER" style={s.page}>
        {overall.published ? <KeyFigures figures={overall.figures} /> : null}
      </Page>
      <Page size="LETTER" style={s.page}>
        <Breakdown title="By industry" group="Industry" cells={snapshot.breakdowns.industry} />
        <Breakdown title="By company size" group="Company size" cells={snapshot.breakdowns.size} />
        <Breakdown
          title="By head office region"
          group="Head office region"
          cells={snapshot.breakdowns.region}
        />
        <Breakdown title="Quarter by quarter" group="Quarter" cells={snapshot.trend} />
        <Text style={s.h2}>Methodology</Text>
        {methodology(snapshot).map((paragraph) => (
          <Text key={paragraph.slice(0, 40)} style={s.paragraph}>
            {paragraph}
          </Text>
        ))}
      </Page>
    </Document>
  );
}
