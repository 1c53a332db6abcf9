import { z } from "zod";
import { blankToUndefined, oneOf, pagingSchema } from "@/platform/http/paging";
import { singleLine } from "@/platform/validation/text";
import { chapters } from "@/capabilities/leads";
import { auditActions } from "@/platform/audit/actions";

/**
 * The admin payloads and query strings (spec sections 5 "Admin user form" and 7 "Admin
 * calls"): one schema each, shared by the admin forms and the route handlers. Safe for the
 * browser.
 */

export const auditLogQuerySchema = pagingSchema.extend({
  actor: z.preprocess(
    blankToUndefined,
    singleLine(z.string().max(254, "actor must be at most 254 characters.")).optional(),
  ),
  action: z.preprocess(
    blankToUndefined,
    z
      .enum(auditActions, { error: `action must be one of: ${auditActions.join(", ")}.` })
      .optional(),
  ),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const assessmentSortColumns = [
  "createdAt",
  "leadScore",
  "companyName",
  "executiveName",
  "aiReadinessScore",
] as const;
export type AssessmentSortColumn = (typeof assessmentSortColumns)[number];

export const assessmentListQuerySchema = pagingSchema.extend({
  search: z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : value),
    singleLine(z.string().max(200, "search must be at most 200 characters.")).default(""),
  ),
  sort: oneOf("sort", assessmentSortColumns, "createdAt"),
  order: oneOf("order", ["desc", "asc"] as const, "desc"),
  /** in_progress: drafts; completed: submitted; paid: report unlocked. */
  status: oneOf("status", ["all", "in_progress", "completed", "paid"] as const, "all"),
  chapter: oneOf("chapter", ["all", ...chapters.map((c) => c.value)] as const, "all"),
  /** utm_source, the referrer's host, or "direct" (capabilities/leads/funnel/attribution.ts sourceOf). */
  source: z.preprocess(
    (value) => (typeof value === "string" ? value.trim().toLowerCase() : value),
    singleLine(z.string().max(100, "source must be at most 100 characters.")).default(""),
  ),
});
export type AssessmentListQuery = z.infer<typeof assessmentListQuerySchema>;
