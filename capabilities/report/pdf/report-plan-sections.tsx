import { Text, View } from "@react-pdf/renderer";
import { publishedSourceText, submissionsSourceText } from "@/model/documents/format";
import type { ReportData } from "@/model/documents/report-schemas";
import {
  PdfBullets,
  PdfCardRow,
  PdfExternalLink,
  PdfLabel,
  PdfNumber,
  PdfSection,
  chunk,
} from "./components";
import { benchmarkFigures, type BenchmarkFigure } from "@/capabilities/report/benchmark-figures";
import { reportTimeline } from "@/capabilities/report/timeline";
import { colors, fonts, styles } from "./theme";
import { TimelinePdf } from "./timeline";

/** The plan half of the report in print form: roadmap, benchmarks and next steps (risks: risks-section). */

type N = { number: number };

type Phase = ReportData["roadmap"]["phase1"];

/** A phase's head (its label, title and up to five two-line goals) and its first milestone, in points. */
const PHASE_HEAD_ROOM = 260;

/** Owners, baselines and targets of a phase, under its milestones on the timeline. */
function PhaseMeasures({ phase }: { phase: Phase }) {
  const [first, ...rest] = phase.initiatives ?? [];
  if (!first) return null;
  const card = (item: typeof first, key?: number) => (
    <View key={key} wrap={false} style={[styles.tintedCard, { marginBottom: 4, padding: 7 }]}>
      <Text style={[styles.small, styles.bold]}>{item.action}</Text>
      <Text style={styles.small}>
        <Text style={styles.bold}>Owner: </Text>
        {item.owner}. <Text style={styles.bold}>Baseline: </Text>
        {item.baseline}. <Text style={styles.bold}>Target: </Text>
        {item.target}.
        {item.dependsOn ? (
          <>
            {" "}
            <Text style={styles.bold}>Depends on: </Text>
            {item.dependsOn}.
          </>
        ) : null}
      </Text>
    </View>
  );
  return (
    <View style={{ marginTop: 6 }}>
      {/* The label never ends a page without its first measure. */}
      <View wrap={false}>
        <PdfLabel>Owners and measures</PdfLabel>
        {card(first)}
      </View>
      {rest.map((item, i) => card(item, i))}
    </View>
  );
}

export function ImplementationPdf({ number, roadmap }: N & { roadmap: ReportData["roadmap"] }) {
  const phases = [roadmap.phase1, roadmap.phase2, roadmap.phase3];
  return (
    // A phase with its owners and measures can outgrow a page, so phases wrap and none leads;
    // the title keeps room for the first phase's head, which is kept whole.
    <PdfSection number={number} title="Implementation Roadmap" room={PHASE_HEAD_ROOM}>
      <TimelinePdf
        phases={reportTimeline(roadmap)}
        details={(i) => <PhaseMeasures phase={phases[i]} />}
      />
    </PdfSection>
  );
}

/** A finding as its large figure, the finding and its source. */
function FigureCard({ figure }: { figure: BenchmarkFigure }) {
  return (
    <View style={[styles.tintedCard, styles.half]}>
      {figure.value && (
        <Text
          style={{
            fontFamily: fonts.bold,
            fontSize: 24,
            lineHeight: 1.2,
            color: colors.navy,
          }}
        >
          {figure.value}
        </Text>
      )}
      <Text style={[styles.small, { marginTop: 2 }]}>{figure.text}</Text>
      <Text style={[styles.muted, { fontSize: 7.5, marginTop: 4 }]}>
        {figure.source.kind === "submissions" ? (
          `Source: ${submissionsSourceText(figure.source.sampleSize)}`
        ) : (
          <>
            Source:{" "}
            <PdfExternalLink href={figure.source.url}>
              {publishedSourceText(figure.source)}
            </PdfExternalLink>
          </>
        )}
      </Text>
    </View>
  );
}

export function BenchmarksPdf({
  number,
  benchmarks,
}: N & { benchmarks: ReportData["industryBenchmarks"] }) {
  // The same figures as the screen: each finding as a large figure with its source.
  const { figures, commentary } = benchmarkFigures(benchmarks);
  const rows = chunk(figures).map((row, r) => (
    <PdfCardRow key={r}>
      {row.map((figure, i) => (
        <FigureCard key={i} figure={figure} />
      ))}
    </PdfCardRow>
  ));
  return (
    <PdfSection number={number} title="Industry Benchmarks" lead={rows[0]}>
      {rows.slice(1)}
      {commentary.length > 0 && <Text style={styles.small}>{commentary.join(" ")}</Text>}
      <View wrap={false} style={{ marginTop: 8 }}>
        <PdfLabel>Maturity level</PdfLabel>
        <Text style={styles.small}>{benchmarks.maturityLevel}</Text>
      </View>
      <View wrap={false} style={{ marginTop: 8 }}>
        <Text style={styles.h3}>Common use cases</Text>
        <PdfBullets items={benchmarks.commonUseCases} />
      </View>
    </PdfSection>
  );
}

export function NextStepsPdf({ number, steps }: N & { steps: string[] }) {
  const items = steps.map((step, i) => (
    <View
      key={i}
      style={[
        styles.row,
        {
          alignItems: "center",
          paddingVertical: 7,
          borderBottomWidth: i < steps.length - 1 ? 0.75 : 0,
          borderBottomColor: colors.border,
        },
      ]}
      wrap={false}
    >
      <PdfNumber n={i + 1} size={22} />
      <Text style={{ flex: 1, fontSize: 10.5 }}>{step}</Text>
    </View>
  ));
  return (
    <PdfSection number={number} title="Immediate Next Steps" lead={items[0]}>
      {items.slice(1)}
    </PdfSection>
  );
}
