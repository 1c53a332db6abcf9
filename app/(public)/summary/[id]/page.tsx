import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AssessmentSummary } from "@/capabilities/report/components/results/assessment-summary";
import { getResults } from "@/capabilities/report/results";

export const metadata: Metadata = { title: "Assessment Summary" };

export default async function SummaryPage({ params }: PageProps<"/summary/[id]">) {
  const { id } = await params;
  const results = await getResults(id);
  if (!results) notFound();
  return <AssessmentSummary results={results} />;
}
