import { challengesFor } from "@/model/assessment/challenges";
import { departmentOptions, orgElementOptions, valuesOf } from "@/model/assessment/options";
import type { AssessmentInput } from "@/model/assessment/schemas";

/** The real picks of an option list, without its 'none' answer. */
const allBut = <V extends string>(values: readonly V[], none: V) =>
  values.filter((v) => v !== none);

/**
 * A complete, valid assessment for tests: a typical mid-market persona. Overrides replace
 * fields; changing the industry without naming challenges picks that industry's first two.
 */
export function makeAnswers(overrides: Partial<AssessmentInput> = {}): AssessmentInput {
  const industry = overrides.companyIndustry ?? "technology";
  return {
    executiveName: "Dana Reyes",
    executiveTitle: "VP Operations",
    executiveEmail: "dana@example.com",
    companyName: "Northwind Logistics",
    companyRevenue: "10m-50m",
    companyEmployees: "51-200",
    companyIndustry: industry,
    companyBusinessModel: "b2b",
    companyMarkets: "canada",
    headOfficeLocation: "lower-mainland",
    officeExpansion: ["other-provinces"],
    businessChallenges: challengesFor(industry)
      .slice(0, 2)
      .map((c) => c.value),
    aiConfidence: 6,
    aiToolsUsed: ["chatgpt", "copilot"],
    aiExperience: "I draft board updates with ChatGPT.",
    aiPerception: "major_opportunity",
    orgAiElements: ["dept_pilots", "internal_champions"],
    orgPosture: "exploring",
    aiFriction: "Data is spread over too many systems.",
    aiDepartments: ["sales", "marketing", "operations"],
    enterprisePlatforms: ["microsoft365", "hubspot"],
    preparednessLevel: "somewhat",
    householdAiUse: ["scheduling", "travel"],
    childAiConcerns: ["shortcuts", "privacy"],
    rulesForChildren: "informal",
    ...overrides,
  };
}

/**
 * A small company curious about AI, with no AI in use and none of the free-text answers: the
 * base a report test adds the words it reads to. Its challenges are the industry's first two.
 */
export const newToAiAnswers = (
  industry: string,
  overrides: Partial<AssessmentInput> = {},
): AssessmentInput =>
  makeAnswers({
    companyIndustry: industry as AssessmentInput["companyIndustry"],
    companyEmployees: "11-50",
    businessChallenges: challengesFor(industry)
      .slice(0, 2)
      .map((c) => c.value),
    orgPosture: "curious",
    orgAiElements: ["none_yet"],
    aiToolsUsed: ["none"],
    aiExperience: undefined,
    aiFriction: undefined,
    otherChallenge: undefined,
    ...overrides,
  });

/** A lead one point short of qualified: analyst title, 51-200 staff, $50-100M, sees an opportunity. */
export const almostQualifiedAnswers = (): AssessmentInput =>
  makeAnswers({
    executiveTitle: "Analyst",
    companyRevenue: "50m-100m",
    orgPosture: "curious",
    aiFriction: undefined,
  });

/**
 * The lowest answer to every question the scores read. Readiness (version 2) is the confidence
 * points alone: the one department the form requires plays no part.
 */
export const minimumAnswers = (): AssessmentInput =>
  makeAnswers({
    executiveTitle: "Analyst",
    companyRevenue: "under-1m",
    companyEmployees: "1-10",
    aiConfidence: 1,
    aiToolsUsed: ["none"],
    aiExperience: undefined,
    aiPerception: "overhyped",
    orgAiElements: ["none_yet"],
    orgPosture: "fearful",
    aiFriction: undefined,
    aiDepartments: ["hr"],
    enterprisePlatforms: ["none"],
    businessChallenges: [challengesFor("technology")[0].value],
    preparednessLevel: "not_at_all",
    householdAiUse: ["other"],
    childAiConcerns: ["none"],
    rulesForChildren: "no_rules",
  });

/** The highest answer to every question the scores read. */
export const maximumAnswers = (): AssessmentInput =>
  makeAnswers({
    executiveTitle: "CEO",
    companyRevenue: "over-1b",
    companyEmployees: "over-5000",
    aiConfidence: 10,
    aiToolsUsed: ["chatgpt", "claude", "gemini", "midjourney", "copilot", "perplexity", "other"],
    aiPerception: "major_opportunity",
    orgAiElements: allBut(valuesOf(orgElementOptions), "none_yet"),
    orgPosture: "championing",
    aiDepartments: valuesOf(departmentOptions),
    enterprisePlatforms: ["salesforce", "microsoft365", "sap", "workday", "slack"],
    otherPlatforms: "ServiceNow and an in-house ERP",
    businessChallenges: challengesFor("technology").map((c) => c.value),
    preparednessLevel: "fully",
    householdAiUse: [
      "scheduling",
      "finances",
      "travel",
      "shopping",
      "health",
      "education",
      "entertainment",
    ],
    childAiConcerns: ["shortcuts", "content", "thinking", "social", "self_esteem", "privacy"],
    rulesForChildren: "enforced",
  });

/** The family step's answers, as a test sets some of them. */
export type FamilyAnswers = Partial<
  Pick<
    AssessmentInput,
    | "preparednessLevel"
    | "householdAiUse"
    | "householdAiUseOther"
    | "childAiConcerns"
    | "rulesForChildren"
  >
>;

/** Answers whose one free-text field is `text`, the others empty. */
export const answersWith = (field: keyof AssessmentInput, text: string): AssessmentInput =>
  makeAnswers({
    otherChallenge: undefined,
    aiFriction: undefined,
    aiExperience: undefined,
    otherPlatforms: undefined,
    [field]: text,
  });
