import "server-only";
import { isAssessmentId } from "@/capabilities/leads/server";
import { audit, type AuditActor } from "@/platform/audit/audit";
import { db } from "@/platform/db";
import { AppError } from "@/platform/errors";

const notFound = () => new AppError("not_found", "Assessment not found.");

/**
 * A legal hold: the lead is kept through retention purges, its owner's erasure request and an
 * admin's delete until the hold is lifted. Placing it again changes the reason.
 */
export async function placeHold(actor: AuditActor, id: string, reason: string): Promise<void> {
  if (!isAssessmentId(id)) throw notFound();
  const found = await db.assessment.findUnique({ where: { id }, select: { legalHoldAt: true } });
  if (!found) throw notFound();
  await db.$transaction(async (tx) => {
    await tx.assessment.update({
      where: { id },
      data: { legalHoldAt: found.legalHoldAt ?? new Date(), legalHoldReason: reason },
    });
    await audit(actor, "privacy.hold", "assessment", id, { reason }, tx);
  });
}

export async function liftHold(actor: AuditActor, id: string): Promise<void> {
  if (!isAssessmentId(id)) throw notFound();
  await db.$transaction(async (tx) => {
    const { count } = await tx.assessment.updateMany({
      where: { id, legalHoldAt: { not: null } },
      data: { legalHoldAt: null, legalHoldReason: null },
    });
    if (count === 0) throw new AppError("not_found", "This lead is not on legal hold.");
    await audit(actor, "privacy.hold_lifted", "assessment", id, {}, tx);
  });
}

export interface HeldLead {
  id: string;
  companyName: string;
  executiveName: string;
  legalHoldAt: Date;
  legalHoldReason: string | null;
}

export async function listHolds(): Promise<HeldLead[]> {
  const rows = await db.assessment.findMany({
    where: { legalHoldAt: { not: null } },
    orderBy: { legalHoldAt: "desc" },
    select: {
      id: true,
      companyName: true,
      executiveName: true,
      legalHoldAt: true,
      legalHoldReason: true,
    },
  });
  return rows.map((row) => ({ ...row, legalHoldAt: row.legalHoldAt! }));
}
