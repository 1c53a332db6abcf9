export { SIZE_BANDS, sizeBandOf } from "./cells";
export { computeIndex, latestPerCompany } from "./compute";
export { indexCsv, NOT_ENOUGH_COMPANIES } from "./csv";
export { SCORE_BANDS } from "./figures";
export { methodology, periodText } from "./methodology";
export { indexSettingsSchema, type IndexSettingsInput } from "./schemas";
export { suppressGrid, suppressLine } from "./suppression";
export type {
  BreakdownKey,
  ComputedIndex,
  GridCell,
  IndexCell,
  IndexDraft,
  IndexSettings,
  IndexFigures,
  IndexRow,
  IndexSnapshot,
  PublishedComparison,
  Share,
  SuppressedNote,
  SuppressionReason,
} from "./types";

/** The cache tag of the published index: publishing expires it. */
export const INDEX_CACHE_TAG = "readiness-index";
/** An open period's published figures are recomputed at most this often. */
export const INDEX_REFRESH_SECONDS = 3600;

export const INDEX_NOT_PUBLISHED = "The AI Readiness Index has not been published yet.";
