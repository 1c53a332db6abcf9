import "server-only";

export { countTeamResponses, getTeamAggregates } from "./aggregate";
export { countInvitations } from "./invitations";
export { getTeamAndRetakes, teamAndRetakesOf } from "./progress/admin";
export { getCompanyTrends, previousTeamCounts } from "./progress/queries";
