/** The report audit's section of bench/results.md, between markers the benchmark keeps. */

const START = "<!-- report-audit -->";
const END = "<!-- /report-audit -->";

export function auditSection(file: string): string {
  const start = file.indexOf(START);
  const end = file.indexOf(END);
  return start >= 0 && end > start ? file.slice(start, end + END.length) : "";
}

/** The results file with the audit put in (or replaced), formatted as `npm test` checks it. */
export async function replaceAuditSection(file: string, audit: string): Promise<string> {
  const section = `${START}\n${audit.trim()}\n${END}`;
  const existing = auditSection(file);
  const text = existing ? file.replace(existing, section) : `${file.trimEnd()}\n\n${section}\n`;
  const { format } = await import("prettier");
  return format(text, { parser: "markdown" });
}
