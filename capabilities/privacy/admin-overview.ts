import "server-only";
import { flaggedCrmDeletions, resolveCrmDeletion } from "@/capabilities/leads/server";
import { audit, type AuditActor } from "@/platform/audit/audit";
import { db } from "@/platform/db";
import { env } from "@/platform/env";
import { AppError } from "@/platform/errors";
import { isUuid } from "@/platform/http/query-params";
import { listHolds } from "./holds";
import { sendPrivacyLink } from "./request-link";
import { listRequests } from "./requests";
import { countExpiredLeads, retentionCutoff } from "./retention";

/**
 * The admin's Privacy tab: requests with their 30-day clock, legal holds, the retention purge
 * (its rule, what the next one deletes, the last ones), and HubSpot contacts that wait to be
 * deleted by hand.
 */
export async function privacyOverview(now = new Date()) {
  const [requests, holds, expired, purges, crmDeletions] = await Promise.all([
    listRequests(now),
    listHolds(),
    countExpiredLeads(now),
    db.auditLog.findMany({
      where: { action: "privacy.purged" },
      orderBy: { createdAt: "desc" },
      take: 10,
      select: { createdAt: true, details: true },
    }),
    flaggedCrmDeletions(),
  ]);
  return {
    requests,
    holds,
    retention: {
      months: env.RETENTION_MONTHS,
      cutoff: retentionCutoff(now),
      expired,
      purges: purges.map((entry) => ({
        at: entry.createdAt,
        deleted: Number((entry.details as { assessments?: number } | null)?.assessments ?? 0),
      })),
    },
    crmDeletions,
  };
}

export type PrivacyOverview = Awaited<ReturnType<typeof privacyOverview>>;

/**
 * A request written to the privacy officer (e-mail, letter): recorded with its 30-day clock,
 * and the address gets the same link a visitor gets. Answers whether anything is held for it.
 */
export async function recordOfficerRequest(actor: AuditActor, email: string): Promise<boolean> {
  const held = await sendPrivacyLink(email.toLowerCase(), "officer");
  await audit(actor, "privacy.request_recorded", "user", null, { held });
  return held;
}

export async function resolveFlaggedDeletion(actor: AuditActor, eventId: string): Promise<void> {
  if (!isUuid(eventId) || !(await resolveCrmDeletion(eventId))) {
    throw new AppError("not_found", "No HubSpot contact waits to be deleted for this event.");
  }
  await audit(actor, "privacy.crm_deletion_resolved", "integration", eventId);
}
