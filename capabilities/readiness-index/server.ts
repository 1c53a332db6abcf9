import "server-only";

export { getIndexDraft, readPublishedIndex, saveIndexSettings } from "./publication";
export {
  expirePublishedIndex,
  getPublishedIndex,
  publishedCellFor,
  type PublishedComparison,
} from "./published-cache";
export { pressPackPdf } from "./pdf/render";
