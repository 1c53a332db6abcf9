import type { Metadata } from "next";

import { requireAdmin } from "@/components/admin/admin-gate";
import { AdminReportScreen } from "@/components/admin/admin-report-screen";
import { InterviewInsights } from "@/components/voice/interview-insights";

export const metadata: Metadata = { title: "Admin Report" };

/**
 * Any assessment's full report, for an admin, with the interview insights (the voice
 * feature's section, read from the admin endpoint) in the report's `interviewInsights` slot.
 */
export default async function AdminReportPage({ params }: PageProps<"/admin/report/[id]">) {
  const [, { id }] = await Promise.all([requireAdmin(), params]);
  return (
    <AdminReportScreen
      assessmentId={id}
      interviewInsights={<InterviewInsights assessmentId={id} source="admin" />}
    />
  );
}
