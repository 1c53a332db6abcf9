import "server-only";
import { listUserAssessments, type MyReport } from "@/capabilities/accounts/queries";
import { getCompanyTrends, previousTeamCounts } from "@/capabilities/team/server";
import type { TrendPoint } from "@/capabilities/team";

export interface CompanyReports {
  companyName: string;
  /** Newest first, each with the earlier team a re-invite would ask again (0: none). */
  reports: (MyReport & { previousTeam: number })[];
  /** Oldest first; shown from two assessments on. */
  trend: TrendPoint[];
}

/** My Reports: the account's completed assessments grouped by company, newest company first. */
export async function getReportsByCompany(userId: string): Promise<CompanyReports[]> {
  const [reports, trends, teams] = await Promise.all([
    listUserAssessments(userId),
    getCompanyTrends(userId),
    previousTeamCounts(userId),
  ]);
  const byId = new Map(reports.map((r) => [r.id, { ...r, previousTeam: teams.get(r.id) ?? 0 }]));
  return trends.map((group) => ({
    companyName: group.companyName,
    reports: group.ids.flatMap((id) => byId.get(id) ?? []),
    trend: group.points,
  }));
}
