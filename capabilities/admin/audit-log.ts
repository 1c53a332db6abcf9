import "server-only";
import { db } from "@/platform/db";
import { offsetOf } from "@/platform/http/query-params";
import type { AuditLogQuery } from "./schemas";

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
