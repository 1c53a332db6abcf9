import { z } from "zod";

/** Case and surrounding spaces of a code do not matter: codes are stored upper-case. */
export const normaliseCouponCode = (code: string) => code.trim().toUpperCase();

export const redeemCouponSchema = z.object({
  code: z
    .string({ error: "Please enter a coupon code" })
    .trim()
    .min(1, "Please enter a coupon code")
    .max(64, "Please check your coupon code and try again.")
    .transform(normaliseCouponCode),
  assessmentId: z.uuid("Assessment not found."),
});
export type RedeemCouponInput = z.infer<typeof redeemCouponSchema>;
