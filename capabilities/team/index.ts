export type { TeamAggregates } from "./alignment-types";
export type { TeamAndRetakes } from "./progress/admin";
export type { Progress } from "./progress/compare";
export type { TrendPoint } from "./progress/trends";
export { teamCountLine, teamStepNote } from "./summary";
export type { TeamView } from "./view";
