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
  "lead.booked",
  "lead.booking_cancelled",
] as const;

export type LeadEventType = (typeof LEAD_EVENT_TYPES)[number];

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

export type LeadEvent = {
  /** The event id: receivers dedupe on it (sent as X-Webhook-Id too). */
  id: string;
  type: LeadEventType;
  /** ISO 8601. */
  occurredAt: string;
  data: {
    assessment: LeadSnapshot;
    links: { adminReport: string; results: string };
  };
};
