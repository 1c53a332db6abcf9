import type { TeamView } from "./view";

type Counts = Pick<TeamView, "responses" | "minimum" | "invited">;

/** "3 responses · 4 leaders invited": the counts the team view shows, page and PDF alike. */
export function teamCountLine({ responses, invited }: Counts): string {
  const answers = `${responses} ${responses === 1 ? "response" : "responses"}`;
  return invited > 0
    ? `${answers} · ${invited} ${invited === 1 ? "leader" : "leaders"} invited`
    : answers;
}

/** Why the counts move in steps: answers join the view a group at a time. */
export function teamStepNote({ responses, minimum }: Counts): string {
  return responses === 0
    ? `The team view opens once ${minimum} leaders have answered, and takes later answers ${minimum} at a time, so that no one's answers can be told apart.`
    : `New answers join the view ${minimum} at a time, so that no one's answers can be told apart.`;
}
