import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ResultsView } from "@/components/results/results-view";
import { getResults } from "@/lib/assessment/results";
import { contactLinks } from "@/lib/config/contact";

export const metadata: Metadata = { title: "Your Results" };

export default async function ResultsPage({ params, searchParams }: PageProps<"/results/[id]">) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const results = await getResults(id);
  if (!results) notFound();
  return <ResultsView results={results} contact={contactLinks()} saved={query.saved === "true"} />;
}
