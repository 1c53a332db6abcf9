import type { ReactNode } from "react";
import { cn } from "@/platform/ui/utils";
import { ChartTable, type ChartTableColumn } from "./chart-table";

/**
 * A chart with its data as a real table. The picture (`children`, a chart built on
 * ./chart.tsx, usually loaded lazily) is hidden from assistive technology; the table, rendered
 * with the page and visually hidden, carries the same values under `caption`. The first cell
 * of each row heads it. The box keeps its height while the chart loads, so nothing shifts.
 */
export function ChartFigure({
  caption,
  columns,
  rows,
  children,
  className,
}: {
  caption: string;
  columns: readonly ChartTableColumn[];
  rows: readonly (readonly (string | number)[])[];
  children: ReactNode;
  /** The chart box: give it a height (e.g. "h-64"). */
  className?: string;
}) {
  return (
    <figure className="relative m-0 grid">
      <div aria-hidden="true" className={cn("w-full", className)}>
        {children}
      </div>
      <ChartTable caption={caption} columns={columns} rows={rows} />
    </figure>
  );
}
