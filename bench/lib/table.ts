/** The one results table: aligned Markdown, printed to stdout and written to bench/results.md. */

export interface Row {
  phase: string;
  case: string;
  /** requests (or rows) per second */
  rate?: string;
  p50?: string;
  p99?: string;
  errors?: string;
  other?: string;
  target?: string;
}

const COLUMNS: [keyof Row, string][] = [
  ["phase", "Phase"],
  ["case", "Case"],
  ["rate", "req/s"],
  ["p50", "p50 ms"],
  ["p99", "p99 ms"],
  ["errors", "errors"],
  ["other", "other"],
  ["target", "target"],
];

const NUMERIC = new Set<keyof Row>(["rate", "p50", "p99", "errors"]);

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");

export function renderTable(rows: Row[]): string {
  const widths = COLUMNS.map(([key, title]) =>
    Math.max(title.length, ...rows.map((row) => cell(row[key] ?? "").length)),
  );
  const line = (values: string[], numeric: boolean[] = []) =>
    `| ${values.map((v, i) => (numeric[i] ? v.padStart(widths[i]) : v.padEnd(widths[i]))).join(" | ")} |`;
  const numeric = COLUMNS.map(([key]) => NUMERIC.has(key));
  return [
    line(
      COLUMNS.map(([, title]) => title),
      numeric,
    ),
    `| ${widths.map((w, i) => (numeric[i] ? `${"-".repeat(w - 1)}:` : "-".repeat(w))).join(" | ")} |`,
    ...rows.map((row) =>
      line(
        COLUMNS.map(([key]) => cell(row[key] ?? "")),
        numeric,
      ),
    ),
  ].join("\n");
}

/** Fixed decimals; "n/a" for missing or not-a-number. */
export function num(value: number | null | undefined, decimals = 0): string {
  if (value === null || value === undefined || Number.isNaN(value)) return "n/a";
  return value.toLocaleString("en-US", {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
}

/** "pass" / "MISS" against a limit (lower is better unless `higherIsBetter`). */
export function verdict(value: number | null | undefined, limit: number, higherIsBetter = false) {
  if (value === null || value === undefined || Number.isNaN(value)) return "";
  const ok = higherIsBetter ? value >= limit : value < limit;
  return ok ? "pass" : "MISS";
}
