import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { AuditAction } from "./audit-actions";
import { offsetOf } from "./query-params";
import type { AuditLogQuery } from "./schemas";

/** Who did it: the admin of the request (the route wrapper's caller). */
export interface AuditActor {
  id: string;
  email: string;
}

export type AuditTarget =
  "assessment" | "user" | "coupon" | "export" | "setup" | "integration" | "webhook";

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

/** One page of entries, newest first, filtered by actor and action; and every actor there is. */
export async function listAuditLog({ actor, action, ...paging }: AuditLogQuery) {
  const where = {
    ...(actor ? { actorEmail: { equals: actor, mode: "insensitive" as const } } : {}),
    ...(action ? { action } : {}),
  };
  const [entries, total, actors] = await Promise.all([
    db.auditLog.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: offsetOf(paging),
      take: paging.pageSize,
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
    }),
    db.auditLog.count({ where }),
    db.auditLog.findMany({
      distinct: ["actorEmail"],
      orderBy: { actorEmail: "asc" },
      select: { actorEmail: true },
    }),
  ]);
  return {
    entries,
    page: paging.page,
    pageSize: paging.pageSize,
    total,
    actors: actors.map((a) => a.actorEmail),
  };
}
