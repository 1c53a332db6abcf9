import { z } from "zod";
import {
  assessmentFieldsSchema,
  challengesFitIndustry,
  stepFields,
  UNKNOWN_CHALLENGE,
  type AssessmentField,
} from "@/model/assessment/schemas";
import { attributionSchema } from "@/capabilities/leads/funnel/attribution";

const pickStep = (step: number) =>
  Object.fromEntries(stepFields[step - 1].map((field) => [field, true])) as {
    [K in AssessmentField]?: true;
  };

const consent = z.boolean({ error: "Please say whether we may send you insights and reminders" });

/** Step 1 as a draft saves it: the e-mail is required (the resume link goes there). */
export const draftProfileSchema = assessmentFieldsSchema.pick(pickStep(1)).extend({
  executiveEmail: z.email("Valid email is required").max(254),
});

/** POST /api/assessments/drafts: step 1, the consent answer, where the visitor came from. */
export const createDraftSchema = draftProfileSchema.extend({
  marketingConsent: consent,
  attribution: attributionSchema.optional().catch(undefined),
  /** The honeypot: a field people never see. A value means a bot filled the form. */
  website: z.string().max(500).optional(),
});

export type CreateDraftInput = z.infer<typeof createDraftSchema>;

/** PATCH /api/assessments/drafts/{id}: one step's answers, checked by that step's schema. */
export const saveStepSchema = z.object({
  step: z
    .number({ error: "Step must be a number from 1 to 5" })
    .int("Step must be a number from 1 to 5")
    .min(1, "Step must be a number from 1 to 5")
    .max(5, "Step must be a number from 1 to 5"),
  answers: z.record(z.string(), z.unknown(), { error: "Answers must be an object" }),
});

const stepSchemas = [
  draftProfileSchema.extend({ marketingConsent: consent.optional() }),
  assessmentFieldsSchema.pick(pickStep(2)),
  assessmentFieldsSchema.pick(pickStep(3)),
  assessmentFieldsSchema.pick(pickStep(4)),
  assessmentFieldsSchema.pick(pickStep(5)),
] as const;

export type StepAnswers = Partial<z.infer<typeof assessmentFieldsSchema>> & {
  marketingConsent?: boolean;
};

/**
 * Validates one step's answers against the draft they join: step 2's challenges must be those
 * of the draft's industry. Answers the cleaned answers, or the zod error (400 per field).
 */
export function parseStep(
  step: number,
  answers: unknown,
  industry: string,
): z.ZodSafeParseResult<StepAnswers> {
  const schema = stepSchemas[step - 1] as unknown as z.ZodType<StepAnswers>;
  const refined = schema.superRefine((value, ctx) => {
    if (step === 2 && !challengesFitIndustry(value.businessChallenges ?? [], industry)) {
      ctx.addIssue({ code: "custom", path: ["businessChallenges"], message: UNKNOWN_CHALLENGE });
    }
  });
  return refined.safeParse(answers);
}

/**
 * POST /api/assessments: the spec's whole assessment, and optionally the draft it completes
 * (its token in the X-Resume-Token header).
 */
export const submitAssessmentSchema = assessmentFieldsSchema
  .extend({ draftId: z.uuid("Draft id must be a UUID").optional() })
  .superRefine((value, ctx) => {
    if (!challengesFitIndustry(value.businessChallenges, value.companyIndustry)) {
      ctx.addIssue({ code: "custom", path: ["businessChallenges"], message: UNKNOWN_CHALLENGE });
    }
  });
