import "server-only";
import { db } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { isUniqueViolation } from "@/platform/db/errors";
import { audit, type AuditActor } from "@/platform/audit/audit";
import { adminCouponSelect, toAdminCoupon, type AdminCoupon } from "./admin-queries";
import { isUuid } from "@/platform/http/query-params";
import type { CreateCouponInput, UpdateCouponInput } from "@/capabilities/payments/coupon/schemas";

export const couponMessages = {
  duplicate: "This coupon code already exists.",
  notFound: "Coupon not found.",
} as const;

/** A new coupon (code already upper-cased by the schema); 409 when the code exists. */
export async function createCoupon(
  actor: AuditActor,
  input: CreateCouponInput,
): Promise<AdminCoupon> {
  try {
    return await db.$transaction(async (tx) => {
      const created = await tx.couponCode.create({ data: input, select: adminCouponSelect });
      await audit(
        actor,
        "coupon.create",
        "coupon",
        created.id,
        {
          code: created.code,
          maxUses: created.maxUses,
          expiresAt: created.expiresAt?.toISOString() ?? null,
        },
        tx,
      );
      return toAdminCoupon(created);
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError("conflict", couponMessages.duplicate);
    }
    throw error;
  }
}

/** Deactivates or reactivates a coupon. */
export async function updateCoupon(
  actor: AuditActor,
  id: string,
  input: UpdateCouponInput,
): Promise<AdminCoupon> {
  if (!isUuid(id)) throw new AppError("not_found", couponMessages.notFound);
  return db.$transaction(async (tx) => {
    const before = await tx.couponCode.findUnique({ where: { id }, select: { isActive: true } });
    if (!before) throw new AppError("not_found", couponMessages.notFound);
    const updated = await tx.couponCode.update({
      where: { id },
      data: input,
      select: adminCouponSelect,
    });
    await audit(
      actor,
      "coupon.update",
      "coupon",
      id,
      {
        code: updated.code,
        before: { isActive: before.isActive },
        after: { isActive: updated.isActive },
      },
      tx,
    );
    return toAdminCoupon(updated);
  });
}
