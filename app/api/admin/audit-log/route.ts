import { listAuditLog } from "@/lib/admin/audit";
import { parseQuery } from "@/lib/admin/query-params";
import { auditLogQuerySchema } from "@/lib/admin/schemas";
import { json, route } from "@/lib/http";

/** The Activity view: a page of the audit log, newest first, filtered by actor and action. */
export const GET = route({ access: "admin" }, async ({ request }) =>
  json(await listAuditLog(parseQuery(auditLogQuerySchema, request)), 200, {
    "Cache-Control": "no-store",
  }),
);
