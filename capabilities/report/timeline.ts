import type { RoadmapContent } from "@/model/documents/roadmap-schemas";
import { shownImplementations } from "@/model/documents/format";
import type { ReportData } from "@/model/documents/report-schemas";

/**
 * The roadmap as a timeline, on the report page, the roadmap page and in both PDFs: three
 * phases in order, each with its milestones (the quick wins first) and the decision gate that
 * closes it. Pure: the screen and the PDF draw the same data.
 */

export interface TimelineMilestone {
  text: string;
  /** "Weeks 1–2"; absent when the milestone has no timeframe of its own. */
  when?: string;
  /** Quick wins are the early milestones the executive can show first. */
  quickWin: boolean;
}

export interface TimelinePhase {
  /** "Phase 1". */
  label: string;
  title: string;
  duration: string;
  /** What the phase is for: its description, or its objectives. */
  goals: string[];
  /** The list's name in this phase: "Quick wins", "Pilots", "Scaling". */
  milestonesTitle: string;
  milestones: TimelineMilestone[];
  decisionGate?: string;
}

type ReportPhase = ReportData["roadmap"]["phase1"];

function reportMilestones(
  phase: ReportPhase,
): Pick<TimelinePhase, "milestones" | "milestonesTitle"> {
  if (phase.quickWins?.length)
    return {
      milestonesTitle: "Quick wins",
      milestones: phase.quickWins.map((text) => ({ text, quickWin: true })),
    };
  // A phase whose pilots have owners and measures shows them there, once (beside the timeline).
  if (phase.implementations?.length)
    return {
      milestonesTitle: "Pilots",
      milestones: shownImplementations(phase).map((text) => ({ text, quickWin: false })),
    };
  return {
    milestonesTitle: "Scaling",
    milestones: (phase.scalingActions ?? []).map((text) => ({ text, quickWin: false })),
  };
}

/** The full report's three phases. */
export function reportTimeline(roadmap: ReportData["roadmap"]): TimelinePhase[] {
  return [roadmap.phase1, roadmap.phase2, roadmap.phase3].map((phase, i) => ({
    label: `Phase ${i + 1}`,
    title: phase.title,
    duration: phase.duration,
    goals: phase.objectives,
    ...reportMilestones(phase),
    decisionGate: phase.decisionGate,
  }));
}

/** The free roadmap's three phases, with its quick wins as the first phase's milestones. */
export function roadmapTimeline(
  roadmap: Pick<RoadmapContent, "phases" | "quickWins">,
  maxQuickWins = Infinity,
): TimelinePhase[] {
  return roadmap.phases.map((phase, i) => ({
    label: `Phase ${i + 1}`,
    title: phase.title,
    duration: phase.duration,
    goals: [phase.description],
    milestonesTitle: "Quick wins",
    milestones:
      i === 0
        ? roadmap.quickWins.slice(0, maxQuickWins).map((win) => ({
            text: win.title,
            when: win.timeframe,
            quickWin: true,
          }))
        : [],
    decisionGate: phase.decisionGate,
  }));
}
