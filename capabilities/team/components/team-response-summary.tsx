import { teamCountLine, teamStepNote } from "@/capabilities/team/summary";
import type { TeamView } from "@/capabilities/team/view";

/** The team's counts, and why they move in steps; no "0 responses" before anyone is invited. */
export function TeamResponseSummary({ view }: { view: TeamView }) {
  const started = view.responses > 0 || view.invited > 0;
  return (
    <>
      {started ? (
        <p className="text-sm font-medium" data-testid="team-response-count">
          {teamCountLine(view)}
        </p>
      ) : null}
      <p className="text-sm">{teamStepNote(view)}</p>
    </>
  );
}
