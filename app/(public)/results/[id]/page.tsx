import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ResultsView } from "@/components/results/results-view";
import { ProgressSection } from "@/components/progress/progress-section";
import { LeadershipAlignment } from "@/components/team/leadership-alignment";
import { getResults } from "@/lib/assessment/results";
import { getViewer } from "@/lib/auth/viewer";
import { contactLinks } from "@/lib/config/contact";
import { getProgressForPage } from "@/lib/progress/page-data";
import { getTeamViewForPage } from "@/lib/team/page-data";

export const metadata: Metadata = { title: "Your Results" };

export default async function ResultsPage({ params, searchParams }: PageProps<"/results/[id]">) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const results = await getResults(id);
  if (!results) notFound();
  const viewer = await getViewer();
  const [team, progress] = await Promise.all([
    getTeamViewForPage(id, viewer),
    getProgressForPage(id, viewer),
  ]);
  return (
    <ResultsView
      results={results}
      contact={contactLinks()}
      saved={query.saved === "true"}
      team={team && <LeadershipAlignment assessmentId={id} view={team} />}
      progress={<ProgressSection assessmentId={id} data={progress} />}
    />
  );
}
