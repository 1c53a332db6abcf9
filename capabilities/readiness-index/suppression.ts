import type { SuppressionReason } from "./types";

export interface LineCount {
  key: string;
  companies: number;
}

/**
 * Which cells of one line (a row or a column whose total is shown) are suppressed. Primary:
 * fewer than `min` companies. Complementary: while the suppressed cells together hold between 1
 * and min - 1 companies, the total minus the shown cells would give that small group's figures
 * away, so the smallest shown cell is suppressed too. `already` holds cells suppressed for
 * another reason (kept).
 */
export function suppressLine(
  line: readonly LineCount[],
  min: number,
  already: ReadonlyMap<string, SuppressionReason> = new Map(),
): Map<string, SuppressionReason> {
  const suppressed = new Map(already);
  for (const cell of line) {
    if (cell.companies < min && !suppressed.has(cell.key))
      suppressed.set(cell.key, "below_minimum");
  }
  const hidden = () =>
    line.filter((c) => suppressed.has(c.key)).reduce((sum, c) => sum + c.companies, 0);
  for (let residual = hidden(); residual > 0 && residual < min; residual = hidden()) {
    const next = line
      .filter((c) => !suppressed.has(c.key))
      .sort((a, b) => a.companies - b.companies || a.key.localeCompare(b.key))[0];
    if (!next) break;
    suppressed.set(next.key, "complementary");
  }
  return suppressed;
}

/**
 * The suppressed cells of a grid whose rows and columns each have a shown total (the margins):
 * a cell whose row or column total is suppressed is suppressed with it, then every row and every
 * column is made safe by `suppressLine`, again until nothing changes (a cell suppressed to
 * protect its row may leave its column exposed).
 */
export function suppressGrid(
  cells: readonly { row: string; column: string; companies: number }[],
  min: number,
  suppressedRows: ReadonlySet<string>,
  suppressedColumns: ReadonlySet<string>,
): Map<string, SuppressionReason> {
  const keyOf = (c: { row: string; column: string }) => `${c.row}|${c.column}`;
  let suppressed = new Map<string, SuppressionReason>();
  for (const cell of cells) {
    if (suppressedRows.has(cell.row) || suppressedColumns.has(cell.column)) {
      suppressed.set(keyOf(cell), "group_suppressed");
    }
  }
  const lines = (pick: "row" | "column") => {
    const byLine = new Map<string, LineCount[]>();
    for (const cell of cells) {
      const list = byLine.get(cell[pick]) ?? [];
      list.push({ key: keyOf(cell), companies: cell.companies });
      byLine.set(cell[pick], list);
    }
    return [...byLine.values()];
  };
  const allLines = [...lines("row"), ...lines("column")];
  for (let before = -1; before !== suppressed.size;) {
    before = suppressed.size;
    for (const line of allLines) suppressed = suppressLine(line, min, suppressed);
  }
  return suppressed;
}
