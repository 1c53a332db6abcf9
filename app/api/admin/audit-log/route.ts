import { listAuditLog } from "@/capabilities/admin/audit-log";
import { parseQuery } from "@/platform/http/query-params";
import { auditLogQuerySchema } from "@/capabilities/admin/schemas";
import { json, route } from "@/platform/http";

/** The Activity view: a page of the audit log, newest first, filtered by actor and action. */
export const GET = route({ access: "admin" }, async ({ request }) =>
  json(await listAuditLog(parseQuery(auditLogQuerySchema, request)), 200, {
    "Cache-Control": "no-store",
  }),
);
