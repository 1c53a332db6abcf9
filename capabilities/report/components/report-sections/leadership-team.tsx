import { Users } from "@/platform/ui/icons";
import { AlignmentDetails } from "@/capabilities/team/components";
import { RefreshingInvitePanel } from "@/capabilities/team/components";
import { TeamResponseSummary } from "@/capabilities/team/components";
import type { TeamView } from "@/capabilities/team";
import { ReportSection } from "@/platform/ui/report-section";

export const LEADERSHIP_TITLE = "Leadership Alignment";

/**
 * The report's "Leadership Alignment": the results page's team view (count and rate, from the
 * minimum the gaps, confidence, governance gaps and a chart per question) as a report section.
 * The executive's report offers the invite panel too; the admin's does not.
 */
export function LeadershipTeamSection({
  view,
  inviteFor,
}: {
  view: TeamView;
  /** The assessment whose team the executive may invite from here. */
  inviteFor?: string;
}) {
  return (
    <ReportSection
      title={LEADERSHIP_TITLE}
      icon={Users}
      description="Where your leadership team sees AI differently. Answers are anonymous and shown only combined."
    >
      <div className="grid gap-5 rounded-xl border bg-card p-4 shadow-sm sm:p-6 print:shadow-none">
        <div className="grid gap-2">
          <TeamResponseSummary view={view} />
        </div>
        {view.aggregates && <AlignmentDetails aggregates={view.aggregates} />}
        {inviteFor && (
          <div className="print:hidden">
            <RefreshingInvitePanel assessmentId={inviteFor} linkExpiresAt={view.linkExpiresAt} />
          </div>
        )}
      </div>
    </ReportSection>
  );
}
