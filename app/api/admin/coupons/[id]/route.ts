import { updateCoupon } from "@/capabilities/payments/coupon/admin-mutations";
import { updateCouponSchema } from "@/capabilities/payments/coupon/schemas";
import { json, route } from "@/platform/http";

/** Deactivates or reactivates a coupon: `{ isActive }`. */
export const PATCH = route<"admin", typeof updateCouponSchema, { id: string }>(
  { access: "admin", body: updateCouponSchema, maxBodyBytes: 1024 },
  async ({ params, body, caller }) => json({ coupon: await updateCoupon(caller, params.id, body) }),
);
