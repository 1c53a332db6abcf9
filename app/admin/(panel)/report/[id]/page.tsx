import type { Metadata } from "next";

import { requireAdmin } from "@/capabilities/admin/components/admin-gate";
import { AdminReportScreen } from "@/capabilities/admin/components/admin-report-screen";
import { LeadershipTeamSection } from "@/capabilities/report/components/report-sections/leadership-team";
import { getViewer } from "@/platform/auth/viewer";
import { getTeamViewForPage } from "@/capabilities/team/page-data";
import { InterviewInsights } from "@/capabilities/admin/components/interview-insights";

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
