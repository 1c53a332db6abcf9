import { MIN_PEERS_FOR_FIGURES } from "@/model/scoring/benchmark";
import type { IndustryStats } from "./generation-input";

/**
 * The figures of our own submissions a document may print: only from a peer group large
 * enough to be a statistic (`MIN_PEERS_FOR_FIGURES`), never "100% of the 5 other" peers.
 */
export const printablePeerStats = (stats: IndustryStats | null): IndustryStats | null =>
  stats && stats.sampleSize >= MIN_PEERS_FOR_FIGURES ? stats : null;

/** True when peers have answered, though too few for their figures to be printed. */
export const peerGroupTooSmall = (stats: IndustryStats | null): stats is IndustryStats =>
  stats !== null && printablePeerStats(stats) === null;
