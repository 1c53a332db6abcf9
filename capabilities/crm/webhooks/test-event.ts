import type { LeadSnapshot } from "@/capabilities/leads";

export const TEST_EVENT_TYPE = "webhook.test";

/** A lead that is no one: what "Send test event" delivers. */
export const SAMPLE_LEAD: LeadSnapshot = {
  id: "00000000-0000-4000-8000-000000000000",
  executiveName: "Test Executive",
  executiveTitle: "CEO",
  executiveEmail: "test.executive@example.com",
  companyName: "Example Inc.",
  companyIndustry: "technology",
  companyRevenue: "10m-50m",
  companyEmployees: "51-200",
  chapter: "vancouver",
  utm: { source: null, medium: null, campaign: null, term: null, content: null },
  marketingConsent: false,
  readinessScore: 62,
  leadScore: 6,
  qualified: true,
  paymentStatus: "pending",
  status: "completed",
  booking: { status: null, bookedAt: null, startsAt: null },
};

/** A test event: the lead event shape with type "webhook.test" and the sample lead. */
export function testEventPayload(id: string, occurredAt: Date, appUrl = "") {
  return {
    id,
    type: TEST_EVENT_TYPE,
    occurredAt: occurredAt.toISOString(),
    data: {
      assessment: SAMPLE_LEAD,
      links: {
        adminReport: `${appUrl}/admin/report/${SAMPLE_LEAD.id}`,
        results: `${appUrl}/results/${SAMPLE_LEAD.id}`,
      },
    },
  };
}
