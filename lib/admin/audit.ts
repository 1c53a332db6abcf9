import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

/** Who did it: the admin of the request (the route wrapper's caller). */
export interface AuditActor {
  id: string;
  email: string;
}

export type AuditAction =
  | "assessment.delete"
  | "assessment.ai_recommendations"
  | "user.create"
  | "user.update"
  | "user.delete"
  | "coupon.create"
  | "coupon.update"
  | "export"
  | "setup.follow_up_questions";

export type AuditTarget = "assessment" | "user" | "coupon" | "export" | "setup";

/** The database, or the transaction the audited change runs in (so both commit together). */
type Client = Pick<Prisma.TransactionClient, "auditLog">;

/** Records one admin action. The actor's e-mail is kept even after the account is deleted. */
export async function audit(
  actor: AuditActor,
  action: AuditAction,
  targetType: AuditTarget,
  targetId: string | null,
  details?: Prisma.InputJsonObject,
  client: Client = db,
): Promise<void> {
  await client.auditLog.create({
    data: { actorId: actor.id, actorEmail: actor.email, action, targetType, targetId, details },
  });
}

export const AUDIT_LOG_LIMIT = 200;

/** The latest entries, newest first. */
export function getAuditLog(limit = AUDIT_LOG_LIMIT) {
  return db.auditLog.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
    select: {
      id: true,
      actorId: true,
      actorEmail: true,
      action: true,
      targetType: true,
      targetId: true,
      details: true,
      createdAt: true,
    },
  });
}
