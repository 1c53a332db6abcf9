import "server-only";

export {
  getIndexDraft,
  readPublishedIndex,
  saveIndexSettings,
  type IndexDraft,
  type IndexSettings,
} from "./publication";
export {
  expirePublishedIndex,
  getPublishedIndex,
  publishedCellFor,
  type PublishedComparison,
} from "./published-cache";
