import type { getAssessmentDetailsOrThrow } from "@/capabilities/admin/assessment-details";
import type { listAssessments } from "@/capabilities/admin/assessment-queries";
import type { listAuditLog } from "@/capabilities/admin/audit-log";
import type { listCallRequests } from "@/capabilities/voice";
import type { AdminCoupon as ServerAdminCoupon } from "@/capabilities/payments";
import type { getExportPreview } from "@/capabilities/admin/export/preview";
import type { SetupResult as ServerSetupResult } from "@/capabilities/report";
import type { getAdminReport } from "@/capabilities/report";
import type { listRoadmaps } from "@/capabilities/report";
import type { AssessmentListQuery } from "@/capabilities/admin/schemas";
import type { AdminUser as ServerAdminUser } from "@/capabilities/accounts";
import type { Json } from "./json";

/**
 * The admin API's answers as the browser receives them: what the server functions of
 * capabilities/admin return (the routes answer them as JSON), every date a string. Derived, not
 * written out, so a screen cannot drift from the server. Type imports only: they are erased, so
 * no server code reaches the browser.
 */

/** What a server function resolves to. */
type Answer<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

export type { LeadBadge } from "@/capabilities/admin/lead-badge";
export type { AiRecommendation } from "@/capabilities/report/recommendations";

/** GET /api/admin/assessments. */
export type AssessmentList = Json<Answer<typeof listAssessments>>;
export type AssessmentRow = AssessmentList["assessments"][number];
export type AssessmentMetrics = AssessmentList["metrics"];

/**
 * The columns the table sorts by: the query schema's, less aiReadinessScore (the API accepts
 * it, but the table has no column for it).
 */
export type SortColumn = Exclude<AssessmentListQuery["sort"], "aiReadinessScore">;
export type SortOrder = AssessmentListQuery["order"];

/** GET /api/admin/assessments/[id]/details answers `{ assessment: AssessmentDetailsAnswer }`. */
export type AssessmentDetailsAnswer = Json<Answer<typeof getAssessmentDetailsOrThrow>>;

/**
 * The fields of the details answer the admin screens read (the answer holds every stored
 * column besides); their types are the answer's.
 */
export type AssessmentDetails = Pick<
  AssessmentDetailsAnswer,
  | "id"
  | "executiveName"
  | "executiveTitle"
  | "executiveEmail"
  | "companyName"
  | "companyIndustry"
  | "companyRevenue"
  | "companyEmployees"
  | "otherChallenge"
  | "aiConfidence"
  | "aiExperience"
  | "aiFriction"
  | "otherPlatforms"
  | "preparednessLevel"
  | "householdAiUse"
  | "childAiConcerns"
  | "rulesForChildren"
  | "aiReadinessScore"
  | "leadScore"
  | "leadQualified"
  | "roadmapGenerated"
  | "paymentStatus"
  | "createdAt"
  | "labels"
  | "leadBadge"
  | "starred"
  | "teamAndRetakes"
  | "aiRecommendations"
  | "followUpQuestions"
  | "roadmapContent"
  | "status"
  | "stepReached"
  | "completedAt"
  | "purgedAt"
  | "marketingConsent"
  | "consentHistory"
  | "chapter"
  | "source"
  | "utmSource"
  | "utmMedium"
  | "utmCampaign"
  | "utmTerm"
  | "utmContent"
  | "referrer"
  | "landingPath"
  | "couponCode"
  | "paidAt"
  | "bookingStatus"
  | "bookedAt"
  | "bookingStartsAt"
  | "bookingCancelledAt"
  | "user"
  | "latestPayment"
  | "latestCallRequest"
>;

/** GET /api/admin/assessments/[id]/report. */
export type AdminReport = Json<Answer<typeof getAdminReport>>;

/** GET /api/admin/roadmaps. */
export type RoadmapList = Json<Answer<typeof listRoadmaps>>;
export type RoadmapRow = RoadmapList["roadmaps"][number];

/** What every paged list answers besides its rows. */
export type Paged = Pick<RoadmapList, "page" | "pageSize" | "total">;

/** GET /api/admin/users answers `{ users: AdminUser[] }`. */
export type AdminUser = Json<ServerAdminUser>;

/** GET /api/admin/coupons answers `{ coupons: AdminCoupon[] }`. */
export type AdminCoupon = Json<ServerAdminCoupon>;

/** GET /api/admin/call-requests. */
export type CallRequestList = Json<Answer<typeof listCallRequests>>;
export type CallRequestRow = CallRequestList["callRequests"][number];

/** GET /api/admin/export/preview. */
export type ExportPreview = Json<Answer<typeof getExportPreview>>;

/** POST /api/admin/setup-followup-questions. */
export type SetupResult = Json<ServerSetupResult>;

/** GET /api/admin/audit-log. */
export type AuditLogList = Json<Answer<typeof listAuditLog>>;
export type AuditEntry = AuditLogList["entries"][number];
