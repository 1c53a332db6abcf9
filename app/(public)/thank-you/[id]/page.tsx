import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CompletionPanel } from "@/capabilities/report/components/results/completion-panel";
import { getExecutiveEmail, getPublicAssessment } from "@/capabilities/leads/assessments/queries";
import { contactLinks } from "@/platform/config/contact";
import { bookingLinkFor } from "@/capabilities/leads/booking/link";

export const metadata: Metadata = { title: "Thank You" };

export default async function ThankYouPage({ params }: PageProps<"/thank-you/[id]">) {
  const { id } = await params;
  const [assessment, email, booking] = await Promise.all([
    getPublicAssessment(id),
    getExecutiveEmail(id),
    bookingLinkFor(id),
  ]);
  if (!assessment) notFound();
  return (
    <CompletionPanel
      assessmentId={assessment.id}
      executiveName={assessment.executiveName}
      email={email}
      contact={contactLinks()}
      booking={booking}
    />
  );
}
