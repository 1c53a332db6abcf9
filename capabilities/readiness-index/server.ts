import "server-only";

export { getIndexDraft, readPublishedIndex, saveIndexSettings } from "./publication";
export { expirePublishedIndex, getPublishedIndex, publishedCellFor } from "./published-cache";
export { pressPackPdf } from "./pdf/render";
