import { Text, View } from "@react-pdf/renderer";
import { impactVariant, publishedSourceText, submissionsSourceText } from "@/lib/report/format";
import type { ReportData } from "@/lib/report/schemas";
import {
  PdfBadge,
  PdfBullets,
  PdfExternalLink,
  PdfLabel,
  PdfNumber,
  PdfSection,
} from "./components";
import { benchmarkFigures } from "@/lib/report/benchmark-figures";
import { reportTimeline } from "@/lib/report/timeline";
import { colors, fonts, styles } from "./theme";
import { TimelinePdf } from "./timeline";

/** The plan half of the report in print form: roadmap, benchmarks, risks and next steps. */

type N = { number: number };

type Phase = ReportData["roadmap"]["phase1"];

/** Owners, baselines and targets of a phase, under its milestones on the timeline. */
function PhaseMeasures({ phase }: { phase: Phase }) {
  if (!phase.initiatives?.length) return null;
  return (
    <View style={{ marginTop: 6 }} minPresenceAhead={60}>
      <PdfLabel>Owners and measures</PdfLabel>
      {phase.initiatives.map((item, i) => (
        <View key={i} wrap={false} style={[styles.tintedCard, { marginBottom: 4, padding: 7 }]}>
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
      ))}
    </View>
  );
}

export function ImplementationPdf({ number, roadmap }: N & { roadmap: ReportData["roadmap"] }) {
  const phases = [roadmap.phase1, roadmap.phase2, roadmap.phase3];
  return (
    // A phase with its owners and measures can outgrow a page, so phases wrap and none leads.
    <PdfSection number={number} title="Implementation Roadmap">
      <TimelinePdf
        phases={reportTimeline(roadmap)}
        details={(i) => <PhaseMeasures phase={phases[i]} />}
      />
    </PdfSection>
  );
}

export function BenchmarksPdf({
  number,
  benchmarks,
}: N & { benchmarks: ReportData["industryBenchmarks"] }) {
  // The same figures as the screen: each finding as a large figure with its source.
  const { figures, commentary } = benchmarkFigures(benchmarks);
  return (
    <PdfSection number={number} title="Industry Benchmarks">
      <View style={[styles.row, { flexWrap: "wrap", justifyContent: "space-between" }]}>
        {figures.map((figure, i) => (
          <View key={i} wrap={false} style={[styles.tintedCard, styles.half, { marginBottom: 8 }]}>
            {figure.value && (
              <Text style={{ fontFamily: fonts.bold, fontSize: 24, color: colors.navy }}>
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
        ))}
      </View>
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

const riskColumns = { risk: "34%", impact: "14%", mitigation: "52%" } as const;

export function RisksPdf({ number, risks }: N & { risks: ReportData["risks"] }) {
  const head = { color: colors.white, fontFamily: fonts.bold, fontSize: 7.5, letterSpacing: 1 };
  const rows = risks.map((r, i) => (
    <View
      key={r.risk}
      wrap={false}
      style={[
        styles.row,
        {
          paddingVertical: 9,
          paddingHorizontal: 10,
          backgroundColor: i % 2 ? colors.navySoft : colors.white,
          borderLeftWidth: 0.75,
          borderRightWidth: 0.75,
          borderBottomWidth: 0.75,
          borderColor: colors.border,
        },
      ]}
    >
      <View style={{ width: riskColumns.risk, paddingRight: 10 }}>
        <Text style={styles.bold}>{r.risk}</Text>
        {r.why && <Text style={[styles.small, styles.muted, { marginTop: 3 }]}>{r.why}</Text>}
      </View>
      <View style={{ width: riskColumns.impact }}>
        <PdfBadge label={r.impact} variant={impactVariant(r.impact)} />
      </View>
      <Text style={{ width: riskColumns.mitigation }}>{r.mitigation}</Text>
    </View>
  ));
  return (
    <PdfSection
      number={number}
      title="Risks and Mitigation Strategies"
      lead={
        <>
          <View
            style={[
              styles.row,
              {
                backgroundColor: colors.navy,
                paddingVertical: 6,
                paddingHorizontal: 10,
                borderTopLeftRadius: 4,
                borderTopRightRadius: 4,
              },
            ]}
          >
            <Text style={[head, { width: riskColumns.risk }]}>RISK</Text>
            <Text style={[head, { width: riskColumns.impact }]}>IMPACT</Text>
            <Text style={[head, { width: riskColumns.mitigation }]}>MITIGATION</Text>
          </View>
          {rows[0]}
        </>
      }
    >
      {rows.slice(1)}
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
