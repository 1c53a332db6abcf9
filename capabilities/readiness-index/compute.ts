import { dimensions, quarterOf, quartersBetween, SIZE_BANDS } from "./cells";
import { figuresOf } from "./figures";
import { suppressGrid, suppressLine } from "./suppression";
import type {
  BreakdownKey,
  ComputedIndex,
  GridCell,
  IndexCell,
  IndexRow,
  SuppressedNote,
  SuppressionReason,
} from "./types";

export interface ComputeOptions {
  minCell: number;
  period: { from: string | null; to: string | null };
  now: Date;
}

/** One company, one voice: an assessment retaken in the period counts by its retake only. */
export function latestPerCompany(rows: readonly IndexRow[]): IndexRow[] {
  const retaken = new Set(rows.map((r) => r.previousAssessmentId).filter(Boolean));
  return rows.filter((r) => !retaken.has(r.id));
}

interface Group {
  key: string;
  label: string;
  rows: IndexRow[];
}

function groupBy(
  rows: readonly IndexRow[],
  options: readonly { value: string; label: string }[],
  of: (row: IndexRow) => string,
): Group[] {
  return options.map(({ value, label }) => ({
    key: value,
    label,
    rows: rows.filter((row) => of(row) === value),
  }));
}

function cellOf(group: Group, reason: SuppressionReason | undefined): IndexCell {
  return reason
    ? { key: group.key, label: group.label, published: false }
    : { key: group.key, label: group.label, published: true, figures: figuresOf(group.rows) };
}

/**
 * The index of these rows: the whole, each breakdown, the quarterly trend and the
 * industry-by-size grid, with every group of fewer than `minCell` companies suppressed, and
 * whatever would let one be derived (see suppression.ts). The whole below the minimum
 * suppresses everything. Figures of a shown group depend only on that group's rows.
 */
export function computeIndex(allRows: readonly IndexRow[], options: ComputeOptions): ComputedIndex {
  const { minCell } = options;
  const rows = latestPerCompany(allRows);
  const notes: SuppressedNote[] = [];
  const everything = rows.length < minCell;
  const note = (table: SuppressedNote["table"], group: Group, reason?: SuppressionReason) => {
    if (reason)
      notes.push({
        table,
        key: group.key,
        label: group.label,
        companies: group.rows.length,
        reason,
      });
    return cellOf(group, reason);
  };

  const overallGroup = { key: "all", label: "All companies", rows };
  const overall = note("overall", overallGroup, everything ? "below_minimum" : undefined);

  const line = (table: BreakdownKey | "trend", groups: Group[]) => {
    const reasons = everything
      ? new Map(groups.map((g) => [g.key, "group_suppressed" as const]))
      : suppressLine(
          groups.map((g) => ({ key: g.key, companies: g.rows.length })),
          minCell,
        );
    return { cells: groups.map((g) => note(table, g, reasons.get(g.key))), reasons };
  };

  const breakdowns = {} as Record<BreakdownKey, IndexCell[]>;
  const hiddenKeys = {} as Record<BreakdownKey, Set<string>>;
  for (const key of Object.keys(dimensions) as BreakdownKey[]) {
    const { options: list, of } = dimensions[key];
    const { cells, reasons } = line(key, groupBy(rows, list, of));
    breakdowns[key] = cells;
    hiddenKeys[key] = new Set(reasons.keys());
  }

  const trend = line("trend", quarterGroups(rows, options)).cells;

  const gridGroups = dimensions.industry.options.flatMap((industry) =>
    SIZE_BANDS.map((size) => ({
      industry: industry.value,
      size: size.value,
      group: {
        key: `${industry.value}|${size.value}`,
        label: `${industry.label}, ${size.label}`,
        rows: rows.filter(
          (r) =>
            dimensions.industry.of(r) === industry.value && dimensions.size.of(r) === size.value,
        ),
      },
    })),
  );
  const gridReasons = suppressGrid(
    gridGroups.map((g) => ({ row: g.industry, column: g.size, companies: g.group.rows.length })),
    minCell,
    hiddenKeys.industry,
    hiddenKeys.size,
  );
  const industryBySize: GridCell[] = gridGroups.map((g) => ({
    industry: g.industry,
    size: g.size,
    cell: note("industryBySize", g.group, gridReasons.get(g.group.key)),
  }));

  return {
    snapshot: {
      version: 1,
      minCell,
      computedAt: options.now.toISOString(),
      period: options.period,
      overall,
      breakdowns,
      trend,
      industryBySize,
    },
    suppressed: notes,
  };
}

/** A group per calendar quarter of the period (or of the rows' dates when it is open). */
function quarterGroups(rows: readonly IndexRow[], { period, now }: ComputeOptions): Group[] {
  const earliest = rows.reduce((min, r) => Math.min(min, r.completedAt.getTime()), now.getTime());
  const first = period.from ? new Date(period.from) : new Date(earliest);
  const last = period.to ? new Date(period.to) : now;
  return quartersBetween(first, last).map((quarter) => ({
    key: quarter,
    label: quarter.replace("-", " "),
    rows: rows.filter((r) => quarterOf(r.completedAt) === quarter),
  }));
}
