import { leverGain } from "@/model/documents/format";
import { cn } from "@/platform/ui/utils";

/** The levers that would raise the score most, each with the points it adds. */
export function LeverList({
  levers,
  pointsClassName,
}: {
  levers: readonly { action: string; points: number }[];
  pointsClassName?: string;
}) {
  return (
    <ol className="grid gap-2">
      {levers.map((lever) => (
        <li key={lever.action} className="lever-row">
          <span>{lever.action}</span>
          <span className={cn("lever-points", pointsClassName)}>{leverGain(lever.points)}</span>
        </li>
      ))}
    </ol>
  );
}
