export { HUBSPOT_SCOPES, connectHubSpotSchema } from "./hubspot/schemas";
export type {
  ConnectHubSpotInput,
  HubSpotConnectionJson,
  HubSpotTestJson,
} from "./hubspot/schemas";
export { createWebhookSchema } from "./webhooks/schemas";
export type { AdminDeliveryAttempt, AdminWebhook } from "./webhooks/schemas";
