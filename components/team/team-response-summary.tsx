import type { TeamView } from "@/lib/team/view";

const percent = (part: number, whole: number) => Math.round((part / whole) * 100);

/** The team's count and response rate, and below the minimum how many more are needed. */
export function TeamResponseSummary({ view }: { view: TeamView }) {
  const { responses, minimum, needed, invited, answeredInvitations, aggregates } = view;
  return (
    <>
      <p className="text-sm font-medium" data-testid="team-response-count">
        {responses} {responses === 1 ? "response" : "responses"}
        {invited > 0 &&
          ` · ${answeredInvitations} of ${invited} invited leaders answered (${percent(answeredInvitations, invited)}%)`}
      </p>
      {!aggregates && (
        <p className="text-sm">
          {`The team view opens at ${minimum} responses, so no one's answers can be told apart: ${needed} more ${needed === 1 ? "is" : "are"} needed.`}
        </p>
      )}
    </>
  );
}
