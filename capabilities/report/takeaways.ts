import type { ReportData } from "@/model/documents/report-schemas";

/**
 * The executive summary read as three to five takeaways. New reports carry their own
 * (`reportData.takeaways`, written by the generator); a report stored before they existed gets
 * them from its summary's sentences here, so every stored report still reads the same way.
 */

export const MIN_TAKEAWAYS = 3;
export const MAX_TAKEAWAYS = 5;

/**
 * Sentence ends: a full stop, question or exclamation mark (optionally inside a closing quote)
 * followed by a space and a capital or an opening quote. "e.g. the" and "US$1.38" stay whole.
 */
const SENTENCE_END = /(?<=[.!?][”"’)]?)\s+(?=[A-Z“"‘(])/u;

export function summarySentences(summary: string): string[] {
  return summary
    .split(/\n+/)
    .flatMap((paragraph) => paragraph.split(SENTENCE_END))
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Three to five takeaways from a summary: its sentences, the shortest neighbours joined when
 * there are more than five, so nothing the summary says is dropped. A summary of fewer than
 * three sentences gives what it has.
 */
export function takeawaysFromSummary(summary: string): string[] {
  const items = summarySentences(summary);
  while (items.length > MAX_TAKEAWAYS) {
    let best = 0;
    for (let i = 1; i < items.length - 1; i++) {
      if (items[i].length + items[i + 1].length < items[best].length + items[best + 1].length)
        best = i;
    }
    items.splice(best, 2, `${items[best]} ${items[best + 1]}`);
  }
  return items;
}

/** What the report shows as its takeaways: its own, or those of its summary. */
export function reportTakeaways(report: Pick<ReportData, "takeaways" | "executiveSummary">) {
  return report.takeaways?.length
    ? report.takeaways
    : takeawaysFromSummary(report.executiveSummary);
}
