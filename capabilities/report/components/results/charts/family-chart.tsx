"use client";

import { ChartTable } from "@/platform/ui/chart-table";
import { familyTable, type FamilyPoint } from "./chart-data";
import { FamilyBars } from "./family-bars";

/**
 * The family score's parts as bars out of 10, with the values as a table. A client component
 * for what it sends (see PillarChart): the page's payload carries the parts' names and scores
 * once, not the bars and the table as markup.
 */
export function FamilyChart({
  points,
  noChildrenAtHome,
  className = "h-40",
}: {
  points: readonly FamilyPoint[];
  /** Child safety and rules do not apply (they are not among the points). */
  noChildrenAtHome?: boolean;
  /** The chart box's height (it takes the full width). */
  className?: string;
}) {
  return (
    <figure className="relative m-0 grid">
      <div aria-hidden="true" className={`w-full ${className}`}>
        <FamilyBars points={points} />
      </div>
      <ChartTable
        caption={
          noChildrenAtHome
            ? "Family AI readiness by part, each scored out of 10 (no children at home: child safety and rules do not apply)"
            : "Family AI readiness by part, each scored out of 10"
        }
        columns={familyTable.columns}
        rows={familyTable.rows(points)}
      />
    </figure>
  );
}
