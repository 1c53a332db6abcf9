export type { ReportResponse } from "./service";
export type { getAdminReport } from "./admin-report";
export type { SetupResult } from "./follow-up-setup";
export { aiRecommendationsOf, executiveSummaryOf, topPriorityApp } from "./recommendations";
export type { AiRecommendation } from "./recommendations";
export type { listRoadmaps } from "./roadmap/admin-queries";
