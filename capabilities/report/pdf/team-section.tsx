import { Text, View } from "@react-pdf/renderer";
import type { TeamAggregates } from "@/capabilities/team";
import { teamCountLine, teamStepNote } from "@/capabilities/team";
import type { TeamView } from "@/capabilities/team";
import { PdfLabel, PdfSection } from "./components";
import { colors, fonts, styles } from "./theme";

/**
 * "Leadership Alignment" in the report PDF: the response count and rate; from the minimum the
 * three largest gaps with their conversation, the governance elements the executive counts as
 * in place that most of the team does not see, and the team's confidence (median, middle half,
 * spread, and a bar per rating). Only counts and statistics of the group: never an answer.
 */

export const TEAM_PDF_TITLE = "Leadership Alignment";

/** What the section reads: the team view without the team link. */
export type TeamPdfData = Omit<TeamView, "linkExpiresAt">;

const percent = (part: number, whole: number) => Math.round((part / whole) * 100);

/** A horizontal bar of `count` out of `of`, with the count after it. */
function CountBar({ count, of, highlight }: { count: number; of: number; highlight: boolean }) {
  return (
    <View style={[styles.row, { alignItems: "center", flex: 1 }]}>
      <View style={{ flex: 1, height: 6, backgroundColor: colors.navyTint, borderRadius: 3 }}>
        <View
          style={{
            width: `${of ? (count / of) * 100 : 0}%`,
            height: 6,
            borderRadius: 3,
            backgroundColor: highlight ? colors.gold : colors.navy,
          }}
        />
      </View>
      <Text style={[styles.small, styles.bold, { width: 18, textAlign: "right" }]}>{count}</Text>
    </View>
  );
}

function TableRow({
  cells,
  header = false,
}: {
  cells: [string, string, string];
  header?: boolean;
}) {
  const text = header ? [styles.small, styles.bold, styles.muted] : [styles.small];
  return (
    <View
      style={[
        styles.row,
        { borderBottomWidth: 0.5, borderBottomColor: colors.border, paddingVertical: 3 },
      ]}
    >
      <Text style={[...text, { flex: 1 }]}>{cells[0]}</Text>
      <Text style={[...text, { width: 70, textAlign: "right" }]}>{cells[1]}</Text>
      <Text style={[...text, { width: 50, textAlign: "right" }]}>{cells[2]}</Text>
    </View>
  );
}

function Gaps({ aggregates }: { aggregates: TeamAggregates }) {
  if (aggregates.gaps.length === 0)
    return (
      <Text style={styles.paragraph}>
        Your team sees AI much as you do on every question compared.
      </Text>
    );
  return (
    <View>
      {aggregates.gaps.map((gap, i) => (
        <View key={gap.field} style={[styles.tintedCard, { marginBottom: 6 }]} wrap={false}>
          <Text style={styles.h3}>
            {i + 1}. {gap.topic}
          </Text>
          <Text style={styles.paragraph}>{gap.finding}</Text>
          <Text style={[styles.small, { fontFamily: fonts.italic }]}>
            The conversation to have: {gap.conversation}
          </Text>
        </View>
      ))}
    </View>
  );
}

function Confidence({ aggregates }: { aggregates: TeamAggregates }) {
  const { confidence, responses } = aggregates;
  return (
    <View style={[styles.card, styles.half]} wrap={false}>
      <Text style={styles.h3}>Confidence using AI</Text>
      <Text style={[styles.small, { marginBottom: 6 }]}>
        Team median {confidence.median}/10, the middle half between {confidence.lowerQuartile} and{" "}
        {confidence.upperQuartile} (spread {confidence.spread}); you: {confidence.executive}/10.
      </Text>
      {confidence.distribution.map((d) => (
        <View key={d.value} style={[styles.row, { alignItems: "center", marginBottom: 2 }]}>
          <Text style={[styles.small, { width: 30 }]}>{d.value}/10</Text>
          <CountBar count={d.count} of={responses} highlight={d.value === confidence.executive} />
        </View>
      ))}
      <Text style={[styles.small, styles.muted, { marginTop: 4 }]}>
        Leaders per rating, of {responses}; gold: your own rating.
      </Text>
    </View>
  );
}

function Governance({ aggregates }: { aggregates: TeamAggregates }) {
  return (
    <View style={[styles.card, styles.half]} wrap={false}>
      <Text style={styles.h3}>In place for you, not seen by most of the team</Text>
      {aggregates.governanceGaps.length === 0 ? (
        <Text style={styles.small}>Most of your team sees each element you count as in place.</Text>
      ) : (
        <View>
          <TableRow header cells={["Element", "Leaders see it", "Share"]} />
          {aggregates.governanceGaps.map((g) => (
            <TableRow
              key={g.value}
              cells={[g.label, `${g.seenBy} of ${g.of}`, `${percent(g.seenBy, g.of)}%`]}
            />
          ))}
        </View>
      )}
    </View>
  );
}

export function TeamPdf({ number, team }: { number: number; team: TeamPdfData }) {
  const { aggregates } = team;
  return (
    <PdfSection
      number={number}
      title={TEAM_PDF_TITLE}
      lead={
        <View style={{ marginBottom: 8 }}>
          <Text style={[styles.bold, { marginBottom: 2 }]}>{teamCountLine(team)}</Text>
          <Text style={[styles.small, styles.muted]}>
            {aggregates
              ? "Your leadership team's anonymous answers, shown only combined."
              : teamStepNote(team)}
          </Text>
        </View>
      }
    >
      {aggregates && (
        <View>
          <PdfLabel>The largest gaps, and the conversation to have</PdfLabel>
          <Gaps aggregates={aggregates} />
          <View style={[styles.grid, { marginTop: 6 }]}>
            <Confidence aggregates={aggregates} />
            <Governance aggregates={aggregates} />
          </View>
        </View>
      )}
    </PdfSection>
  );
}
