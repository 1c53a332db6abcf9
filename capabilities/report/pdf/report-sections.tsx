import { Text, View } from "@react-pdf/renderer";
import {
  exampleLabel,
  isIllustrative,
  LEVERS_HEADING,
  leverGain,
  priorityVariant,
} from "@/model/documents/format";
import type { Brief, ReportData } from "@/model/documents/report-schemas";
import { reportTakeaways } from "@/capabilities/report/takeaways";
import { bottomUpDescription } from "@/capabilities/report/team";
import {
  PdfBadge,
  PdfBullets,
  PdfCardRow,
  PdfLabel,
  PdfParagraphs,
  PdfScoreMeter,
  PdfSection,
} from "./components";
import { cardPairRows, type SplitCard } from "./card-pairs";
import { colors, styles } from "./theme";

/** The assessment half of the report in print form: summary, current state, readiness, landscape. */

type N = { number: number };

export function BriefPdf({ number, brief }: N & { brief: Brief }) {
  return (
    <PdfSection number={number} title="The Brief">
      <View style={{ borderLeftWidth: 3, borderLeftColor: colors.gold, paddingLeft: 14 }}>
        <Text style={{ fontSize: 11.5, lineHeight: 1.5, marginBottom: 10 }}>{brief.position}</Text>
        <PdfLabel>Three decisions for this quarter</PdfLabel>
        {brief.decisions.map((decision, i) => (
          <Text key={i} style={{ fontSize: 10.5, marginBottom: 4 }}>
            <Text style={styles.bold}>{i + 1}. </Text>
            {decision}
          </Text>
        ))}
        <View style={{ marginTop: 6 }}>
          <PdfLabel>Not yet</PdfLabel>
        </View>
        <PdfBullets items={brief.notYet} />
      </View>
    </PdfSection>
  );
}

/** The summary as its three to five takeaways, numbered like on screen. */
export function SummaryPdf({
  number,
  report,
}: N & { report: Pick<ReportData, "takeaways" | "executiveSummary"> }) {
  return (
    <PdfSection number={number} title="Executive Summary">
      <View style={{ borderLeftWidth: 3, borderLeftColor: colors.navy, paddingLeft: 14 }}>
        <PdfLabel>Key takeaways</PdfLabel>
        {reportTakeaways(report).map((takeaway, i) => (
          <View key={i} style={[styles.row, { marginBottom: 5 }]} wrap={false}>
            <Text style={[styles.bold, { width: 16, fontSize: 11, color: colors.gold }]}>
              {i + 1}
            </Text>
            <Text style={{ flex: 1, fontSize: 11, lineHeight: 1.5 }}>{takeaway}</Text>
          </View>
        ))}
      </View>
    </PdfSection>
  );
}

export function CurrentStatePdf({ number, state }: N & { state: ReportData["currentState"] }) {
  return (
    <PdfSection
      number={number}
      title="Current State Assessment"
      lead={
        <PdfCardRow>
          {[
            ["Top-down vision", state.topDownVision],
            ["Bottom-up capabilities", state.bottomUpCapabilities],
          ].map(([title, text]) => (
            <View key={title} style={[styles.card, styles.half]}>
              <Text style={styles.h3}>{title}</Text>
              <PdfParagraphs text={text} />
            </View>
          ))}
        </PdfCardRow>
      }
    >
      <View style={styles.tintedCard} wrap={false}>
        <Text style={styles.h3}>Key challenges</Text>
        <PdfBullets items={state.keyChallenges} />
      </View>
    </PdfSection>
  );
}

export function ReadinessPdf({
  number,
  assessment,
  bottomUpLeaders,
}: N & { assessment: ReportData["readinessAssessment"]; bottomUpLeaders?: number }) {
  return (
    <PdfSection
      number={number}
      title="AI Readiness Assessment"
      lead={
        <View style={styles.card}>
          <View style={[styles.row, { justifyContent: "space-between", marginBottom: 14 }]}>
            <View style={{ width: "47%" }}>
              <PdfScoreMeter
                label="Top-down score"
                description="Leadership vision, strategy and sponsorship"
                score={assessment.topDownScore}
              />
            </View>
            <View style={{ width: "47%" }}>
              <PdfScoreMeter
                label="Bottom-up score"
                description={bottomUpDescription(bottomUpLeaders)}
                score={assessment.bottomUpScore}
              />
            </View>
          </View>
          <View style={[styles.tintedCard, { marginBottom: 12 }]}>
            <PdfScoreMeter
              label="Overall score"
              description="Your combined AI readiness"
              score={assessment.overallScore}
              large
            />
          </View>
          <PdfLabel>Analysis</PdfLabel>
          <PdfParagraphs text={assessment.analysis} />
          {assessment.levers?.length ? (
            <>
              <PdfLabel>{LEVERS_HEADING}</PdfLabel>
              <PdfBullets
                items={assessment.levers.map((l) => `${l.action}: ${leverGain(l.points)}`)}
              />
            </>
          ) : null}
        </View>
      }
    />
  );
}

type Solution = ReportData["solutionLandscape"][number];

/** A solution area as a card: its title, priority and description over its example. */
function solutionCard(s: Solution): SplitCard {
  return {
    key: s.title,
    head: (
      <>
        <View style={[styles.row, { justifyContent: "space-between", marginBottom: 4 }]}>
          <Text style={[styles.h3, { flex: 1, paddingRight: 6 }]}>{s.title}</Text>
          <PdfBadge label={`${s.priority} priority`} variant={priorityVariant(s.priority)} />
        </View>
        <Text style={styles.small}>{s.description}</Text>
      </>
    ),
    foot:
      s.industryExample && s.industryExampleSource ? (
        <View
          style={{
            backgroundColor: colors.goldTint,
            borderLeftWidth: 2,
            borderLeftColor: colors.gold,
            padding: 6,
          }}
        >
          <PdfLabel color="#7a5a00">{exampleLabel(s)}</PdfLabel>
          <Text style={styles.small}>{s.industryExample}</Text>
          {isIllustrative(s.industryExampleSource) ? null : (
            <Text style={[styles.muted, { fontSize: 7.5, marginTop: 2 }]}>
              Source: {s.industryExampleSource}
            </Text>
          )}
        </View>
      ) : undefined,
  };
}

export function LandscapePdf({
  number,
  solutions,
}: N & { solutions: ReportData["solutionLandscape"] }) {
  const rows = cardPairRows(solutions.map(solutionCard));
  return (
    <PdfSection number={number} title="AI Solution Landscape and Applications" lead={rows[0]}>
      {rows.slice(1)}
    </PdfSection>
  );
}
