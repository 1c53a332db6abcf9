import "server-only";
import { db } from "@/platform/db";
import type { Prisma } from "@/platform/db/generated/prisma/client";
import type { AuditAction } from "./actions";

/** Who did it: the admin of the request (the route wrapper's caller); no id for a visitor. */
export interface AuditActor {
  id: string | null;
  email: string;
}

export type AuditTarget =
  "assessment" | "user" | "coupon" | "export" | "setup" | "integration" | "webhook" | "index";

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
