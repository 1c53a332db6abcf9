import "server-only";
import { db } from "@/platform/db";
import { env } from "@/platform/env";
import type { Prisma } from "@/platform/db/generated/prisma/client";
import type { DeletedLead, LeadChangeType, LeadEvent, LeadSnapshot } from "./payload";

/** A row of the lead_events outbox. */
export interface LeadEventRow {
  id: string;
  type: string;
  assessmentId: string | null;
  deleted: Prisma.JsonValue | null;
  occurredAt: Date;
}

const snapshotSelect = {
  id: true,
  executiveName: true,
  executiveTitle: true,
  executiveEmail: true,
  companyName: true,
  companyIndustry: true,
  companyRevenue: true,
  companyEmployees: true,
  chapter: true,
  utmSource: true,
  utmMedium: true,
  utmCampaign: true,
  utmTerm: true,
  utmContent: true,
  marketingConsent: true,
  aiReadinessScore: true,
  leadScore: true,
  leadQualified: true,
  paymentStatus: true,
  status: true,
  bookingStatus: true,
  bookedAt: true,
  bookingStartsAt: true,
} as const;

/** Where the lead is seen: the admin's report page and the executive's results page. */
export const leadLinks = (assessmentId: string) => ({
  adminReport: `${env.APP_URL}/admin/report/${assessmentId}`,
  results: `${env.APP_URL}/results/${assessmentId}`,
});

/**
 * The payload of an event: the lead as it stands now, read from its assessment when the event
 * is delivered (not stored with the event: no copy of the executive's details outlives a
 * purge or a deletion, and a retry tells the receiver the latest state). Null when the
 * assessment is gone.
 */
export async function buildLeadEvent(row: LeadEventRow): Promise<LeadEvent | null> {
  if (row.type === "lead.deleted") {
    return {
      id: row.id,
      type: "lead.deleted",
      occurredAt: row.occurredAt.toISOString(),
      data: { assessment: row.deleted as unknown as DeletedLead },
    };
  }
  if (!row.assessmentId) return null;
  const lead = await db.assessment.findUnique({
    where: { id: row.assessmentId },
    select: snapshotSelect,
  });
  if (!lead) return null;
  const assessment: LeadSnapshot = {
    id: lead.id,
    executiveName: lead.executiveName,
    executiveTitle: lead.executiveTitle,
    executiveEmail: lead.executiveEmail,
    companyName: lead.companyName,
    companyIndustry: lead.companyIndustry,
    companyRevenue: lead.companyRevenue,
    companyEmployees: lead.companyEmployees,
    chapter: lead.chapter,
    utm: {
      source: lead.utmSource,
      medium: lead.utmMedium,
      campaign: lead.utmCampaign,
      term: lead.utmTerm,
      content: lead.utmContent,
    },
    marketingConsent: lead.marketingConsent,
    readinessScore: lead.aiReadinessScore,
    leadScore: lead.leadScore,
    qualified: lead.leadQualified,
    paymentStatus: lead.paymentStatus,
    status: lead.status,
    booking: {
      status: lead.bookingStatus,
      bookedAt: lead.bookedAt?.toISOString() ?? null,
      startsAt: lead.bookingStartsAt?.toISOString() ?? null,
    },
  };
  return {
    id: row.id,
    type: row.type as LeadChangeType,
    occurredAt: row.occurredAt.toISOString(),
    data: { assessment, links: leadLinks(lead.id) },
  };
}

/** The event of that id as it stands now; null once its assessment was deleted. */
export async function loadLeadEvent(id: string): Promise<LeadEvent | null> {
  const row = await db.leadEvent.findUnique({ where: { id } });
  return row && buildLeadEvent(row);
}
