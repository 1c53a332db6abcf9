import { ReportCard } from "@/capabilities/accounts/components/report-card";
import { slugify } from "@/platform/ui/report-section";
import type { CompanyReports as Group } from "@/capabilities/accounts/my-reports";
import { ReadinessTrend } from "@/capabilities/team/components";
import { ReinviteTeamButton } from "@/capabilities/team/components";
import { RetakeButton } from "@/capabilities/team/components";

/**
 * One company of My Reports: its name, "Readiness over time" from two assessments on, and its
 * assessments as cards, newest first, each with Retake and, for a retake, the re-invite.
 */
export function CompanyReports({ group, now }: { group: Group; now: Date }) {
  const id = `company-${slugify(group.companyName) || "reports"}-${group.reports[0]?.id.slice(0, 8)}`;
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <h2 id={id} className="text-2xl font-semibold tracking-tight">
        {group.companyName}
      </h2>
      {group.trend.length >= 2 && (
        <ReadinessTrend companyName={group.companyName} points={group.trend} />
      )}
      <ul
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        aria-label={`Reports for ${group.companyName}`}
      >
        {group.reports.map((report) => (
          <li key={report.id} className="flex">
            <ReportCard
              report={report}
              now={now}
              actions={
                <>
                  <RetakeButton
                    assessmentId={report.id}
                    companyName={report.companyName}
                    className="w-full"
                  />
                  <ReinviteTeamButton
                    assessmentId={report.id}
                    previousTeam={report.previousTeam}
                    companyName={report.companyName}
                  />
                </>
              }
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
