import type { AssessmentInput } from "@/model/assessment/schemas";

/** The wizard's working copy: every answer present, choices empty until picked. */
export type AssessmentDraft = {
  [K in keyof AssessmentInput]-?: NonNullable<AssessmentInput[K]> extends readonly string[]
    ? string[]
    : NonNullable<AssessmentInput[K]> extends number
      ? number
      : string;
};

export type DraftField = keyof AssessmentDraft;

export const emptyDraft: AssessmentDraft = {
  executiveName: "",
  executiveTitle: "",
  executiveEmail: "",
  companyName: "",
  companyRevenue: "",
  companyEmployees: "",
  companyIndustry: "",
  companyBusinessModel: "",
  companyMarkets: "",
  headOfficeLocation: "",
  customLocation: "",
  officeExpansion: [],
  businessChallenges: [],
  otherChallenge: "",
  aiConfidence: 5,
  aiToolsUsed: [],
  aiExperience: "",
  aiPerception: "",
  orgAiElements: [],
  orgPosture: "",
  aiFriction: "",
  aiDepartments: [],
  enterprisePlatforms: [],
  otherPlatforms: "",
  preparednessLevel: "",
  householdAiUse: [],
  householdAiUseOther: "",
  childAiConcerns: [],
  rulesForChildren: "",
};
