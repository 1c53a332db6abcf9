import { redeemCoupon } from "@/lib/coupon/mutations";
import { redeemCouponSchema } from "@/lib/coupon/schemas";
import { json, route } from "@/lib/http";
import { startReportAfterUnlock } from "@/lib/payment/unlock";
import { clientAddress, hit } from "@/lib/rate-limit";

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
