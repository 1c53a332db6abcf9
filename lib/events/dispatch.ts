import "server-only";
import { db } from "@/lib/db";
import type { Job } from "@/lib/jobs/queue";
import { queueWebhookDeliveries } from "@/lib/webhooks/fan-out";
import type { LeadEvent } from "./payload";
import { buildLeadEvent } from "./snapshot";

/**
 * Everything that hears about lead events, in one place: add a consumer here (a HubSpot sync
 * taking a `LeadEvent`) and it gets every event. A consumer must be idempotent: when one
 * throws, the whole dispatch is retried (lib/jobs backoff), so the others see the event again.
 * A consumer that does slow work queues its own jobs, as the webhooks do.
 */
export const leadEventConsumers: ReadonlyArray<(event: LeadEvent) => Promise<void>> = [
  queueWebhookDeliveries,
];

/** The lead_event job (key: the event id): hands the event, as it stands now, to each consumer. */
export async function runLeadEventJob(job: Job): Promise<void> {
  const row = await db.leadEvent.findUnique({ where: { id: job.key } });
  const event = row && (await buildLeadEvent(row));
  if (!event) return; // the assessment was deleted, and its events with it
  for (const consume of leadEventConsumers) await consume(event);
}
