export { AlignmentDetails } from "./components/alignment-details";
export { ReadinessTrend } from "./components/progress/readiness-trend";
export { ReinviteTeamButton } from "./components/progress/reinvite-team-button";
export { RetakeButton } from "./components/progress/retake-button";
export { SINCE_LAST_TITLE } from "./components/progress/since-last-assessment";
export { TeamRetakesCell, TeamRetakesFields } from "./components/progress/team-retakes";
export { RefreshingInvitePanel } from "./components/refreshing-invite-panel";
export { TeamInviteDisclosure } from "./components/team-invite-disclosure";
export { TeamResponseSummary } from "./components/team-response-summary";
