import { z } from "zod";
import { multiLine, singleLine } from "@/platform/validation/text";
import { challengesFor, storedChallengeValue } from "./challenges";
import {
  aiToolOptions,
  businessModelOptions,
  childConcernOptions,
  departmentOptions,
  employeeOptions,
  exclusiveValues,
  headOfficeOptions,
  householdRulesOptions,
  householdUseOptions,
  industryOptions,
  marketOptions,
  officeExpansionOptions,
  orgElementOptions,
  perceptionOptions,
  platformOptions,
  postureOptions,
  preparednessOptions,
  revenueOptions,
  valuesOf,
  type Option,
} from "./options";

/**
 * The assessment as submitted: one schema for the wizard (react-hook-form) and for
 * POST /api/assessments. Unknown keys, including the server-computed fields (id, scores,
 * roadmapGenerated, leadScore, leadQualified, timestamps), are stripped.
 */

const requiredText = (message: string, max = 200) =>
  singleLine(
    z
      .string({ error: message })
      .trim()
      .min(1, message)
      .max(max, `Please keep this under ${max} characters`),
  );
const optionalText = (max: number) =>
  singleLine(z.string().trim().max(max, `Please keep this under ${max} characters`)).optional();
/** A free answer in a text area: line breaks kept. */
const optionalLongText = (max: number) =>
  multiLine(z.string().trim().max(max, `Please keep this under ${max} characters`)).optional();

const choice = <T extends readonly Option[]>(list: T, message: string) =>
  z.enum(valuesOf(list), { error: message });

const isExclusive = (v: string) => (exclusiveValues as readonly string[]).includes(v);

const multiChoice = <T extends readonly Option[]>(list: T, message: string) =>
  z
    .array(z.enum(valuesOf(list), { error: "Please choose from the listed options" }), {
      error: message,
    })
    .min(1, message)
    .refine((values) => new Set(values).size === values.length, "Each option can be chosen once")
    .refine(
      (values) => !(values.length > 1 && values.some(isExclusive)),
      "'None' cannot be combined with other choices",
    );

/** Every field of the five steps, without the checks across fields (see assessmentInputSchema). */
export const assessmentFieldsSchema = z.object({
  // Step 1: you and your company
  executiveName: requiredText("Executive name is required", 120),
  executiveTitle: requiredText("Your title is required", 120),
  executiveEmail: z.union([z.literal(""), z.email("Valid email is required").max(254)]).optional(),
  companyName: requiredText("Company name is required", 160),
  companyRevenue: choice(revenueOptions, "Please select your annual revenue"),
  companyEmployees: choice(employeeOptions, "Please select your number of employees"),
  companyIndustry: choice(industryOptions, "Please select your industry"),
  companyBusinessModel: choice(businessModelOptions, "Please select your business model"),
  companyMarkets: choice(marketOptions, "Please select your primary market"),
  headOfficeLocation: choice(headOfficeOptions, "Please select your head office location"),
  customLocation: optionalText(120),
  officeExpansion: multiChoice(officeExpansionOptions, "Please select at least one expansion plan"),
  // Step 2: business challenges (slugs of the industry's challenge texts)
  businessChallenges: z
    .array(z.string().max(120).transform(storedChallengeValue), {
      error: "Please select at least one business challenge",
    })
    .min(1, "Please select at least one business challenge")
    .max(6),
  otherChallenge: optionalLongText(500),
  // Step 3: your AI confidence
  aiConfidence: z
    .number({ error: "Please rate your confidence from 1 to 10" })
    .int("Please rate your confidence from 1 to 10")
    .min(1, "Please rate your confidence from 1 to 10")
    .max(10, "Please rate your confidence from 1 to 10"),
  aiToolsUsed: multiChoice(aiToolOptions, "Please select at least one option"),
  aiExperience: optionalLongText(2000),
  aiPerception: choice(perceptionOptions, "Please select how you see AI"),
  // Step 4: your organization
  orgAiElements: multiChoice(orgElementOptions, "Please select at least one option"),
  orgPosture: choice(postureOptions, "Please select your organization's posture"),
  aiFriction: optionalLongText(2000),
  aiDepartments: multiChoice(departmentOptions, "Please select at least one department"),
  enterprisePlatforms: multiChoice(platformOptions, "Please select at least one platform"),
  otherPlatforms: optionalText(300),
  // Step 5: your family
  preparednessLevel: choice(preparednessOptions, "Please select your preparedness level"),
  householdAiUse: multiChoice(householdUseOptions, "Please select at least one household AI use"),
  householdAiUseOther: optionalText(300),
  childAiConcerns: multiChoice(childConcernOptions, "Please select at least one child AI concern"),
  rulesForChildren: choice(householdRulesOptions, "Please select your household rules status"),
});

