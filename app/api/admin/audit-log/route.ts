import { getAuditLog } from "@/lib/admin/audit";
import { json, route } from "@/lib/http";

/** The latest 200 admin actions, newest first. */
export const GET = route({ access: "admin" }, async () =>
  json({ entries: await getAuditLog() }, 200, { "Cache-Control": "no-store" }),
);
