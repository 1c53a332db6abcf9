import { updateCoupon } from "@/lib/admin/coupon-mutations";
import { updateCouponSchema } from "@/lib/admin/schemas";
import { json, route } from "@/lib/http";

/** Deactivates or reactivates a coupon: `{ isActive }`. */
export const PATCH = route<"admin", typeof updateCouponSchema, { id: string }>(
  { access: "admin", body: updateCouponSchema, maxBodyBytes: 1024 },
  async ({ params, body, caller }) => json({ coupon: await updateCoupon(caller, params.id, body) }),
);
