import { Users } from "@/platform/ui/icons";
import type { PeerPosition } from "@/capabilities/report/peer-position";

export function PeerPositionFigure({ peers }: { peers: PeerPosition }) {
  return (
    <div className="grid gap-1 text-center text-sm">
      <p className="flex items-center justify-center gap-1.5 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
        <Users className="size-3.5" aria-hidden="true" />
        Peer position
      </p>
      {peers.enoughPeers && peers.percentile !== undefined ? (
        <p>
          Higher than{" "}
          <strong className="text-2xl font-bold text-primary tabular-nums">
            {peers.percentile}%
          </strong>{" "}
          of {peers.peerCount} {peers.peersLabel}
        </p>
      ) : (
        <p className="text-muted-foreground">
          Not enough peers yet: {peers.peerCount} of the {peers.minPeers} {peers.peersLabel} needed
          to compare.
        </p>
      )}
    </div>
  );
}
