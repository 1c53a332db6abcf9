import type { AssessmentInput } from "@/model/assessment/schemas";
import type { ReadinessPillarKey, ReadinessResult } from "@/model/scoring";
import { answerChanges, type AnswerChange } from "./answer-changes";
import { reflectedQuickWins, type QuickWinOutcome } from "./quick-wins";

/** One assessment as a comparison reads it: its answers and its stored, explained score. */
export interface ComparedAssessment {
  id: string;
  createdAt: Date;
  answers: AssessmentInput;
  readiness: ReadinessResult;
}

export interface PillarDelta {
  key: ReadinessPillarKey;
  label: string;
  max: number;
  before: number;
  after: number;
  delta: number;
}

/** "Since your last assessment": what moved between an assessment and the one it retakes. */
export interface Progress {
  previousId: string;
  previousDate: string;
  score: { before: number; after: number; delta: number };
  pillars: PillarDelta[];
  changes: AnswerChange[];
  /** The earlier roadmap's quick wins, each reflected now (with evidence) or not yet. */
  quickWins: QuickWinOutcome[];
}

/** "+4", "−3", "no change": a delta as the executive reads it. */
export function formatDelta(delta: number): string {
  if (delta === 0) return "no change";
  return delta > 0 ? `+${delta}` : `−${Math.abs(delta)}`;
}

/**
 * Compares an assessment with the one it retakes: the stored scores (each explained with its
 * own model version) and their pillars, the answers that changed, and the earlier roadmap's
 * quick wins the new answers reflect.
 */
export function compareAssessments(
  before: ComparedAssessment,
  after: ComparedAssessment,
  earlierQuickWins: readonly { title: string; description: string }[],
): Progress {
  const pillars = after.readiness.pillars.flatMap((pillar) => {
    const earlier = before.readiness.pillars.find((p) => p.key === pillar.key);
    if (!earlier) return [];
    return [
      {
        key: pillar.key,
        label: pillar.label,
        max: pillar.max,
        before: earlier.points,
        after: pillar.points,
        delta: pillar.points - earlier.points,
      },
    ];
  });
  return {
    previousId: before.id,
    previousDate: before.createdAt.toISOString(),
    score: {
      before: before.readiness.score,
      after: after.readiness.score,
      delta: after.readiness.score - before.readiness.score,
    },
    pillars,
    changes: answerChanges(before.answers, after.answers),
    quickWins: reflectedQuickWins(earlierQuickWins, before.answers, after.answers),
  };
}
