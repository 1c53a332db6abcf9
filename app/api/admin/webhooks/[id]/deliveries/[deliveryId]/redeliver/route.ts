import { json, route } from "@/platform/http";
import { redeliver } from "@/capabilities/crm/webhooks/manual";

/** "Redeliver": the delivery's event sent again now (same event id); answers the attempt. */
export const POST = route<"admin", undefined, { id: string; deliveryId: string }>(
  { access: "admin" },
  async ({ params, caller }) =>
    json({ attempt: await redeliver(caller, params.id, params.deliveryId) }),
);
