/**
 * The lead events other systems hear about (webhook endpoints, HubSpot), and the one payload
 * shape every event carries. Safe to import from client code: types and constants only.
 */

export const LEAD_EVENT_TYPES = [
  "assessment.started",
  "assessment.completed",
  "lead.qualified",
  "report.unlocked",
  "account.created",
  "call_request.created",
  "call.completed",
  "consent.changed",
  "lead.deleted",
  "lead.booked",
  "lead.booking_cancelled",
] as const;

export type LeadEventType = (typeof LEAD_EVENT_TYPES)[number];

/** The events of a lead that still exists: their payload is the lead as it stands. */
export type LeadChangeType = Exclude<LeadEventType, "lead.deleted">;

/** Why a lead was deleted: its owner asked, the retention period passed, or an admin deleted it. */
export type DeletionReason = "privacy_request" | "retention" | "admin";

/** Who a lead.deleted event is about: enough for a CRM to find and delete its own copy. */
export interface DeletedLead {
  id: string;
  /** Null once the CRMs heard of the deletion (the address is cleared after 30 days). */
  executiveEmail: string | null;
  chapter: string;
  reason: DeletionReason;
}

/** The lead as it stood when the event was delivered. */
export type LeadSnapshot = {
  id: string;
  executiveName: string;
  executiveTitle: string;
  executiveEmail: string | null;
  companyName: string;
  companyIndustry: string;
  companyRevenue: string;
  companyEmployees: string;
  /** "vancouver" or "vancouver-island". */
  chapter: string;
  utm: {
    source: string | null;
    medium: string | null;
    campaign: string | null;
    term: string | null;
    content: string | null;
  };
  /** The executive's current choice on insights and reminders (CASL). */
  marketingConsent: boolean;
  /** 0-100, null until completed. */
  readinessScore: number | null;
  /** 0-10, null until completed. */
  leadScore: number | null;
  qualified: boolean;
  /** "pending", "paid", "coupon_used", "refunded" or "disputed". */
  paymentStatus: string;
  /** "draft" or "completed". */
  status: string;
  /** The consultation with a strategist (BOOKING_PROVIDER's webhook); ISO 8601 times. */
  booking: {
    /** "booked", "cancelled", or null when none was booked. */
    status: string | null;
    bookedAt: string | null;
    startsAt: string | null;
  };
};

interface EventHeader {
  /** The event id: receivers dedupe on it (sent as X-Webhook-Id too). */
  id: string;
  /** ISO 8601. */
  occurredAt: string;
}

export type LeadChangeEvent = EventHeader & {
  type: LeadChangeType;
  data: {
    assessment: LeadSnapshot;
    links: { adminReport: string; results: string };
  };
};

/** The lead was erased: the receiver deletes what it holds about it. */
export type LeadDeletedEvent = EventHeader & {
  type: "lead.deleted";
  data: { assessment: DeletedLead };
};

export type LeadEvent = LeadChangeEvent | LeadDeletedEvent;
