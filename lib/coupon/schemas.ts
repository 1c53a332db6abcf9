import { z } from "zod";
import { singleLine } from "@/lib/validation/text";

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
