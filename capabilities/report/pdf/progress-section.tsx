import { Text, View } from "@react-pdf/renderer";
import type { Progress } from "@/capabilities/team";
import { formatReportDate } from "@/model/documents/format";
import { PdfBullets, PdfLabel, PdfSection } from "./components";
import { colors, fonts, styles } from "./theme";

export const PROGRESS_TITLE = "Since Your Last Assessment";

/** The PDF's standard fonts have no minus sign or arrow: "+4", "-3", "0". */
const signed = (delta: number) => (delta > 0 ? `+${delta}` : String(delta));

const cell = { fontSize: 9, paddingVertical: 3 } as const;

/**
 * "Since your last assessment" in the report PDF of a retake: the score and each pillar then
 * and now, the answers that changed, and the earlier roadmap's quick wins now reflected.
 */
export function ProgressPdf({ number, progress }: { number: number; progress: Progress }) {
  const { score, pillars, changes, quickWins } = progress;
  const reflected = quickWins.filter((win) => win.evidence);
  const open = quickWins.filter((win) => !win.evidence);
  return (
    <PdfSection
      number={number}
      title={PROGRESS_TITLE}
      lead={
        <Text style={styles.paragraph}>
          Compared with the assessment of {formatReportDate(progress.previousDate)}: AI readiness{" "}
          {score.before}/100 then, {score.after}/100 now ({signed(score.delta)}).
        </Text>
      }
    >
      <View wrap={false} style={{ marginBottom: 10 }}>
        <View style={[styles.row, { borderBottomWidth: 0.75, borderColor: colors.border }]}>
          {["Pillar", "Then", "Now", "Change"].map((head, i) => (
            <Text
              key={head}
              style={[cell, { fontFamily: fonts.bold, width: i === 0 ? "55%" : "15%" }]}
            >
              {head}
            </Text>
          ))}
        </View>
        {pillars.map((p) => (
          <View
            key={p.key}
            style={[styles.row, { borderBottomWidth: 0.5, borderColor: colors.border }]}
          >
            <Text style={[cell, { width: "55%" }]}>{p.label}</Text>
            <Text style={[cell, { width: "15%" }]}>
              {p.before}/{p.max}
            </Text>
            <Text style={[cell, { width: "15%" }]}>
              {p.after}/{p.max}
            </Text>
            <Text
              style={[
                cell,
                {
                  width: "15%",
                  color: p.delta > 0 ? colors.green : p.delta < 0 ? colors.red : colors.muted,
                },
              ]}
            >
              {signed(p.delta)}
            </Text>
          </View>
        ))}
      </View>

      <PdfLabel>What changed in the answers</PdfLabel>
      {changes.length === 0 ? (
        <Text style={styles.paragraph}>No answer changed.</Text>
      ) : (
        <PdfBullets items={changes.map((c) => `${c.question}: ${c.before}, now ${c.after}`)} />
      )}

      {quickWins.length > 0 && (
        <View style={{ marginTop: 8 }}>
          <PdfLabel>Quick wins from the last roadmap</PdfLabel>
          <PdfBullets
            items={[
              ...reflected.map((win) => `Reflected now: ${win.title} (${win.evidence}).`),
              ...open.map((win) => `Not reflected yet: ${win.title}.`),
            ]}
          />
        </View>
      )}
    </PdfSection>
  );
}
