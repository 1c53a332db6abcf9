import type { LeadChangeEvent } from "@/capabilities/leads";

/**
 * What the sync writes in HubSpot: the "AI Readiness" property group and our properties (all
 * prefixed `air_`), and the property values of a lead's contact and company. Pure: no I/O.
 */

export const PROPERTY_GROUP = { name: "air_ai_readiness", label: "AI Readiness" } as const;

/** The company's e-mail domain: our key for companies (HubSpot's `domain` is not unique). */
export const COMPANY_DOMAIN_PROPERTY = "air_company_domain";

export interface PropertyDefinition {
  name: string;
  label: string;
  type: "number" | "bool" | "string" | "date";
  fieldType: "number" | "booleancheckbox" | "text" | "date";
  description: string;
  hasUniqueValue?: boolean;
  options?: { label: string; value: string; displayOrder: number }[];
}

const yesNoOptions = [
  { label: "Yes", value: "true", displayOrder: 0 },
  { label: "No", value: "false", displayOrder: 1 },
];
const number = { type: "number", fieldType: "number" } as const;
const bool = { type: "bool", fieldType: "booleancheckbox", options: yesNoOptions } as const;
const text = { type: "string", fieldType: "text" } as const;

export const CONTACT_PROPERTIES: PropertyDefinition[] = [
  {
    name: "air_readiness_score",
    label: "AI readiness score",
    ...number,
    description: "Readiness score of the latest assessment, 0-100.",
  },
  { name: "air_lead_score", label: "Lead score", ...number, description: "Lead score, 0-10." },
  { name: "air_qualified", label: "Qualified lead", ...bool, description: "A qualified lead." },
  {
    name: "air_report_unlocked",
    label: "Report unlocked",
    ...bool,
    description: "The full report was unlocked (card or coupon).",
  },
  { name: "air_chapter", label: "Chapter", ...text, description: "The chapter of the lead." },
  {
    name: "air_assessment_link",
    label: "Assessment link",
    ...text,
    description: "The assessment in the admin.",
  },
  {
    name: "air_last_assessment_date",
    label: "Last assessment date",
    type: "date",
    fieldType: "date",
    description: "When the latest assessment was started or completed.",
  },
  {
    name: "air_meeting_booked",
    label: "Consultation booked",
    ...bool,
    description: "A consultation with a strategist is booked and not cancelled.",
  },
  {
    name: "air_meeting_date",
    label: "Consultation date",
    type: "date",
    fieldType: "date",
    description: "The day of the booked consultation (UTC).",
  },
  {
    name: "air_marketing_consent",
    label: "Consent to insights (CASL)",
    ...bool,
    description:
      "The executive's own choice on insights and reminders. Recorded as given: it never subscribes anyone.",
  },
];

export const COMPANY_PROPERTIES: PropertyDefinition[] = [
  {
    name: COMPANY_DOMAIN_PROPERTY,
    label: "AI Readiness company domain",
    ...text,
    hasUniqueValue: true,
    description: "The e-mail domain the AI Readiness sync matches companies by.",
  },
];

/** Webmail and consumer ISP domains: an address there says nothing about the company. */
const FREE_MAIL = new Set([
  "gmail.com",
  "googlemail.com",
  "yahoo.com",
  "yahoo.ca",
  "ymail.com",
  "hotmail.com",
  "hotmail.ca",
  "outlook.com",
  "live.com",
  "live.ca",
  "msn.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "aol.com",
  "proton.me",
  "protonmail.com",
  "pm.me",
  "gmx.com",
  "gmx.net",
  "mail.com",
  "yandex.com",
  "zoho.com",
  "hey.com",
  "fastmail.com",
  "shaw.ca",
  "telus.net",
  "rogers.com",
  "sympatico.ca",
  "bell.net",
]);

/** The company domain of an address, or null for a free-mail address. */
export function companyDomainOf(email: string): string | null {
  const domain = email.split("@").pop()?.trim().toLowerCase().replace(/\.$/, "");
  if (!domain || !domain.includes(".")) return null;
  return FREE_MAIL.has(domain) ? null : domain;
}

function splitName(fullName: string): { firstname: string; lastname: string } {
  const [first = "", ...rest] = fullName.trim().split(/\s+/);
  return { firstname: first, lastname: rest.join(" ") };
}

const REPORT_UNLOCKED = new Set(["paid", "coupon_used"]);
/** Events after which the assessment itself is the latest: its date becomes "last assessment". */
const ASSESSMENT_DATED = new Set(["assessment.started", "assessment.completed"]);

/**
 * The contact's properties for an event. A value not known yet (a draft's scores) is left
 * out rather than sent empty, so that it never erases what HubSpot holds.
 */
export function contactPropertiesOf(event: LeadChangeEvent): Record<string, string> {
  const lead = event.data.assessment;
  const properties: Record<string, string> = {
    ...splitName(lead.executiveName),
    jobtitle: lead.executiveTitle,
    company: lead.companyName,
    air_qualified: String(lead.qualified),
    air_report_unlocked: String(REPORT_UNLOCKED.has(lead.paymentStatus)),
    air_chapter: lead.chapter,
    air_assessment_link: event.data.links.adminReport,
    air_marketing_consent: String(lead.marketingConsent === true),
    air_meeting_booked: String(lead.booking.status === "booked"),
  };
  if (lead.readinessScore !== null) properties.air_readiness_score = String(lead.readinessScore);
  if (lead.leadScore !== null) properties.air_lead_score = String(lead.leadScore);
  if (lead.booking.status === "booked" && lead.booking.startsAt) {
    properties.air_meeting_date = lead.booking.startsAt.slice(0, 10);
  }
  if (ASSESSMENT_DATED.has(event.type)) {
    properties.air_last_assessment_date = event.occurredAt.slice(0, 10);
  }
  return properties;
}

export function companyPropertiesOf(
  event: LeadChangeEvent,
  domain: string,
): Record<string, string> {
  return { name: event.data.assessment.companyName, domain, [COMPANY_DOMAIN_PROPERTY]: domain };
}
