import { json, requireStepUp, route } from "@/platform/http";
import { deleteWebhook, updateWebhook } from "@/capabilities/crm/webhooks/mutations";
import { updateWebhookSchema } from "@/capabilities/crm/webhooks/schemas";

/**
 * Changes url, events, description or status (active/paused); `rotateSecret: true` answers
 * the new `secret` once, and the previous one stays valid for 24 h.
 */
export const PATCH = route<"admin", typeof updateWebhookSchema, { id: string }>(
  { access: "admin", body: updateWebhookSchema, maxBodyBytes: 8 * 1024 },
  async ({ params, body, caller }) => {
    if (body.rotateSecret) requireStepUp(caller);
    return json(await updateWebhook(caller, params.id, body), 200, { "Cache-Control": "no-store" });
  },
);

/** Deletes the endpoint and its delivery log. */
export const DELETE = route<"admin", undefined, { id: string }>(
  { access: "admin" },
  async ({ params, caller }) => {
    await deleteWebhook(caller, params.id);
    return json({ success: true, message: "Webhook endpoint deleted." });
  },
);
