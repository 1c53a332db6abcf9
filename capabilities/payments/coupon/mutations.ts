import "server-only";
import { db } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { isUniqueViolation } from "@/platform/db/errors";
import { isLocked, LOCKED_STATUSES } from "@/capabilities/payments/status";
import { rescoreLead } from "@/capabilities/leads/server";
import { recordLeadEvent } from "@/capabilities/leads/server";
import { COUPON_REFUSED, type RedeemCouponInput } from "./schemas";

const alreadyUnlocked = () =>
  new AppError("conflict", "The report for this assessment is already unlocked.");

/**
 * Redeems a coupon for an assessment in one transaction: the coupon's use is counted by a
 * conditional update (active, not expired, under maxUses), so concurrent redemptions can
 * never exceed it; one redemption per assessment is a unique constraint. Paying is an
 * engagement signal of the lead score, so the lead is rescored in the same transaction.
 * Every refused code gets the same answer (COUPON_REFUSED).
 */
export async function redeemCoupon({ code, assessmentId }: RedeemCouponInput): Promise<void> {
  const assessment = await db.assessment.findUnique({
    where: { id: assessmentId, status: "completed" },
    select: { paymentStatus: true },
  });
  if (!assessment) throw new AppError("not_found", "Assessment not found.");
  if (!isLocked(assessment.paymentStatus)) throw alreadyUnlocked();

  try {
    await db.$transaction(async (tx) => {
      const [coupon] = await tx.$queryRaw<{ id: string }[]>`
        UPDATE coupon_codes SET "usedCount" = "usedCount" + 1
        WHERE code = ${code} AND "isActive"
          AND ("expiresAt" IS NULL OR "expiresAt" > now())
          AND ("maxUses" IS NULL OR "usedCount" < "maxUses")
        RETURNING id`;
      if (!coupon) throw new AppError("bad_request", COUPON_REFUSED);
      await tx.couponRedemption.create({ data: { couponId: coupon.id, assessmentId } });
      const unlocked = await tx.assessment.updateMany({
        where: {
          id: assessmentId,
          status: "completed",
          paymentStatus: { in: [...LOCKED_STATUSES] },
        },
        data: { paymentStatus: "coupon_used", couponCode: code, paidAt: new Date() },
      });
      if (unlocked.count === 0) throw alreadyUnlocked();
      await recordLeadEvent(tx, "report.unlocked", assessmentId);
      await rescoreLead(tx, assessmentId);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyUnlocked();
    throw error;
  }
}
