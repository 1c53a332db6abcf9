import type { PublishedSource } from "./types";

/**
 * Published sources that measure what a pilot measures, not how many businesses use AI: each is
 * quoted only for a pilot whose metric it measures. Only sources with a publisher, title and
 * year known for certain are listed; a pilot whose metric none measures is told so, and its own
 * baseline is its benchmark (builtin/pilot-benchmarks.ts).
 */
export interface MetricBenchmark {
  /** The pilot metrics (content/challenge-measures.ts, or the executive's own) it measures. */
  measures: RegExp;
  source: PublishedSource;
}

export const dora2024: PublishedSource = {
  kind: "published",
  name: "DORA (Google Cloud), Accelerate State of DevOps Report 2024",
  year: 2024,
  url: "https://dora.dev/research/2024/dora-report/",
  label:
    "DORA's Accelerate State of DevOps Report reported that its elite-performing software teams took less than one day from a change being committed to it running in production.",
};

export const metricBenchmarks: readonly MetricBenchmark[] = [
  {
    measures:
      /\b(?:cycle|lead) time\b.*\b(?:commit|production|release|deploy\w*)\b|\bdeployment frequency\b|\bchange failure rate\b/i,
    source: dora2024,
  },
];

/** The published sources measuring this metric, if any. */
export const benchmarksMeasuring = (metric: string): PublishedSource[] =>
  metricBenchmarks.filter((b) => b.measures.test(metric)).map((b) => b.source);
