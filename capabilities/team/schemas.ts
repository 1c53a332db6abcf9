import { z } from "zod";
import { valuesOf } from "@/model/assessment/options";
import { assessmentFieldsSchema } from "@/model/assessment/schemas";
import { MAX_INVITATIONS, memberFunctionOptions, seniorityOptions } from "./options";

/**
 * The team survey's answers: the assessment's own step 3-4 fields and messages, plus the
 * leader's function and seniority. One schema for the survey form and the route.
 */
export const teamAnswersSchema = assessmentFieldsSchema
  .pick({
    aiConfidence: true,
    aiToolsUsed: true,
    aiPerception: true,
    orgAiElements: true,
    orgPosture: true,
    aiFriction: true,
    aiDepartments: true,
  })
  .extend({
    memberFunction: z.enum(valuesOf(memberFunctionOptions), {
      error: "Please select your function",
    }),
    seniority: z.enum(valuesOf(seniorityOptions), { error: "Please select your seniority" }),
  });
export type TeamAnswers = z.infer<typeof teamAnswersSchema>;

const ENTER_EMAIL = "Please enter a valid e-mail address";
const surveyEmail = z
  .string({ error: ENTER_EMAIL })
  .max(320, ENTER_EMAIL)
  .transform((typed, ctx) => {
    const email = normaliseEmail(typed);
    if (email) return email;
    ctx.addIssue({ code: "custom", message: ENTER_EMAIL, input: typed });
    return z.NEVER;
  });

/** `{email}`: where a team link's one-time code goes (POST /api/team/{token}/code). */
export const teamCodeInputSchema = z.object({ email: surveyEmail });

const verificationCode = z
  .string({ error: "Please enter the 6-digit code from the e-mail" })
  .trim()
  .regex(/^\d{6}$/, "Please enter the 6-digit code from the e-mail");

/** `{answers, verification?}`: through a team link, the address and the code it was sent. */
export const teamResponseInputSchema = z.object({
  answers: teamAnswersSchema,
  verification: z.object({ email: surveyEmail, code: verificationCode }).optional(),
});

/**
 * `{emails}`: addresses as typed (each is checked on its own, so invalid ones are listed back
 * rather than failing the request).
 */
export const teamInvitesInputSchema = z
  .object({
    emails: z
      .array(z.string().max(320, "Please keep each address under 320 characters"), {
        error: "Please enter at least one e-mail address",
      })
      .min(1, "Please enter at least one e-mail address")
      .max(MAX_INVITATIONS, `Please invite at most ${MAX_INVITATIONS} leaders at a time`)
      .optional(),
    /** `{previousTeam: true}`: the leaders the retaken assessment invited (capabilities/team/progress/reinvite.ts). */
    previousTeam: z.literal(true, { error: "previousTeam can only be true" }).optional(),
    /** The code sent to the executive's address, when it is not yet confirmed (capabilities/team/sender.ts). */
    verification: z.object({ code: verificationCode }).optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.emails && !value.previousTeam) {
      ctx.addIssue({
        code: "custom",
        path: ["emails"],
        message: "Please enter at least one e-mail address",
      });
    }
  });

const emailSchema = z.email();

/** A typed address, trimmed and lower-cased, or null when it is not an e-mail address. */
export function normaliseEmail(typed: string): string | null {
  const email = typed.trim().toLowerCase();
  return email.length <= 254 && emailSchema.safeParse(email).success ? email : null;
}
