import { createCoupon } from "@/lib/admin/coupon-mutations";
import { listCoupons } from "@/lib/admin/coupon-queries";
import { createCouponSchema } from "@/lib/admin/schemas";
import { json, route } from "@/lib/http";

export const GET = route({ access: "admin" }, async () =>
  json({ coupons: await listCoupons() }, 200, { "Cache-Control": "no-store" }),
);

export const POST = route(
  { access: "admin", body: createCouponSchema, maxBodyBytes: 4 * 1024 },
  async ({ body, caller }) => json({ coupon: await createCoupon(caller, body) }, 201),
);
