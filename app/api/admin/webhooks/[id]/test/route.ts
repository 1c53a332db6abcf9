import { json, route } from "@/platform/http";
import { sendTestEvent } from "@/capabilities/crm/webhooks/manual";

/** "Send test event": one webhook.test delivery now; answers the attempt (status, latency, response). */
export const POST = route<"admin", undefined, { id: string }>(
  { access: "admin" },
  async ({ params, caller }) => json({ attempt: await sendTestEvent(caller, params.id) }),
);
