import "server-only";
import { db } from "@/platform/db";
import { Prisma } from "@/platform/db/generated/prisma/client";
import { insertJobs } from "@/platform/jobs/queue";
import type { LeadEvent } from "@/capabilities/leads";

/** About 24 hours of retries with the backoff of capabilities/crm/webhooks/backoff.ts. */
export const DELIVERY_ATTEMPTS = 8;

/** The lead a job of the event is about: none once it was deleted. */
const leadOf = (event: LeadEvent) =>
  event.type === "lead.deleted" ? null : event.data.assessment.id;

/**
 * The webhooks' consumer of lead events: one delivery, and one webhook_delivery job, per
 * active endpoint subscribed to the event's type, in one statement. Idempotent: a delivery
 * exists once per (event, endpoint).
 */
export async function queueWebhookDeliveries(event: LeadEvent): Promise<void> {
  await db.$executeRaw`
    WITH created AS (
      INSERT INTO webhook_deliveries (id, "endpointId", "eventId", "eventType", "updatedAt")
      SELECT gen_random_uuid(), e.id, ${event.id}::uuid, ${event.type}, now()
      FROM webhook_endpoints e
      WHERE e.status = 'active' AND ${event.type} = ANY(e.events)
      ON CONFLICT ("eventId", "endpointId") DO NOTHING
      RETURNING id
    )
    ${insertJobs(
      "webhook_delivery",
      Prisma.sql`SELECT created.id::text, ${leadOf(event)}::uuid, now() FROM created`,
      { maxAttempts: DELIVERY_ATTEMPTS },
    )}`;
}
