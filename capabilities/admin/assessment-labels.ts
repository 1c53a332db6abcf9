import { challengeLabels } from "@/model/assessment/challenges";
import {
  aiToolOptions,
  businessModelOptions,
  childConcernOptions,
  departmentOptions,
  employeeOptions,
  headOfficeOptions,
  householdRulesOptions,
  householdUseOptions,
  industryOptions,
  labelOf,
  marketOptions,
  officeExpansionOptions,
  orgElementOptions,
  perceptionOptions,
  platformOptions,
  postureOptions,
  preparednessOptions,
  revenueOptions,
  type Option,
} from "@/model/assessment/options";

/** The stored option values of an assessment, as the admin detail dialog shows them. */
export interface StoredOptionValues {
  companyIndustry: string;
  companyRevenue: string;
  companyEmployees: string;
  companyBusinessModel: string | null;
  companyMarkets: string | null;
  headOfficeLocation: string | null;
  customLocation: string | null;
  officeExpansion: unknown;
  businessChallenges: unknown;
  aiToolsUsed: unknown;
  aiPerception: string | null;
  orgAiElements: unknown;
  orgPosture: string | null;
  aiDepartments: unknown;
  enterprisePlatforms: unknown;
  preparednessLevel: string | null;
  householdAiUse: unknown;
  childAiConcerns: unknown;
  rulesForChildren: string | null;
}

/** The string items of a JSON list column ([] for anything else). */
export const listOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];

const one = (list: readonly Option[], value: string | null) =>
  value ? labelOf(list, value) : null;
const many = (list: readonly Option[], value: unknown) =>
  listOf(value).map((v) => labelOf(list, v));

/** Labels for every option answer; unknown values are shown as stored, missing ones as null. */
export function optionLabels(a: StoredOptionValues) {
  return {
    companyIndustry: labelOf(industryOptions, a.companyIndustry),
    companyRevenue: labelOf(revenueOptions, a.companyRevenue),
    companyEmployees: labelOf(employeeOptions, a.companyEmployees),
    companyBusinessModel: one(businessModelOptions, a.companyBusinessModel),
    companyMarkets: one(marketOptions, a.companyMarkets),
    headOfficeLocation:
      a.headOfficeLocation === "other" && a.customLocation
        ? a.customLocation
        : one(headOfficeOptions, a.headOfficeLocation),
    officeExpansion: many(officeExpansionOptions, a.officeExpansion),
    businessChallenges: listOf(a.businessChallenges).map((v) => challengeLabels.get(v) ?? v),
    aiToolsUsed: many(aiToolOptions, a.aiToolsUsed),
    aiPerception: one(perceptionOptions, a.aiPerception),
    orgAiElements: many(orgElementOptions, a.orgAiElements),
    orgPosture: one(postureOptions, a.orgPosture),
    aiDepartments: many(departmentOptions, a.aiDepartments),
    enterprisePlatforms: many(platformOptions, a.enterprisePlatforms),
    preparednessLevel: one(preparednessOptions, a.preparednessLevel),
    householdAiUse: many(householdUseOptions, a.householdAiUse),
    childAiConcerns: many(childConcernOptions, a.childAiConcerns),
    rulesForChildren: one(householdRulesOptions, a.rulesForChildren),
  };
}
export type OptionLabels = ReturnType<typeof optionLabels>;
