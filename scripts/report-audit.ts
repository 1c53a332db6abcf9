/**
 * `npm run report:audit`: writes every audit persona's report with the built-in generator and
 * prints how much of them is template, the tools chosen with their size fit, any rule
 * violations, and how well free text is read (theme precision over the hand-labelled corpus).
 * `--write` also puts the figures in bench/results.md.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { renderAudit, runReportAudit } from "@/tests/report-audit/run";
import { replaceAuditSection } from "@/tests/report-audit/results-file";
import { measureThemes, renderThemeMeasure } from "@/tests/report-audit/theme-precision";

const text = [renderAudit(runReportAudit()), ...renderThemeMeasure(measureThemes())].join("\n");
process.stdout.write(`${text}\n`);
if (process.argv.includes("--write")) {
  const file = path.join(process.cwd(), "bench", "results.md");
  writeFileSync(file, await replaceAuditSection(readFileSync(file, "utf8"), text));
  process.stderr.write("wrote the report audit to bench/results.md\n");
}
