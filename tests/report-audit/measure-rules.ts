import type { ReportData } from "@/model/documents/report-schemas";
import type { RoadmapContent } from "@/model/documents/roadmap-schemas";

/** A piece of measured work: what is done and the figure it starts from. */
interface Measured {
  path: string;
  action: string;
  baseline: string;
}

function measuredWork(value: unknown, path: string, found: Measured[] = []): Measured[] {
  if (Array.isArray(value)) value.forEach((v, i) => measuredWork(v, `${path}[${i}]`, found));
  else if (value && typeof value === "object") {
    const o = value as Record<string, unknown>;
    if (typeof o.baseline === "string" && typeof o.action === "string")
      found.push({ path, action: o.action, baseline: o.baseline });
    for (const [k, v] of Object.entries(o)) measuredWork(v, `${path}.${k}`, found);
  }
  return found;
}

/** "keep X if … still use it weekly after a month." and nothing else to judge it by. */
const USE_ALONE = /still uses? it weekly after a month\.?$/;

/**
 * Measures that prove nothing (issue 34, class 6): one baseline copied onto different pieces of
 * work (a pilot is measured from its own figure), and a business case whose only test is that
 * people still use the tool.
 */
export function measureViolations(
  report: ReportData,
  roadmap: RoadmapContent,
): { rule: string; detail: string }[] {
  const found: { rule: string; detail: string }[] = [];
  for (const [name, document] of [
    ["report", report],
    ["roadmap", roadmap],
  ] as const) {
    const seen = new Map<string, Measured>();
    for (const work of measuredWork(document, name)) {
      const first = seen.get(work.baseline);
      if (first && first.action !== work.action)
        found.push({
          rule: "one baseline for different work",
          detail: `${first.path}, ${work.path}: “${work.baseline.slice(0, 80)}”`,
        });
      else if (!first) seen.set(work.baseline, work);
    }
  }
  for (const tool of report.recommendedApplications)
    if (tool.businessCase && USE_ALONE.test(tool.businessCase.trim()))
      found.push({
        rule: "business case proved by its own use",
        detail: `${tool.name}: “${tool.businessCase.slice(-90)}”`,
      });
  return found;
}
