/** The team survey's messages, shared by the routes and the pages. */
export const SURVEY_NOT_FOUND =
  "This survey link is not valid. It may have expired or been withdrawn: ask the executive who sent it for a new one.";
export const ALREADY_ANSWERED = "Your answers are already in. Thank you.";

export const ALREADY_INVITED = "Already invited";

/** What an invitation request answers (POST …/team/invites). */
export interface InviteOutcome {
  invited: string[];
  rejected: { email: string; reason: string }[];
}
