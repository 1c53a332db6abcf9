import { parseQuery } from "@/platform/http/query-params";
import { json, route } from "@/platform/http";
import { listDeliveryAttempts } from "@/capabilities/crm/webhooks/queries";
import { deliveriesQuerySchema } from "@/capabilities/crm/webhooks/schemas";

/** The delivery log: the endpoint's latest attempts (`?limit=`, 50 by default), newest first. */
export const GET = route<"admin", undefined, { id: string }>(
  { access: "admin" },
  async ({ params, request }) => {
    const { limit } = parseQuery(deliveriesQuerySchema, request);
    return json({ attempts: await listDeliveryAttempts(params.id, limit) }, 200, {
      "Cache-Control": "no-store",
    });
  },
);