/** The message for challenges that are not those of the chosen industry. */
export const UNKNOWN_CHALLENGE = "Please choose challenges from the list for your industry";

/** True when every challenge slug is one of the industry's. */
export function challengesFitIndustry(slugs: readonly string[], industry: string): boolean {
  const known = new Set(challengesFor(industry).map((c) => c.value));
  return slugs.every((slug) => known.has(slug));
}

export const assessmentInputSchema = assessmentFieldsSchema.superRefine((value, ctx) => {
  if (!challengesFitIndustry(value.businessChallenges, value.companyIndustry)) {
    ctx.addIssue({ code: "custom", path: ["businessChallenges"], message: UNKNOWN_CHALLENGE });
  }
});

export type AssessmentInput = z.infer<typeof assessmentInputSchema>;
export type AssessmentField = keyof AssessmentInput;

/**
 * The fields each step's Continue button checks: every field the step marks required (the
 * spec's original let primary market, business model, expansion and platforms through, and
 * sent the executive back from the last step).
 */
export const stepRequiredFields: readonly (readonly AssessmentField[])[] = [
  [
    "executiveName",
    "executiveTitle",
    "executiveEmail",
    "companyName",
    "companyRevenue",
    "companyEmployees",
    "companyIndustry",
    "companyMarkets",
    "companyBusinessModel",
    "headOfficeLocation",
    "officeExpansion",
  ],
  ["businessChallenges"],
  ["aiConfidence", "aiToolsUsed", "aiPerception"],
  ["orgAiElements", "orgPosture", "aiDepartments", "enterprisePlatforms"],
  ["preparednessLevel", "householdAiUse", "childAiConcerns", "rulesForChildren"],
];

/** Every field of each step, for sending the visitor back to a step that still has an error. */
export const stepFields: readonly (readonly AssessmentField[])[] = [
  [
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
  ],
  ["businessChallenges", "otherChallenge"],
  ["aiConfidence", "aiToolsUsed", "aiExperience", "aiPerception"],
  [
    "orgAiElements",
    "orgPosture",
    "aiFriction",
    "aiDepartments",
    "enterprisePlatforms",
    "otherPlatforms",
  ],
  [
    "preparednessLevel",
    "householdAiUse",
    "householdAiUseOther",
    "childAiConcerns",
    "rulesForChildren",
  ],
];

export const TOTAL_STEPS = stepFields.length;

/** The step (0-based) that holds a field. */
export function stepOf(field: string): number {
  const index = stepFields.findIndex((fields) => (fields as readonly string[]).includes(field));
  return index === -1 ? 0 : index;
}

/**
 * The messages that stop Continue on a step: the schema's messages for the step's required
 * fields, and the e-mail, which the schema leaves optional but step 1 requires.
 */
export function stepErrors(
  values: Partial<Record<AssessmentField, unknown>>,
  step: number,
): Record<string, string> {
  const required = stepRequiredFields[step] ?? [];
  const errors: Record<string, string> = {};
  const result = assessmentInputSchema.safeParse(values);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? "");
      if ((required as readonly string[]).includes(field)) errors[field] ??= issue.message;
    }
  }
  if (required.includes("executiveEmail") && !String(values.executiveEmail ?? "").trim()) {
    errors.executiveEmail ??= "Valid email is required";
  }
  return errors;
}
