import type { Metadata } from "next";

import { requireAdmin } from "@/components/admin/admin-gate";
import { AdminReportScreen } from "@/components/admin/admin-report-screen";
import { LeadershipTeamSection } from "@/components/report/report-sections/leadership-team";
import { getViewer } from "@/lib/auth/viewer";
import { getTeamViewForPage } from "@/lib/team/page-data";
import { InterviewInsights } from "@/components/voice/interview-insights";

export const metadata: Metadata = { title: "Admin Report" };

/**
 * Any assessment's full report, for an admin, with the interview insights (the voice
 * feature's section, read from the admin endpoint) in the report's `interviewInsights` slot.
 */
export default async function AdminReportPage({ params }: PageProps<"/admin/report/[id]">) {
  const [, { id }] = await Promise.all([requireAdmin(), params]);
  // Admins see the team's counts and aggregates, as the executive does (never an answer).
  const team = await getTeamViewForPage(id, await getViewer());
  return (
    <AdminReportScreen
      assessmentId={id}
      team={team && <LeadershipTeamSection view={team} />}
      interviewInsights={<InterviewInsights assessmentId={id} source="admin" />}
    />
  );
}
