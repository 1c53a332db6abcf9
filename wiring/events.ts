import "server-only";
import type { Job } from "@/platform/jobs/queue";
import { queueHubSpotSync } from "@/capabilities/crm/hubspot/jobs";
import { queueWebhookDeliveries } from "@/capabilities/crm/webhooks/fan-out";
import type { LeadEvent } from "@/capabilities/leads/events/payload";
import { loadLeadEvent } from "@/capabilities/leads/events/snapshot";

/**
 * Everything that hears about lead events, in one place: the webhook endpoints and HubSpot
 * (while connected); a consumer added here gets every event. A consumer must be idempotent: when one
 * throws, the whole dispatch is retried (platform/jobs backoff), so the others see the event again.
 * A consumer that does slow work queues its own jobs, as the webhooks do.
 */
export const leadEventConsumers: ReadonlyArray<(event: LeadEvent) => Promise<void>> = [
  queueWebhookDeliveries,
  queueHubSpotSync,
];

/** The lead_event job (key: the event id): hands the event, as it stands now, to each consumer. */
export async function runLeadEventJob(job: Job): Promise<void> {
  const event = await loadLeadEvent(job.key);
  if (!event) return; // the assessment was deleted, and its events with it
  for (const consume of leadEventConsumers) await consume(event);
}
