import "server-only";
import { loadLeadEvent } from "@/capabilities/leads/server";
import type { LeadEvent } from "@/capabilities/leads";
import { enqueueJob, RetryJobLater, type Job } from "@/platform/jobs/queue";
import { isHubSpotConnected } from "./connection";
import { HubSpotRetryLaterError, NEEDS_ATTENTION_RETRY_MS, syncLeadToHubSpot } from "./sync";

/**
 * How often one event is tried: while the connection needs an admin, an event waits
 * NEEDS_ATTENTION_RETRY_MS between tries, so this holds it for about a day.
 */
export const HUBSPOT_SYNC_ATTEMPTS = Math.ceil((24 * 60 * 60_000) / NEEDS_ATTENTION_RETRY_MS);

/** The lead events' HubSpot consumer: one hubspot_sync job per event while HubSpot is connected. */
export async function queueHubSpotSync(event: LeadEvent): Promise<void> {
  if (!(await isHubSpotConnected())) return;
  const lead = event.type === "lead.deleted" ? null : event.data.assessment.id;
  await enqueueJob("hubspot_sync", lead, {
    key: event.id,
    maxAttempts: HUBSPOT_SYNC_ATTEMPTS,
  });
}

/** The hubspot_sync job: the event as it stands now, synced; HubSpot's own wait decides the retry. */
export async function runHubSpotSyncJob(job: Job): Promise<void> {
  const event = await loadLeadEvent(job.key);
  if (!event) return; // the assessment was deleted, and its events with it
  try {
    await syncLeadToHubSpot(event);
  } catch (error) {
    if (error instanceof HubSpotRetryLaterError) {
      throw new RetryJobLater(error.message, Math.ceil(error.retryAfterMs / 1000));
    }
    throw error;
  }
}
