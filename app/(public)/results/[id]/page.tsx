import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ResultsView } from "@/capabilities/report/components/results/results-view";
import { ProgressSection } from "@/capabilities/team/components/progress/progress-section";
import { LeadershipAlignment } from "@/capabilities/team/components/leadership-alignment";
import { getResults } from "@/capabilities/report/results";
import { getViewer } from "@/platform/auth/viewer";
import { contactLinks } from "@/platform/config/contact";
import { bookingLinkFor } from "@/capabilities/leads/booking/link";
import { getProgressForPage } from "@/capabilities/team/progress/page-data";
import { getTeamViewForPage } from "@/capabilities/team/page-data";

export const metadata: Metadata = { title: "Your Results" };

export default async function ResultsPage({ params, searchParams }: PageProps<"/results/[id]">) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const results = await getResults(id);
  if (!results) notFound();
  const viewer = await getViewer();
  const [team, progress, booking] = await Promise.all([
    getTeamViewForPage(id, viewer),
    getProgressForPage(id, viewer),
    bookingLinkFor(id),
  ]);
  return (
    <ResultsView
      results={results}
      contact={contactLinks()}
      booking={booking}
      saved={query.saved === "true"}
      team={team && <LeadershipAlignment assessmentId={id} view={team} />}
      progress={<ProgressSection assessmentId={id} data={progress} />}
    />
  );
}
