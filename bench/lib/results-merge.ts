/**
 * `BENCH_ONLY=<phase>`: one phase measured alone. Its rows replace that phase's rows in
 * bench/results.md's table (the other phases' figures stay as their last full run left them),
 * and its note replaces the earlier note of that phase.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { renderTable, type Row } from "./table";

const KEYS: (keyof Row)[] = ["phase", "case", "rate", "p50", "p99", "errors", "other", "target"];

/** The rows of the first Markdown table in `text`, and where that table is. */
export function parseTable(text: string): { rows: Row[]; start: number; end: number } | null {
  const lines = text.split("\n");
  const start = lines.findIndex((line) => line.startsWith("| Phase"));
  if (start < 0) return null;
  let end = start;
  while (end < lines.length && lines[end].startsWith("|")) end++;
  const rows = lines.slice(start + 2, end).map((line) => {
    const cells = line
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map((c) => c.trim().replace(/\\\|/g, "|"));
    return Object.fromEntries(
      KEYS.map((key, i) => [key, cells[i] ?? ""]).filter(([, v]) => v !== ""),
    ) as unknown as Row;
  });
  return { rows, start, end };
}

/**
 * Writes `rows` in place of the rows of `phase` (appended when it had none) and the note. A
 * full run names a failed step's row after the step ("Export csv comprehensive, ..."): those
 * rows belong to the phase too.
 */
export function mergePhase(file: string, phase: string, rows: Row[], note: string): string {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    text = "# Benchmark results\n\n";
  }
  const table = parseTable(text);
  const ofPhase = (r: Row) => r.phase === phase || r.phase.startsWith(`${phase} `);
  const old = table?.rows ?? [];
  // Where the phase's rows were (at the end when it had none), the others around them.
  const first = old.some(ofPhase) ? old.findIndex(ofPhase) : old.length;
  const before = old.slice(0, first).filter((r) => !ofPhase(r));
  const after = old.slice(first).filter((r) => !ofPhase(r));
  const rendered = renderTable([...before, ...rows, ...after]);
  const lines = text.split("\n");
  if (table) lines.splice(table.start, table.end - table.start, rendered);
  else lines.push(rendered, "");
  text = lines.join("\n");
  // A phase's own note says it was measured alone: a header line about the phase (how its
  // figures are measured, "- Export: each on ...") stays.
  const marker = `- ${phase}: measured alone`;
  const noteLine = `- ${phase}: ${note}`;
  // The notes of the phase's steps that failed in an earlier run ("- Export csv ... failed: ...").
  const staleFailure = (line: string) =>
    line.startsWith(`- ${phase} `) && line.includes(" failed: ");
  const notes = text.split("\n").filter((line) => !staleFailure(line));
  const at = notes.findIndex((line) => line.startsWith(marker));
  if (at >= 0) notes[at] = noteLine;
  else {
    const heading = notes.findIndex((line) => line === "## Notes");
    if (heading >= 0) {
      let last = heading + 1;
      while (last + 1 < notes.length && notes[last + 1].startsWith("- ")) last++;
      notes.splice(last + 1, 0, noteLine);
    } else notes.push("", "## Notes", "", noteLine);
  }
  text = notes.join("\n");
  writeFileSync(file, text);
  return rendered;
}
