import { json, route } from "@/platform/http";
import { createWebhook } from "@/capabilities/crm/webhooks/mutations";
import { listWebhooks } from "@/capabilities/crm/webhooks/queries";
import { createWebhookSchema } from "@/capabilities/crm/webhooks/schemas";

const noStore = { "Cache-Control": "no-store" };

/** The webhook endpoints (docs/api.md: Webhook endpoints), without their secrets. */
export const GET = route({ access: "admin" }, async () =>
  json({ webhooks: await listWebhooks() }, 200, noStore),
);

/** `{ url, events, description? }` -> 201 `{ webhook, secret }`: the only time the secret is shown. */
export const POST = route(
  { access: "admin", body: createWebhookSchema, maxBodyBytes: 8 * 1024, stepUp: true },
  async ({ body, caller }) => json(await createWebhook(caller, body), 201, noStore),
);
