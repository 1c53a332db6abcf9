import { z } from "zod";
import { singleLine } from "@/platform/validation/text";

/** Case and surrounding spaces of a code do not matter: codes are stored upper-case. */
export const normaliseCouponCode = (code: string) => code.trim().toUpperCase();

/**
 * The one answer to a code that cannot be redeemed, whether it is malformed, unknown,
 * inactive, expired or used up: telling them apart would help someone guessing codes.
 */
export const COUPON_REFUSED = "Please check your coupon code and try again.";

export const redeemCouponSchema = z.object({
  code: singleLine(
    z
      .string({ error: "Please enter a coupon code" })
      .trim()
      .min(1, "Please enter a coupon code")
      .max(64, COUPON_REFUSED),
    COUPON_REFUSED,
  ).transform(normaliseCouponCode),
  assessmentId: z.uuid("Assessment not found."),
});
export type RedeemCouponInput = z.infer<typeof redeemCouponSchema>;

/** The admin's coupon form: create a code, then switch it on or off. */
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
