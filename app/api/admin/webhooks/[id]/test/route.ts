import { json, route } from "@/lib/http";
import { sendTestEvent } from "@/lib/webhooks/manual";

/** "Send test event": one webhook.test delivery now; answers the attempt (status, latency, response). */
export const POST = route<"admin", undefined, { id: string }>(
  { access: "admin" },
  async ({ params, caller }) => json({ attempt: await sendTestEvent(caller, params.id) }),
);
