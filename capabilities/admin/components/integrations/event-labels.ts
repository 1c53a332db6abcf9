import type { LeadEventType } from "@/capabilities/leads";

/** What each lead event is called on the Integrations tab. */
export const eventLabels: Record<LeadEventType, string> = {
  "assessment.started": "Assessment started",
  "assessment.completed": "Assessment completed",
  "lead.qualified": "Lead qualified",
  "report.unlocked": "Report unlocked",
  "account.created": "Account created",
  "call_request.created": "Call-back requested",
  "call.completed": "Call completed",
  "consent.changed": "Consent changed",
  "lead.deleted": "Lead deleted",
  "lead.booked": "Consultation booked",
  "lead.booking_cancelled": "Consultation cancelled",
};
