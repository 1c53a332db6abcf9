import { Users } from "@/platform/ui/icons";
import type { TeamView } from "@/capabilities/team/view";
import { AlignmentDetails } from "./alignment-details";
import { RefreshingInvitePanel } from "./refreshing-invite-panel";
import { TeamResponseSummary } from "./team-response-summary";

/** The results page's "Leadership Alignment": counts, the invite panel, and from the minimum the aggregates. */
export function LeadershipAlignment({
  assessmentId,
  view,
}: {
  assessmentId: string;
  view: TeamView;
}) {
  const { aggregates } = view;
  return (
    <section
      id="leadership-alignment"
      aria-labelledby="leadership-alignment-title"
      className="grid scroll-mt-20 gap-5 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
    >
      <header className="grid gap-2">
        <h2 id="leadership-alignment-title" className="flex items-center gap-2 text-2xl font-bold">
          <Users className="size-6 text-primary" aria-hidden="true" />
          Leadership Alignment
        </h2>
        <p className="text-muted-foreground">
          Ask your leadership team the same questions about the organization and their own use of
          AI, and see where they see it differently. Answers are anonymous and shown only combined.
        </p>
        <TeamResponseSummary view={view} />
      </header>
      {aggregates && <AlignmentDetails aggregates={aggregates} />}
      <RefreshingInvitePanel assessmentId={assessmentId} linkExpiresAt={view.linkExpiresAt} />
    </section>
  );
}
