import { leadBadge } from "@/capabilities/admin/lead-badge";
import { aiRecommendationsOf, executiveSummaryOf, topPriorityApp } from "@/capabilities/report";
import type { Assessment, Prisma } from "@/platform/db/generated/prisma/client";
import { sourceOf } from "@/capabilities/leads";
import { JsonText, jsonOf } from "./json-text";
import type { ExportType } from "./schemas";

/**
 * The columns of each export. A column is a name and how to read it from a row; JSON keeps
 * the value as it is (lists stay lists, reportData stays an object), CSV writes its text.
 */

export interface Column<R> {
  key: string;
  value: (row: R) => unknown;
}

/** Where a lead came from, how far it got and its consent: in both exports, after the rest. */
const leadKeys = [
  "status",
  "stepReached",
  "completedAt",
  "purgedAt",
  "marketingConsent",
  "chapter",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "utmTerm",
  "utmContent",
  "referrer",
  "landingPath",
] as const;

/**
 * The main assessment fields: who, which company, the scores and the status (the export's
 * columns before the lead funnel, in their order), then the lead's.
 */
export const standardSelect = {
  id: true,
  createdAt: true,
  executiveName: true,
  executiveTitle: true,
  executiveEmail: true,
  companyName: true,
  companyIndustry: true,
  companyRevenue: true,
  companyEmployees: true,
  headOfficeLocation: true,
  aiConfidence: true,
  aiReadinessScore: true,
  leadScore: true,
  leadQualified: true,
  roadmapGenerated: true,
  paymentStatus: true,
  ...(Object.fromEntries(leadKeys.map((key) => [key, true])) as Record<
    (typeof leadKeys)[number],
    true
  >),
} satisfies Prisma.AssessmentSelect;
export type StandardRow = Prisma.AssessmentGetPayload<{ select: typeof standardSelect }>;

/** The keys of a stored roadmap that the comprehensive columns read (the query selects no more). */
export const roadmapKeys = [
  "readinessScore",
  "maturityProfile",
  "executiveSummary",
  "phases",
  "aiApps",
] as const;

/**
 * Every column of the assessment, with its roadmap's and report's (null when there is none):
 * of the roadmap, `roadmapKeys` only; the report as the JSON text the database wrote.
 */
export type ComprehensiveRow = Assessment & {
  roadmapContent: Prisma.JsonValue | null;
  roadmapCreatedAt: Date | null;
  reportData: string | null;
  reportUpdatedAt: Date | null;
};

const field = <R, K extends keyof R & string>(key: K): Column<R> => ({
  key,
  value: (row) => row[key],
});
const fields = <R>(...keys: (keyof R & string)[]) => keys.map((key) => field<R, typeof key>(key));

/** The lead's columns, `source` (utm_source, else the referrer's host, else direct) among them. */
function leadColumns<R extends Pick<StandardRow, (typeof leadKeys)[number]>>(): Column<R>[] {
  const columns = leadKeys.map((key) => field<R, typeof key>(key));
  const source = { key: "source", value: (row: R) => sourceOf(row.utmSource, row.referrer) };
  columns.splice(leadKeys.indexOf("chapter") + 1, 0, source);
  return columns;
}

const standardKeys = (Object.keys(standardSelect) as (keyof StandardRow & string)[]).filter(
  (key) => !(leadKeys as readonly string[]).includes(key),
);

export const standardColumns: Column<StandardRow>[] = [
  ...fields<StandardRow>(...standardKeys),
  { key: "leadStatus", value: leadBadge },
  ...leadColumns<StandardRow>(),
];

const answerKeys = [
  "executiveName",
  "executiveTitle",
  "executiveEmail",
  "companyName",
  "companyRevenue",
  "companyEmployees",
  "companyIndustry",
  "companyBusinessModel",
  "companyMarkets",
  "headOfficeLocation",
  "customLocation",
  "officeExpansion",
  "businessChallenges",
  "otherChallenge",
  "aiConfidence",
  "aiToolsUsed",
  "aiExperience",
  "aiPerception",
  "orgAiElements",
  "orgPosture",
  "aiFriction",
  "aiDepartments",
  "enterprisePlatforms",
  "otherPlatforms",
  "preparednessLevel",
  "householdAiUse",
  "householdAiUseOther",
  "childAiConcerns",
  "rulesForChildren",
] as const satisfies readonly (keyof ComprehensiveRow)[];

const roadmapField = (row: ComprehensiveRow, key: (typeof roadmapKeys)[number]): unknown => {
  const content = row.roadmapContent;
  return content && typeof content === "object" && !Array.isArray(content)
    ? ((content as Record<string, unknown>)[key] ?? null)
    : null;
};

export const comprehensiveColumns: Column<ComprehensiveRow>[] = [
  ...fields<ComprehensiveRow>("id", "userId", "createdAt", "updatedAt", ...answerKeys),
  ...fields<ComprehensiveRow>(
    "aiReadinessScore",
    "familyReadinessScore",
    "leadScore",
    "leadQualified",
  ),
  { key: "leadStatus", value: leadBadge },
  ...fields<ComprehensiveRow>(
    "roadmapGenerated",
    "paymentStatus",
    "couponCode",
    "stripePaymentId",
    "paidAt",
  ),
  { key: "roadmapCreatedAt", value: (row) => row.roadmapCreatedAt },
  { key: "roadmapReadinessScore", value: (row) => roadmapField(row, "readinessScore") },
  { key: "roadmapMaturityProfile", value: (row) => roadmapField(row, "maturityProfile") },
  { key: "roadmapExecutiveSummary", value: (row) => executiveSummaryOf(row.roadmapContent) },
  { key: "roadmapPhases", value: (row) => roadmapField(row, "phases") },
  { key: "aiRecommendations", value: (row) => aiRecommendationsOf(row.roadmapContent) },
  { key: "recommendedAppsCount", value: (row) => aiRecommendationsOf(row.roadmapContent).length },
  {
    key: "topPriorityApp",
    value: (row) => topPriorityApp(aiRecommendationsOf(row.roadmapContent))?.name ?? null,
  },
  { key: "reportGeneratedAt", value: (row) => row.reportUpdatedAt },
  {
    key: "reportData",
    value: (row) => (row.reportData === null ? null : new JsonText(row.reportData)),
  },
  ...leadColumns<ComprehensiveRow>(),
];

/** Field names of an export type, in column order. */
export const columnKeys = (type: ExportType): string[] =>
  (type === "standard" ? standardColumns : comprehensiveColumns).map((column) => column.key);

/**
 * How the JSON export writes a row of these columns: one key per column, values as they are
 * (JsonText spliced in), as one object's text.
 */
export function jsonRecordWriter<R>(columns: Column<R>[]): (row: R) => string {
  const keys = columns.map((column) => JSON.stringify(column.key));
  return (row) => {
    let text = "{";
    for (let i = 0; i < columns.length; i++) {
      text += `${i ? "," : ""}${keys[i]}:${jsonOf(columns[i].value(row))}`;
    }
    return `${text}}`;
  };
}
