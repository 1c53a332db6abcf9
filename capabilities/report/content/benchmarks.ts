import type { Industry } from "@/model/assessment/options";
import { metricBenchmarks } from "./metric-benchmarks";
import type { PublishedSource } from "./types";

/**
 * Published benchmark figures, each with the source it comes from. Only figures from
 * well-known public surveys are quoted, phrased as what the source reported. Statistics
 * Canada measures use of AI "in producing goods or delivering services", a narrower
 * definition than the global surveys, which is why its figures are much lower.
 */

/**
 * Statistics Canada's 2025 analysis, cited for its national and its sector figures: one title for
 * its one address, so a report that quotes both cites one source (the analysis reports the
 * Canadian Survey on Business Conditions).
 */
const STATCAN_2025 = {
  kind: "published",
  name: "Statistics Canada, Analysis on artificial intelligence use by businesses in Canada, second quarter of 2025",
  year: 2025,
  url: "https://www150.statcan.gc.ca/n1/pub/11-621-m/11-621-m2025008-eng.htm",
} as const;

export const statCanBusinesses2025: PublishedSource = {
  ...STATCAN_2025,
  label:
    "Statistics Canada reported that 12.2% of Canadian businesses had used AI in producing goods or delivering services over the previous 12 months, up from 6.1% a year earlier.",
};

export const stanfordAiIndex2025: PublishedSource = {
  kind: "published",
  name: "Stanford Institute for Human-Centered AI, AI Index Report 2025",
  year: 2025,
  url: "https://hai.stanford.edu/ai-index/2025-ai-index-report",
  label:
    "The AI Index reported that 78% of organizations used AI in 2024, up from 55% the year before.",
};

export const workTrendIndex2024: PublishedSource = {
  kind: "published",
  name: "Microsoft and LinkedIn, 2024 Work Trend Index Annual Report",
  year: 2024,
  url: "https://www.microsoft.com/en-us/worklab/work-trend-index/ai-at-work-is-here-now-comes-the-hard-part",
  label:
    "Microsoft and LinkedIn reported that 75% of knowledge workers used generative AI at work and that 78% of AI users brought their own AI tools to work.",
};

/**
 * Statistics Canada's sector figures, for the sectors whose figure its analysis reports: the same
 * edition as the national figure, so a sector is compared with the total it was measured beside.
 */
export type StatCanSector = "information" | "professional" | "finance" | "accommodation";

const sectorFigures: Record<StatCanSector, PublishedSource> = {
  information: {
    ...STATCAN_2025,
    label:
      "Statistics Canada reported that businesses in information and cultural industries, the sector closest to technology, were the most likely to use AI in producing goods or delivering services (35.6%, against 12.2% of all businesses).",
  },
  professional: {
    ...STATCAN_2025,
    label:
      "Statistics Canada reported that 31.7% of businesses in professional, scientific and technical services had used AI in producing goods or delivering services, against 12.2% of all businesses.",
  },
  finance: {
    ...STATCAN_2025,
    label:
      "Statistics Canada reported that 30.6% of finance and insurance businesses had used AI in producing goods or delivering services, against 12.2% of all businesses.",
  },
  accommodation: {
    ...STATCAN_2025,
    label:
      "Statistics Canada reported that accommodation and food services businesses were among the least likely to use AI in producing goods or delivering services (1.5%, against 12.2% of all businesses).",
  },
};

/** The sector of each option's usual business (a consultancy's professional services). */
export const industrySectors: Partial<Record<Industry, StatCanSector>> = {
  technology: "information",
  consulting: "professional",
  "financial-services": "finance",
  "food-services": "accommodation",
  "travel-hospitality-tourism": "accommodation",
};

/** Whether a figure is Statistics Canada's for one sector, not for every business. */
export const isSectorFigure = (source: PublishedSource): boolean =>
  Object.values(sectorFigures).includes(source);

/** Who publishes a source ("Statistics Canada"), whatever the edition. */
const publisherOf = (source: PublishedSource) => source.name.split(",")[0]!.trim();

/**
 * One edition per publisher, the newest: a 2024 sector figure is never set beside a 2025 total
 * from the same survey, where the two would not compare.
 */
export function oneEditionPerSource(sources: readonly PublishedSource[]): PublishedSource[] {
  const newest = new Map<string, number>();
  for (const s of sources)
    newest.set(publisherOf(s), Math.max(newest.get(publisherOf(s)) ?? 0, s.year));
  return sources.filter((s) => s.year === newest.get(publisherOf(s)));
}

/**
 * A figure as of the report's date: one from an earlier year says the year it was reported
 * ("Statistics Canada reported in 2025 that …"), so it never reads as this year's.
 */
export function datedFor(source: PublishedSource, reportYear: number): PublishedSource {
  if (source.year >= reportYear) return source;
  return {
    ...source,
    label: source.label.replace(/\breported that\b/, `reported in ${source.year} that`),
  };
}

/**
 * The published figures for a company: its sector's where Statistics Canada reports one, set
 * against the national figure, else the Canadian national figure, said to be every business's
 * (the sector is its option's usual business's unless the kind of business the answers show lies in another sector: a tour
 * operator under Travel is no accommodation business, a land surveyor under "Other" is in
 * professional services). A global survey of large firms, the same in every report whatever its
 * industry, is no benchmark for this company (review r16).
 */
export function publishedBenchmarks(sector: StatCanSector | null): PublishedSource[] {
  // The sector's figure leads and carries the national one beside it ("against 12.2% of all
  // businesses"), so a sector's report does not open on the headline every report has (r18).
  return oneEditionPerSource(sector ? [sectorFigures[sector]] : [statCanBusinesses2025]);
}

/** Every published source the library quotes, for tests and audits. */
export const allPublishedSources: readonly PublishedSource[] = [
  statCanBusinesses2025,
  stanfordAiIndex2025,
  workTrendIndex2024,
  ...new Set(Object.values(sectorFigures)),
  ...new Set(metricBenchmarks.map((b) => b.source)),
];
