"use client";

import { ChartTable } from "@/platform/ui/chart-table";
import { pillarPoints, pillarTable, type PillarInput } from "./chart-data";
import { PillarRadar } from "./pillar-radar";

/**
 * The six pillars as a radar, with their points as a table. A client component for what it
 * sends, not for what it does: its props (six names and numbers) are all the page's payload
 * carries, where a server component's radar and table came again as markup in the payload.
 */
export function PillarChart({
  pillars,
  className = "h-64 w-72 max-w-full",
}: {
  pillars: readonly PillarInput[];
  /** The chart box, with its width and height. */
  className?: string;
}) {
  const points = pillarPoints(pillars);
  return (
    <figure className="relative m-0 grid">
      <div aria-hidden="true" className={className}>
        <PillarRadar points={points} />
      </div>
      <ChartTable
        caption="Your six readiness pillars: the points earned out of each pillar's maximum"
        columns={pillarTable.columns}
        rows={pillarTable.rows(points)}
      />
    </figure>
  );
}
