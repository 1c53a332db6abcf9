import type { AssessmentListQuery } from "@/capabilities/admin/schemas";
import type { SortColumn, SortOrder } from "./types";

/** What the Assessments tab asks GET /api/admin/assessments for. */
export interface ListQuery {
  search: string;
  page: number;
  sort: SortColumn;
  order: SortOrder;
  status?: AssessmentListQuery["status"];
  chapter?: string;
  source?: string;
}
