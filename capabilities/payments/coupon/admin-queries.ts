import "server-only";
import { db } from "@/platform/db";
import type { Prisma } from "@/platform/db/generated/prisma/client";

export const adminCouponSelect = {
  id: true,
  code: true,
  description: true,
  isActive: true,
  usedCount: true,
  maxUses: true,
  expiresAt: true,
  createdAt: true,
  _count: { select: { redemptions: true } },
} satisfies Prisma.CouponCodeSelect;

type CouponRow = Prisma.CouponCodeGetPayload<{ select: typeof adminCouponSelect }>;

/** A coupon as the admin sees it, with the number of assessments it unlocked. */
export function toAdminCoupon({ _count, ...coupon }: CouponRow) {
  return { ...coupon, redemptions: _count.redemptions };
}
export type AdminCoupon = ReturnType<typeof toAdminCoupon>;

/** Every coupon, newest first. */
export async function listCoupons(): Promise<AdminCoupon[]> {
  const rows = await db.couponCode.findMany({
    select: adminCouponSelect,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return rows.map(toAdminCoupon);
}
