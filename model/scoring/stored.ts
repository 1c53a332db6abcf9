import { readinessVersionOf, scoreReadiness, type ReadinessResult } from "@/model/scoring";
import type { AssessmentInput } from "@/model/assessment/schemas";

type JsonList = unknown;
type StoredColumns = {
  [K in keyof AssessmentInput]-?: NonNullable<AssessmentInput[K]> extends readonly string[]
    ? JsonList
    : NonNullable<AssessmentInput[K]> extends number
      ? number | null
      : string | null;
};
/** An assessment row's answer columns; the e-mail is optional (public reads leave it out). */
export type StoredAnswers = Omit<StoredColumns, "executiveEmail"> & {
  executiveEmail?: string | null;
};

const list = (value: JsonList): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];

/**
 * The answers of a completed assessment in the shape the scoring and report code reads. The
 * row was validated by assessmentInputSchema when it was completed, so the casts hold (a
 * draft's later-step columns are still null: drafts are read through lib/drafts).
 */
export function answersOf(stored: StoredAnswers): AssessmentInput {
  const text = (v: string | null) => v ?? undefined;
  return {
    executiveName: stored.executiveName ?? "",
    executiveTitle: stored.executiveTitle ?? "",
    executiveEmail: text(stored.executiveEmail ?? null),
    companyName: stored.companyName ?? "",
    companyRevenue: stored.companyRevenue as AssessmentInput["companyRevenue"],
    companyEmployees: stored.companyEmployees as AssessmentInput["companyEmployees"],
    companyIndustry: stored.companyIndustry as AssessmentInput["companyIndustry"],
    companyBusinessModel: stored.companyBusinessModel as AssessmentInput["companyBusinessModel"],
    companyMarkets: stored.companyMarkets as AssessmentInput["companyMarkets"],
    headOfficeLocation: stored.headOfficeLocation as AssessmentInput["headOfficeLocation"],
    customLocation: text(stored.customLocation),
    officeExpansion: list(stored.officeExpansion) as AssessmentInput["officeExpansion"],
    businessChallenges: list(stored.businessChallenges),
    otherChallenge: text(stored.otherChallenge),
    aiConfidence: stored.aiConfidence as number,
    aiToolsUsed: list(stored.aiToolsUsed) as AssessmentInput["aiToolsUsed"],
    aiExperience: text(stored.aiExperience),
    aiPerception: stored.aiPerception as AssessmentInput["aiPerception"],
    orgAiElements: list(stored.orgAiElements) as AssessmentInput["orgAiElements"],
    orgPosture: stored.orgPosture as AssessmentInput["orgPosture"],
    aiFriction: text(stored.aiFriction),
    aiDepartments: list(stored.aiDepartments) as AssessmentInput["aiDepartments"],
    enterprisePlatforms: list(stored.enterprisePlatforms) as AssessmentInput["enterprisePlatforms"],
    otherPlatforms: text(stored.otherPlatforms),
    preparednessLevel: stored.preparednessLevel as AssessmentInput["preparednessLevel"],
    householdAiUse: list(stored.householdAiUse) as AssessmentInput["householdAiUse"],
    householdAiUseOther: text(stored.householdAiUseOther),
    childAiConcerns: list(stored.childAiConcerns) as AssessmentInput["childAiConcerns"],
    rulesForChildren: stored.rulesForChildren as AssessmentInput["rulesForChildren"],
  };
}

/**
 * The readiness of a stored assessment, scored with the model version its score was stored
 * with, so pages and documents show exactly the stored score and its own explanation.
 */
export function storedReadiness(
  stored: StoredAnswers & { readinessVersion: number },
): ReadinessResult {
  return scoreReadiness(answersOf(stored), readinessVersionOf(stored.readinessVersion));
}
