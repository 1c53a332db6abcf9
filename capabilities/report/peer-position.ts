import { industryOptions, labelOf } from "@/model/assessment/options";
import { MIN_PEERS, type PeerPercentile } from "@/model/scoring/benchmark";

/** Where the company stands among the executives of its industry who took the assessment. */
export interface PeerPosition {
  enoughPeers: boolean;
  peerCount: number;
  /** Share of peers scoring lower, 0-100; present when there are enough peers. */
  percentile?: number;
  /** "Technology companies of your size". */
  peersLabel: string;
  /** Fewest peers before a position is shown. */
  minPeers: number;
}

/** The results page's peer comparison, worded for the report's dashboard. */
export function peerPosition(
  benchmark: PeerPercentile & { scope: "industry" | "industry-and-size" },
  industry: string,
): PeerPosition {
  const name = labelOf(industryOptions, industry);
  return {
    enoughPeers: benchmark.enoughPeers,
    peerCount: benchmark.peerCount,
    percentile: benchmark.enoughPeers ? benchmark.percentile : undefined,
    peersLabel:
      benchmark.scope === "industry-and-size"
        ? `${name} companies of your size`
        : `${name} companies`,
    minPeers: MIN_PEERS,
  };
}
