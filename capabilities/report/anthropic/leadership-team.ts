import type { GenerationInput } from "@/capabilities/report/generation-input";

/**
 * The <leadership_team> block of a prompt: the team's answers as aggregates only (counts per
 * option, medians, the gaps already worded with counts), never one leader's answers, names or
 * addresses. Below the minimum, only the count and how many more are needed.
 */
export function leadershipTeam(input: GenerationInput): Record<string, unknown> | null {
  const team = input.team;
  if (!team || team.responses === 0) return null;
  const { responses, minimum, aggregates } = team;
  if (!aggregates)
    return {
      responses,
      minimum,
      needed: Math.max(0, minimum - responses),
      note: "Fewer answers than the minimum: no aggregates, and the scores are the executive's own.",
    };
  return {
    responses,
    bottomUp: `The bottom-up score in <scores> reflects these ${responses} leaders' answers; top-down is the executive's.`,
    confidence: {
      executive: aggregates.confidence.executive,
      teamMedian: aggregates.confidence.median,
      middleHalf: [aggregates.confidence.lowerQuartile, aggregates.confidence.upperQuartile],
      spread: aggregates.confidence.spread,
    },
    questions: aggregates.questions.map((q) => ({
      question: q.question,
      leadersPerAnswer: q.options
        .filter((o) => o.count > 0 || o.executive)
        .map((o) => ({ answer: o.label, leaders: o.count, executiveChoseIt: o.executive })),
    })),
    largestGaps: aggregates.gaps.map(({ topic, finding, conversation }) => ({
      topic,
      finding,
      conversation,
    })),
    inPlaceForTheExecutiveNotSeenByMost: aggregates.governanceGaps.map((g) => ({
      element: g.label,
      seenBy: g.seenBy,
      of: g.of,
    })),
    frictionThemes: aggregates.friction.themes,
    breakdowns: aggregates.breakdowns.map((b) => ({
      title: b.title,
      groups: b.groups.map(({ label, count, confidenceMedian, posture }) => ({
        group: label,
        leaders: count,
        confidenceMedian,
        mostSayTheOrganizationIs: posture,
      })),
    })),
  };
}
