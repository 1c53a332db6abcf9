import { z } from "zod";

/**
 * The call-back request: one schema for the Call Me Back dialog (react-hook-form) and for
 * POST /api/call-request. Zod only: safe to import from client code.
 */

export const PHONE_REQUIRED = "Phone number is required";
export const PHONE_INVALID = "Please enter a valid phone number (e.g., +1234567890)";
export const CALL_REQUEST_FAILED = "Failed to submit call request. Please try again.";
export const CALL_REQUESTED =
  "Thank you! Emma, our AI strategist, will call you shortly to discuss your results.";

/** Optional plus, a non-zero digit, then 1 to 14 more digits (E.164: at most 15 digits). */
export const PHONE_PATTERN = /^\+?[1-9]\d{1,14}$/;

/** "+1 (604) 555-0199" -> "+16045550199": spaces, dashes, dots and parentheses go. */
export const normalisePhone = (raw: string) => raw.replace(/[\s().-]/g, "");

export const phoneNumberSchema = z
  .string({ error: PHONE_REQUIRED })
  .transform(normalisePhone)
  .pipe(z.string().min(1, PHONE_REQUIRED).regex(PHONE_PATTERN, PHONE_INVALID));

export const callRequestSchema = z.object({
  phone_number: phoneNumberSchema,
  assessment_id: z.uuid("Assessment not found."),
});
export type CallRequestInput = z.infer<typeof callRequestSchema>;

/** The dialog's own field; the assessment id comes from the page. */
export const callRequestFormSchema = callRequestSchema.pick({ phone_number: true });

export interface CallRequestAnswer {
  success: true;
  message: string;
  callRequestId: string;
}
