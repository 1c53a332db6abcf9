import "server-only";
import {
  BOTTOM_UP_PILLARS,
  TOP_DOWN_PILLARS,
  sectorOfAnswers,
} from "@/capabilities/report/builtin";
import { MIN_PEERS, peerPercentile, scoreFamily, type ReadinessResult } from "@/model/scoring";
import { answersOf, storedReadiness } from "@/model/scoring/stored";
import { getPeerScores, getPublicAssessment } from "@/capabilities/leads/server";

/** Everything the results page shows: the answers, the explained scores, the peer comparison. */
export async function getResults(id: string) {
  const assessment = await getPublicAssessment(id);
  if (!assessment) return null;
  const answers = answersOf(assessment);
  const readiness = storedReadiness(assessment);
  const peers = await getPeerScores(assessment, MIN_PEERS);
  return {
    assessment,
    answers,
    // The kind of business the report's "Industry:" names, so both pages name one industry.
    sector: sectorOfAnswers(answers),
    readiness,
    family: scoreFamily(answers),
    benchmark: { ...peerPercentile(readiness.score, peers.scores, MIN_PEERS), scope: peers.scope },
    outlook: outlookOf(readiness),
  };
}

/**
 * Growth potential: the points the top changes would add. Alignment: leadership (top-down
 * pillars) against capability (bottom-up pillars), each out of 50.
 */
function outlookOf(readiness: ReadinessResult) {
  const points = (keys: readonly string[]) =>
    readiness.pillars.filter((p) => keys.includes(p.key)).reduce((sum, p) => sum + p.points, 0);
  const leadership = points(TOP_DOWN_PILLARS);
  const capability = points(BOTTOM_UP_PILLARS);
  const gap = leadership - capability;
  return {
    growthPoints: readiness.improvements.reduce((sum, step) => sum + step.gain, 0),
    leadership,
    capability,
    alignment:
      Math.abs(gap) <= 5
        ? "Aligned"
        : gap > 0
          ? "Leadership ahead of teams"
          : "Teams ahead of leadership",
  } as const;
}

export type Results = NonNullable<Awaited<ReturnType<typeof getResults>>>;
