import type { TeamAndRetakes } from "@/lib/progress/admin";

/**
 * The admin API's answers as the browser receives them (JSON: dates are strings). The shapes
 * are those of lib/admin/** (read there); only the fields the admin screens use are listed.
 */

export type LeadBadge = "Hot Lead" | "Qualified" | "Completed" | "In Progress";

export interface AssessmentMetrics {
  totalAssessments: number;
  qualifiedLeads: number;
  aiRoadmaps: number;
  completionRate: number;
  /** Assessments per UTC day over the last 30 days, oldest first. */
  daily: { day: string; count: number }[];
}

export interface AssessmentRow {
  id: string;
  executiveName: string;
  executiveEmail: string | null;
  companyName: string;
  executiveTitle: string;
  companyIndustry: string;
  companyRevenue: string;
  leadScore: number | null;
  leadQualified: boolean;
  roadmapGenerated: boolean;
  paymentStatus: string;
  aiReadinessScore: number | null;
  createdAt: string;
  leadBadge: LeadBadge;
  starred: boolean;
  status: "draft" | "completed";
  stepReached: number;
  marketingConsent: boolean;
  chapter: string;
  source: string;
  purgedAt: string | null;
  /** Team size, response rate and retakes (lib/progress/admin.ts). */
  teamAndRetakes?: TeamAndRetakes | null;
}

export interface AssessmentList {
  assessments: AssessmentRow[];
  metrics: AssessmentMetrics;
  page: number;
  pageSize: number;
  total: number;
}

export type SortColumn = "createdAt" | "leadScore" | "companyName" | "executiveName";
export type SortOrder = "asc" | "desc";

export interface AiRecommendation {
  name: string;
  category?: string;
  priority?: string;
  description?: string;
  useCase?: string;
  pricing?: string;
  url?: string;
}

export interface FollowUpQuestion {
  topic: string;
  primary: string;
  followup: string;
}

export interface OptionLabels {
  companyIndustry: string;
  companyRevenue: string;
  companyEmployees: string;
  companyBusinessModel: string | null;
  companyMarkets: string | null;
  headOfficeLocation: string | null;
  officeExpansion: string[];
  businessChallenges: string[];
  aiToolsUsed: string[];
  aiPerception: string;
  orgAiElements: string[];
  orgPosture: string;
  aiDepartments: string[];
  enterprisePlatforms: string[];
  preparednessLevel: string | null;
  householdAiUse: string[];
  childAiConcerns: string[];
  rulesForChildren: string | null;
}

export interface AssessmentDetails {
  id: string;
  executiveName: string;
  executiveTitle: string;
  executiveEmail: string | null;
  companyName: string;
  companyIndustry: string;
  companyRevenue: string;
  companyEmployees: string;
  otherChallenge: string | null;
  aiConfidence: number | null;
  aiExperience: string | null;
  aiFriction: string | null;
  otherPlatforms: string | null;
  preparednessLevel: string | null;
  householdAiUse: unknown;
  childAiConcerns: unknown;
  rulesForChildren: string | null;
  aiReadinessScore: number | null;
  leadScore: number | null;
  leadQualified: boolean;
  roadmapGenerated: boolean;
  paymentStatus: string;
  createdAt: string;
  labels: OptionLabels;
  leadBadge: LeadBadge;
  starred: boolean;
  teamAndRetakes?: TeamAndRetakes;
  aiRecommendations: AiRecommendation[];
  followUpQuestions: {
    q1: FollowUpQuestion;
    q2: FollowUpQuestion;
    q3: FollowUpQuestion;
    generatedAt: string;
    promptVersion: string;
    generator: string;
  } | null;
  roadmapContent: unknown;
  status: "draft" | "completed";
  stepReached: number;
  completedAt: string | null;
  purgedAt: string | null;
  marketingConsent: boolean;
  consentHistory: { given: boolean; source: string; wordingVersion: string; createdAt: string }[];
  chapter: string;
  source: string;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  referrer: string | null;
  landingPath: string | null;
  couponCode: string | null;
  paidAt: string | null;
  user: { id: string; email: string } | null;
  latestPayment: { amount: number; currency: string; status: string; createdAt: string } | null;
  latestCallRequest: {
    status: "queued" | "sent" | "completed" | "failed";
    phoneNumber: string;
    attempts: number;
    createdAt: string;
  } | null;
}

export interface RoadmapRow {
  id: string;
  assessmentId: string;
  companyName: string;
  createdAt: string;
  preview: string;
  content: unknown;
}

export interface Paged {
  page: number;
  pageSize: number;
  total: number;
}

export interface RoadmapList extends Paged {
  roadmaps: RoadmapRow[];
}

export interface AdminUser {
  id: string;
  email: string;
  role: "admin" | "user";
  createdAt: string;
  updatedAt: string;
}

export interface AdminCoupon {
  id: string;
  code: string;
  description: string | null;
  isActive: boolean;
  usedCount: number;
  maxUses: number | null;
  expiresAt: string | null;
  createdAt: string;
  redemptions: number;
}

export interface CallRequestRow {
  id: string;
  assessmentId: string;
  companyName: string;
  executiveName: string;
  phoneNumber: string;
  status: "queued" | "sent" | "completed" | "failed";
  attempts: number;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface CallRequestList extends Paged {
  callRequests: CallRequestRow[];
}

export interface ExportPreview {
  totalAssessments: number;
  assessmentsWithReports: number;
  summary: {
    avgReadinessScore: number | null;
    qualifiedLeads: number;
    aiRoadmaps?: number;
    paidAssessments?: number;
  };
  sampleAssessment: {
    id: string;
    executiveName: string;
    companyName: string;
    hasReportData: boolean;
    hasAiRecommendations: boolean;
    recommendedAppsCount: number;
    topPriorityApp: string | null;
    allDataKeys: string[];
  } | null;
  fieldCounts?: { standard: number; comprehensive: number };
}

export interface SetupResult {
  message: string;
  totalAssessments: number;
  questionsGenerated: number;
  failed: number;
  remaining: number;
}

export interface AuditEntry {
  id: string;
  actorId: string | null;
  actorEmail: string;
  action: string;
  targetType: string;
  targetId: string | null;
  details: Record<string, unknown> | null;
  createdAt: string;
}

export interface AuditLogList extends Paged {
  entries: AuditEntry[];
  /** Everyone who appears in the log, for the filter. */
  actors: string[];
}
