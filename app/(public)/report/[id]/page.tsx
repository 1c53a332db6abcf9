import type { Metadata } from "next";
import { ReportScreen } from "@/components/report-screen/report-screen";
import { storedReadiness } from "@/lib/assessment/answers";
import { getPublicAssessment } from "@/lib/assessment/queries";
import { contactLinks } from "@/lib/config/contact";

export const metadata: Metadata = { title: "Your AI Readiness Report" };

export default async function ReportPage({ params }: PageProps<"/report/[id]">) {
  const { id } = await params;
  // The pillars come with the page; the report itself is fetched (or generated) by the screen.
  const assessment = await getPublicAssessment(id);
  const pillars = assessment
    ? storedReadiness(assessment).pillars.map(({ label, points, max }) => ({ label, points, max }))
    : undefined;
  return <ReportScreen assessmentId={id} agentPhone={contactLinks()} pillars={pillars} />;
}
