import type { ReadinessPillarKey } from "@/model/scoring";

/** What the index reads of one company: its latest completed assessment in the period. */
export interface IndexRow {
  id: string;
  /** The assessment this one retakes: that earlier one no longer counts. */
  previousAssessmentId: string | null;
  completedAt: Date;
  industry: string;
  /** The employee-count option (model/assessment/profile-options.ts). */
  employees: string;
  /** The head office region option; null when not answered. */
  region: string | null;
  score: number;
  pillars: readonly { key: ReadinessPillarKey; label: string; points: number; max: number }[];
  orgElements: readonly string[];
  posture: string | null;
  challenges: readonly string[];
  helpAreas: readonly string[];
}

/** A share of the cell's companies that gave an answer, in whole percent. */
export interface Share {
  value: string;
  label: string;
  percent: number;
}

/** Every figure of one group of companies; `companies` is the sample size of each. */
export interface IndexFigures {
  companies: number;
  medianScore: number;
  scoreBands: Share[];
  pillars: { key: ReadinessPillarKey; label: string; median: number; max: number }[];
  governance: Share[];
  posture: Share[];
  challenges: Share[];
  helpAreas: Share[];
}

export type SuppressionReason = "below_minimum" | "complementary" | "group_suppressed";

/** One group shown: its figures, or "not enough companies yet" (and nothing else). */
export type IndexCell =
  | { key: string; label: string; published: true; figures: IndexFigures }
  | { key: string; label: string; published: false };

export type BreakdownKey = "industry" | "size" | "region";

/** A cell of the industry-by-size grid (for "How you compare"). */
export interface GridCell {
  industry: string;
  size: string;
  cell: IndexCell;
}

/** The published index: the computed figures, stored as JSON (never recomputed per visitor). */
export interface IndexSnapshot {
  version: 1;
  minCell: number;
  computedAt: string;
  /** The period chosen (inclusive days, YYYY-MM-DD) and the completion dates it holds. */
  period: { from: string | null; to: string | null };
  overall: IndexCell;
  breakdowns: Record<BreakdownKey, IndexCell[]>;
  /** Quarter by quarter, by completion date ("2026-Q3"). */
  trend: IndexCell[];
  industryBySize: GridCell[];
}

/** For the admin only: a suppressed cell with its real size and why. */
export interface SuppressedNote {
  table: BreakdownKey | "trend" | "overall" | "industryBySize";
  key: string;
  label: string;
  companies: number;
  reason: SuppressionReason;
}

export interface ComputedIndex {
  snapshot: IndexSnapshot;
  suppressed: SuppressedNote[];
}

/** The admin's settings of the index, as the Index tab reads them. */
export interface IndexSettings {
  published: boolean;
  periodFrom: string | null;
  periodTo: string | null;
  excludedAssessmentIds: string[];
  publishedAt: string | null;
  publishedBy: string | null;
  computedAt: string | null;
}

/** The Index tab's data: the settings and the figures they give now. */
export interface IndexDraft {
  settings: IndexSettings;
  draft: ComputedIndex;
}

/** The published groups an executive compares with ("How you compare" in the report). */
export interface PublishedComparison {
  minCell: number;
  /** The published period, in words ("up to 26 Nov 2026"). */
  period: string;
  overall: IndexCell;
  industry: IndexCell | null;
  industryAndSize: IndexCell | null;
}
