import { z } from "zod";
import { singleLine } from "@/lib/validation/text";
import { chapters } from "@/lib/funnel/attribution";
import { auditActions } from "./audit-actions";

/**
 * The admin payloads and query strings (spec sections 5 "Admin user form" and 7 "Admin
 * calls"): one schema each, shared by the admin forms and the route handlers. Safe for the
 * browser.
 */

/** A query-string value left blank counts as absent, so `?page=` means the default. */
const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

const wholeNumber = (name: string, fallback: number, max: number) => {
  const message = `${name} must be a whole number between 1 and ${max}.`;
  return z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: message })
      .int(message)
      .min(1, message)
      .max(max, message)
      .default(fallback),
  );
};

export const oneOf = <const T extends readonly [string, ...string[]]>(
  name: string,
  values: T,
  fallback: T[number],
) =>
  z.preprocess(
    blankToUndefined,
    z.enum(values, { error: `${name} must be one of: ${values.join(", ")}.` }).default(fallback),
  );

export const MAX_PAGE_SIZE = 100;

export const pagingSchema = z.object({
  page: wholeNumber("page", 1, 100_000),
  pageSize: wholeNumber("pageSize", 25, MAX_PAGE_SIZE),
});
export type Paging = z.infer<typeof pagingSchema>;

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
  /** utm_source, the referrer's host, or "direct" (lib/funnel/attribution.ts sourceOf). */
  source: z.preprocess(
    (value) => (typeof value === "string" ? value.trim().toLowerCase() : value),
    singleLine(z.string().max(100, "source must be at most 100 characters.")).default(""),
  ),
});
export type AssessmentListQuery = z.infer<typeof assessmentListQuerySchema>;

/** A trimmed, lower-cased e-mail address, as accounts store them. */
const email = z
  .string("Valid email is required")
  .trim()
  .toLowerCase()
  .max(254, "Valid email is required")
  .pipe(z.email("Valid email is required"));

const role = z.enum(["admin", "user"], { error: "Role is required" });

/** Create New Admin: the role defaults to admin (spec, "Admin user form"). */
export const createUserSchema = z.object({ email, role: role.default("admin") });
export type CreateUserInput = z.infer<typeof createUserSchema>;

/** Edit User: both fields are sent (the form is prefilled). */
export const updateUserSchema = z.object({ email, role });
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]{3,64}$/;
const couponCodeMessage = "Coupon code must be 3-64 characters: letters, digits, - or _.";

export const createCouponSchema = z.object({
  code: z
    .string(couponCodeMessage)
    .trim()
    .toUpperCase()
    .regex(COUPON_CODE_PATTERN, couponCodeMessage),
  description: singleLine(z.string().trim().max(500, "Description must be at most 500 characters."))
    .nullish()
    .transform((v) => v || null),
  maxUses: z
    .number("Maximum uses must be a whole number of at least 1.")
    .int("Maximum uses must be a whole number of at least 1.")
    .min(1, "Maximum uses must be a whole number of at least 1.")
    .max(1_000_000, "Maximum uses must be at most 1,000,000.")
    .nullish()
    .transform((v) => v ?? null),
  expiresAt: z.iso
    .datetime({ offset: true, error: "Expiry must be a date and time (ISO 8601)." })
    .nullish()
    .transform((v) => (v ? new Date(v) : null))
    .refine((d) => d === null || d.getTime() > Date.now(), "Expiry must be in the future."),
});
export type CreateCouponInput = z.infer<typeof createCouponSchema>;

export const updateCouponSchema = z.object({
  isActive: z.boolean("isActive must be true or false."),
});
export type UpdateCouponInput = z.infer<typeof updateCouponSchema>;
