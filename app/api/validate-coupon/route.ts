import { redeemCoupon } from "@/capabilities/payments/coupon/mutations";
import { redeemCouponSchema } from "@/capabilities/payments/coupon/schemas";
import { json, route } from "@/platform/http";
import { startReportAfterUnlock } from "@/capabilities/payments/unlock";
import { clientAddress, hit } from "@/platform/rate-limit";

/** Redeems a coupon: the report of the assessment is unlocked and starts generating. */
export const POST = route(
  { access: "public", body: redeemCouponSchema },
  async ({ request, body }) => {
    await hit("couponByClient", clientAddress(request));
    await redeemCoupon(body);
    await startReportAfterUnlock(body.assessmentId);
    return json({
      success: true,
      message: "Coupon applied: your full report is unlocked and being prepared.",
    });
  },
);
