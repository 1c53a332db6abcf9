/** The report audit's section of bench/results.md, between markers the benchmark keeps. */

const START = "<!-- report-audit -->";
const END = "<!-- /report-audit -->";

export function auditSection(file: string): string {
  const start = file.indexOf(START);
  const end = file.indexOf(END);
  return start >= 0 && end > start ? file.slice(start, end + END.length) : "";
}

export function replaceAuditSection(file: string, audit: string): string {
  const section = `${START}\n${audit.trim()}\n${END}`;
  const existing = auditSection(file);
  return existing ? file.replace(existing, section) : `${file.trimEnd()}\n\n${section}\n`;
}
