import "server-only";
import { db } from "@/platform/db";
import { Prisma } from "@/platform/db/generated/prisma/client";
import { insertJobs } from "@/platform/jobs/queue";
import type { DeletionReason } from "./payload";

/** How long a lead.deleted event keeps the deleted lead's address: its CRMs have heard by then. */
export const DELETED_ADDRESS_DAYS = 30;

/**
 * Writes one lead.deleted event, with the job that dispatches it, for each of these leads that
 * its CRMs heard of (it has an earlier event), in the transaction that deletes them and before
 * it does: the event keeps who the lead was (id, address, chapter) for the CRMs to delete their
 * copy, and outlives the lead. Answers how many were written.
 */
export async function recordLeadDeletions(
  tx: Pick<Prisma.TransactionClient, "$executeRaw">,
  assessmentIds: readonly string[],
  reason: DeletionReason,
): Promise<number> {
  if (assessmentIds.length === 0) return 0;
  return tx.$executeRaw`
    WITH written AS (
      INSERT INTO lead_events (id, type, "assessmentId", deleted, "occurredAt")
      SELECT gen_random_uuid(), 'lead.deleted', NULL,
        jsonb_build_object('id', a.id, 'executiveEmail', a."executiveEmail",
          'chapter', a.chapter, 'reason', ${reason}::text),
        now()
      FROM assessments a
      WHERE a.id = ANY(${[...assessmentIds]}::uuid[])
        AND EXISTS (SELECT 1 FROM lead_events e WHERE e."assessmentId" = a.id)
      RETURNING id
    )
    ${insertJobs("lead_event", Prisma.sql`SELECT id::text, NULL::uuid, now() FROM written`)}`;
}

/** What became of a deleted lead's HubSpot contact, kept on its lead.deleted event. */
export type CrmDeletion =
  { status: "deleted"; at: string } | { status: "flagged"; reason: string; at: string };

export async function recordCrmDeletion(eventId: string, outcome: CrmDeletion): Promise<void> {
  await db.$executeRaw`
    UPDATE lead_events SET deleted = deleted || jsonb_build_object('hubspot', ${JSON.stringify(outcome)}::jsonb)
    WHERE id = ${eventId}::uuid AND type = 'lead.deleted'`;
}

/** A deleted lead whose HubSpot contact waits for an admin to delete it by hand. */
export interface FlaggedCrmDeletion {
  eventId: string;
  executiveEmail: string | null;
  reason: string;
  occurredAt: Date;
}

export async function flaggedCrmDeletions(): Promise<FlaggedCrmDeletion[]> {
  return db.$queryRaw<FlaggedCrmDeletion[]>`
    SELECT id AS "eventId", deleted->>'executiveEmail' AS "executiveEmail",
      deleted->'hubspot'->>'reason' AS reason, "occurredAt"
    FROM lead_events
    WHERE type = 'lead.deleted' AND deleted->'hubspot'->>'status' = 'flagged'
    ORDER BY "occurredAt" DESC LIMIT 200`;
}

/** An admin deleted the contact by hand: the flag and the address go. Answers whether one did. */
export async function resolveCrmDeletion(eventId: string): Promise<boolean> {
  const changed = await db.$executeRaw`
    UPDATE lead_events
    SET deleted = (deleted - 'hubspot') || jsonb_build_object('executiveEmail', NULL,
      'hubspot', jsonb_build_object('status', 'deleted', 'at', now(), 'byHand', true))
    WHERE id = ${eventId}::uuid AND deleted->'hubspot'->>'status' = 'flagged'`;
  return changed > 0;
}

/**
 * Clears the address of lead.deleted events older than DELETED_ADDRESS_DAYS, unless their
 * HubSpot contact still waits for an admin. Answers how many were cleared.
 */
export async function forgetDeletedAddresses(now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - DELETED_ADDRESS_DAYS * 86_400_000);
  return db.$executeRaw`
    UPDATE lead_events SET deleted = jsonb_set(deleted, '{executiveEmail}', 'null')
    WHERE type = 'lead.deleted' AND "occurredAt" < ${before}
      AND deleted->>'executiveEmail' IS NOT NULL
      AND deleted->'hubspot'->>'status' IS DISTINCT FROM 'flagged'`;
}
