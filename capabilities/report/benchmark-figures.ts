import type { ReportData } from "@/model/documents/report-schemas";
import { summarySentences } from "./takeaways";

type Benchmarks = ReportData["industryBenchmarks"];
type Source = Benchmarks["sources"][number];

/** One benchmark as a large figure: "78%", what it counts, and where it comes from. */
export interface BenchmarkFigure {
  /** The source's first percentage ("12.2%"), or null when its finding has none. */
  value: string | null;
  /** The finding as the source reported it. */
  text: string;
  source: Source;
}

const PERCENT = /\d+(?:\.\d+)?%/;

/**
 * The industry benchmarks as figures with their sources, on screen and in the PDF, and what
 * the pilots' measures and the adoption text say besides those findings (that the company's own
 * baseline is its pilots' benchmark, how the figures compare), so that nothing is said twice.
 */
export function benchmarkFigures(benchmarks: Benchmarks): {
  figures: BenchmarkFigure[];
  commentary: string[];
} {
  const figures = benchmarks.sources.map((source) => ({
    value: source.label.match(PERCENT)?.[0] ?? null,
    text: source.label,
    source,
  }));
  const labels = benchmarks.sources.map((s) => s.label).join(" ");
  // What the pilots are measured against leads: a source measuring their metric is a figure above.
  const said = [benchmarks.pilotMeasures, benchmarks.adoptionRate].filter(Boolean).join(" ");
  const commentary = summarySentences(said).filter((s) => !labels.includes(s));
  return { figures, commentary };
}
