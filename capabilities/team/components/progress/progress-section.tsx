import type { ProgressForPage } from "@/capabilities/team/progress/page-data";
import { ReinviteTeamButton } from "./reinvite-team-button";
import { SinceLastAssessment } from "./since-last-assessment";

/** "Since your last assessment" with the re-invite button, on the results and report pages. */
export function ProgressSection({
  assessmentId,
  data,
}: {
  assessmentId: string;
  data: ProgressForPage;
}) {
  if (!data.progress) return null;
  return (
    <SinceLastAssessment
      progress={data.progress}
      actions={
        data.previousTeam > 0 && (
          <div className="grid gap-2 border-t pt-4 print:hidden">
            <p className="text-sm text-muted-foreground">
              Ask the leaders who answered last time again, and see whether the team moved too.
            </p>
            <ReinviteTeamButton assessmentId={assessmentId} previousTeam={data.previousTeam} />
          </div>
        )
      }
    />
  );
}
