import { Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import type { TimelineMilestone, TimelinePhase } from "@/capabilities/report/timeline";
import { PdfBullets, PdfLabel } from "./components";
import { colors, fonts, styles } from "./theme";

/**
 * The roadmap timeline in print: the phases down a rail, each with its goals, its milestones
 * (quick wins as gold diamonds) and the decision gate that closes it. `details` adds a block
 * under a phase (the report's owners and measures).
 */

/** The marker's diameter, the rail's width; from the timeline's left, the rail's middle and the text. */
const MARKER = 22;
const RAIL = 2;
const RAIL_X = 15;
const TEXT_X = 40;

function Marker({ n }: { n: number }) {
  return (
    <View
      style={{
        width: MARKER,
        height: MARKER,
        borderRadius: MARKER / 2,
        backgroundColor: colors.navy,
        borderWidth: 2,
        borderColor: colors.gold,
        alignItems: "center",
        justifyContent: "center",
      }}
    >
      <Text style={{ color: colors.white, fontFamily: fonts.bold, fontSize: 9, lineHeight: 1 }}>
        {n}
      </Text>
    </View>
  );
}

function Milestone({ milestone }: { milestone: TimelineMilestone }) {
  return (
    <View style={[styles.row, { marginBottom: 3 }]} wrap={false}>
      <View
        style={{
          width: 6,
          height: 6,
          marginTop: 3.5,
          marginRight: 7,
          transform: "rotate(45deg)",
          backgroundColor: milestone.quickWin ? colors.gold : colors.white,
          borderWidth: milestone.quickWin ? 0 : 1.25,
          borderColor: colors.navy,
        }}
      />
      <Text style={[styles.small, { flex: 1 }]}>
        {milestone.text}
        {milestone.when ? (
          <Text style={[styles.bold, { color: colors.navy }]}>{`  ${milestone.when}`}</Text>
        ) : null}
      </Text>
    </View>
  );
}

function Milestones({ phase }: { phase: TimelinePhase }) {
  const [first, ...rest] = phase.milestones;
  if (!first) return null;
  return (
    <View style={{ marginTop: 6 }}>
      {/* The list's name never ends a page without its first milestone. */}
      <View wrap={false}>
        <PdfLabel>{phase.milestonesTitle}</PdfLabel>
        <Milestone milestone={first} />
      </View>
      {rest.map((milestone, i) => (
        <Milestone key={i} milestone={milestone} />
      ))}
    </View>
  );
}

function Gate({ text }: { text: string }) {
  return (
    <View
      wrap={false}
      style={{
        marginTop: 6,
        paddingVertical: 5,
        paddingHorizontal: 8,
        borderLeftWidth: 3,
        borderLeftColor: colors.gold,
        backgroundColor: colors.goldTint,
      }}
    >
      <Text style={styles.small}>
        <Text style={styles.bold}>Decision gate: </Text>
        {text}
      </Text>
    </View>
  );
}

/**
 * A phase is one column, never a row: react-pdf splits a row across pages badly (a rail alone
 * on a page, a marker parted from its phase). The rail is the phase's left border, so it goes
 * on over a page break; the marker sits in the margin of the phase's head, which never splits.
 */
export function TimelinePdf({
  phases,
  details,
}: {
  phases: readonly TimelinePhase[];
  details?: (index: number) => ReactNode;
}) {
  return (
    <View style={{ marginLeft: RAIL_X - RAIL / 2 }}>
      {phases.map((phase, i) => {
        const last = i === phases.length - 1;
        return (
          <View
            key={phase.label}
            style={{
              borderLeftWidth: RAIL,
              borderLeftColor: last ? colors.white : colors.navyTint,
              paddingLeft: TEXT_X - RAIL_X - RAIL / 2,
              paddingBottom: last ? 0 : 14,
            }}
          >
            {/* react-pdf squeezes a first child kept whole into what is left of a page (issue 2904). */}
            <View />
            <View wrap={false}>
              <View style={{ position: "absolute", top: 0, left: RAIL_X - MARKER / 2 - TEXT_X }}>
                <Marker n={i + 1} />
              </View>
              <PdfLabel>
                {phase.label} · {phase.duration}
              </PdfLabel>
              <Text style={[styles.h3, { fontSize: 12, marginBottom: 2 }]}>{phase.title}</Text>
              {phase.goals.length > 1 ? (
                <PdfBullets items={phase.goals} />
              ) : (
                <Text>{phase.goals[0]}</Text>
              )}
            </View>
            <Milestones phase={phase} />
            {details?.(i)}
            {phase.decisionGate && <Gate text={phase.decisionGate} />}
          </View>
        );
      })}
    </View>
  );
}
