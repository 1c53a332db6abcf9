import "server-only";
import { db } from "@/platform/db";
import { bookingConfig } from "@/platform/config/booking";
import { isAssessmentId } from "../assessments/queries";
import { schedulerUrl, type BookingLink } from "./scheduler-url";

/**
 * The consultation link of a lead's own pages (results, report, thank-you): with a provider,
 * its scheduler prefilled with the lead's name, address and company and carrying the
 * assessment id; without one, or for an assessment not found, the plain booking link.
 */
export async function bookingLinkFor(assessmentId: string): Promise<BookingLink> {
  const { provider, url } = bookingConfig();
  if (!provider) return { provider: null, url };
  const lead = isAssessmentId(assessmentId)
    ? await db.assessment.findUnique({
        where: { id: assessmentId, status: "completed" },
        select: { executiveName: true, executiveEmail: true, companyName: true },
      })
    : null;
  if (!lead) return { provider, url };
  return {
    provider,
    url: schedulerUrl(provider, url, {
      assessmentId,
      name: lead.executiveName,
      email: lead.executiveEmail,
      company: lead.companyName,
    }),
  };
}
