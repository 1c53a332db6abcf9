import type { IndexCell, IndexSnapshot } from "./types";

export const NOT_ENOUGH_COMPANIES = "not enough companies yet";

const quote = (value: string | number) => {
  const text = String(value);
  // A leading = + - @ would be read as a formula by a spreadsheet.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

const HEADER = ["table", "group", "companies", "figure", "item", "value"];

/** One line per published figure; a suppressed group is one line that says so. */
function cellLines(table: string, cell: IndexCell): (string | number)[][] {
  if (!cell.published) return [[table, cell.label, "", NOT_ENOUGH_COMPANIES, "", ""]];
  const f = cell.figures;
  const line = (figure: string, item: string, value: number) => [
    table,
    cell.label,
    f.companies,
    figure,
    item,
    value,
  ];
  return [
    line("median readiness score (0-100)", "", f.medianScore),
    ...f.scoreBands.map((s) => line("share of companies by score (%)", s.label, s.percent)),
    ...f.pillars.map((p) => line(`median pillar points (of ${p.max})`, p.label, p.median)),
    ...f.governance.map((s) => line("share with element in place (%)", s.label, s.percent)),
    ...f.posture.map((s) => line("share by posture (%)", s.label, s.percent)),
    ...f.challenges.map((s) => line("share naming challenge (%)", s.label, s.percent)),
    ...f.helpAreas.map((s) => line("share expecting AI to help (%)", s.label, s.percent)),
  ];
}

/** The published aggregates as CSV (RFC 4180, CRLF line ends). */
export function indexCsv(snapshot: IndexSnapshot): string {
  const lines = [
    HEADER,
    ...cellLines("overall", snapshot.overall),
    ...snapshot.breakdowns.industry.flatMap((c) => cellLines("industry", c)),
    ...snapshot.breakdowns.size.flatMap((c) => cellLines("company size", c)),
    ...snapshot.breakdowns.region.flatMap((c) => cellLines("head office region", c)),
    ...snapshot.trend.flatMap((c) => cellLines("quarter", c)),
  ];
  return lines.map((l) => l.map(quote).join(",")).join("\r\n") + "\r\n";
}
