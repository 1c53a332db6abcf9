import type { BookingProvider } from "@/platform/config/booking";

/** The consultation link a page shows: the provider's scheduler to embed, or a plain link. */
export interface BookingLink {
  /** null: no provider configured, `url` opens in a new tab as it is. */
  provider: BookingProvider | null;
  url: string;
}

export interface BookingLead {
  assessmentId: string;
  name: string;
  email: string | null;
  company: string;
}

/** utm_source of a Calendly booking made from our pages. */
export const CALENDLY_UTM_SOURCE = "ai-readiness";

/**
 * The provider's scheduling page prefilled for the lead, with the assessment id where the
 * provider hands it back in its webhook:
 * - Cal.com: `name`, `email`, a booking question `company`, and `metadata[assessmentId]`
 *   (returned as `payload.metadata.assessmentId`);
 * - Calendly: `name`, `email`, `a1` (the first custom question: the company) and
 *   `utm_content` (returned as `payload.tracking.utm_content`), `utm_source` ai-readiness.
 * Parameters already in `base` are kept unless the lead's replace them.
 */
export function schedulerUrl(provider: BookingProvider, base: string, lead: BookingLead): string {
  const url = new URL(base);
  const set = (key: string, value: string | null) => {
    if (value) url.searchParams.set(key, value);
  };
  set("name", lead.name.trim());
  set("email", lead.email?.trim() ?? null);
  if (provider === "calcom") {
    set("company", lead.company.trim());
    set("metadata[assessmentId]", lead.assessmentId);
  } else {
    set("a1", lead.company.trim());
    set("utm_source", CALENDLY_UTM_SOURCE);
    set("utm_content", lead.assessmentId);
  }
  return url.toString();
}
