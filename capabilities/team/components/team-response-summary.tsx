import { teamCountLine, teamStepNote } from "@/capabilities/team/summary";
import type { TeamView } from "@/capabilities/team/view";

/** The team's counts, and why they move in steps. */
export function TeamResponseSummary({ view }: { view: TeamView }) {
  return (
    <>
      <p className="text-sm font-medium" data-testid="team-response-count">
        {teamCountLine(view)}
      </p>
      <p className="text-sm">{teamStepNote(view)}</p>
    </>
  );
}
