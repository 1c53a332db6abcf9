export type { InterviewInsights } from "./insights";
export { FOLLOW_UP_TOPICS } from "./call-context";
export type { CallContext } from "./call-context";
export type { listCallRequests } from "./admin-queries";
