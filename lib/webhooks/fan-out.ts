import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { insertJobs } from "@/lib/jobs/queue";
import type { LeadEvent } from "@/lib/events/payload";

/** About 24 hours of retries with the backoff of lib/webhooks/backoff.ts. */
export const DELIVERY_ATTEMPTS = 8;

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
      Prisma.sql`SELECT created.id::text, ${event.data.assessment.id}::uuid, now() FROM created`,
      { maxAttempts: DELIVERY_ATTEMPTS },
    )}`;
}
