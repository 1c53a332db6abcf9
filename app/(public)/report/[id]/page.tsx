import type { Metadata } from "next";
import { ReportScreen } from "@/components/report-screen/report-screen";
import { contactLinks } from "@/lib/config/contact";

export const metadata: Metadata = { title: "Your AI Readiness Report" };

export default async function ReportPage({ params }: PageProps<"/report/[id]">) {
  const { id } = await params;
  return <ReportScreen assessmentId={id} agentPhone={contactLinks()} />;
}
