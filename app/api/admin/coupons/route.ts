import { createCoupon } from "@/capabilities/payments/coupon/admin-mutations";
import { listCoupons } from "@/capabilities/payments/coupon/admin-queries";
import { createCouponSchema } from "@/capabilities/payments/coupon/schemas";
import { json, route } from "@/platform/http";

export const GET = route({ access: "admin" }, async () =>
  json({ coupons: await listCoupons() }, 200, { "Cache-Control": "no-store" }),
);

export const POST = route(
  { access: "admin", body: createCouponSchema, maxBodyBytes: 4 * 1024 },
  async ({ body, caller }) => json({ coupon: await createCoupon(caller, body) }, 201),
);
