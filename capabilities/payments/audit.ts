import "server-only";
import type { AuditAction } from "@/platform/audit/actions";
import type { Prisma } from "@/platform/db/generated/prisma/client";

export type PaymentAuditAction = Extract<AuditAction, `payment.${string}`>;

/** Stripe's part in the audit log: no admin acted, so the actor is named, not linked. */
export const STRIPE_ACTOR = "stripe-webhook";

/** Records what a Stripe event did to a payment (or why it was ignored), in its transaction. */
export async function auditPayment(
  tx: Pick<Prisma.TransactionClient, "auditLog">,
  action: PaymentAuditAction,
  assessmentId: string | null,
  details: Prisma.InputJsonObject,
): Promise<void> {
  await tx.auditLog.create({
    data: {
      actorId: null,
      actorEmail: STRIPE_ACTOR,
      action,
      targetType: "assessment",
      targetId: assessmentId,
      details,
    },
  });
}
