export const MIN_PEERS = 5;

/**
 * Below this many peers a share or an average of their answers is no statistic a report may
 * print ("100% of the 5 other Food Services organizations"): the report then says the group is
 * still too small to compare against.
 */
export const MIN_PEERS_FOR_FIGURES = 30;

export type PeerPercentile =
  | { enoughPeers: false; peerCount: number }
  | { enoughPeers: true; peerCount: number; percentile: number };

/**
 * Where a score stands among real peer scores: the share of peers below it plus half of
 * those level with it, as a 0-100 integer. Below `minPeers` there is no percentile, rather
 * than a figure that a handful of peers cannot support. Peer scores that are not numbers are
 * ignored; the caller decides whether the scored assessment itself is among the peers.
 */
export function peerPercentile(
  score: number,
  peerScores: readonly number[],
  minPeers = MIN_PEERS,
): PeerPercentile {
  const peers = peerScores.filter(Number.isFinite);
  const peerCount = peers.length;
  if (peerCount === 0 || peerCount < minPeers) return { enoughPeers: false, peerCount };
  const below = peers.filter((peer) => peer < score).length;
  const level = peers.filter((peer) => peer === score).length;
  return {
    enoughPeers: true,
    peerCount,
    percentile: Math.round((100 * (below + level / 2)) / peerCount),
  };
}
