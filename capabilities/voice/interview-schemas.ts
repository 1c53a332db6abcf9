import { z } from "zod";
import { multiLine, singleLine, storableJson } from "@/platform/validation/text";

/**
 * What the voice-agent provider posts to /api/webhooks/interview once a call is over
 * (docs/api.md: "Voice agent webhooks"). Unknown keys are dropped; lengths are bounded so one
 * delivery cannot fill the database.
 */

/** The agent's words may run over lines; a name or key may not. */
const text = (max: number) =>
  multiLine(z.string().trim().max(max, `Must be at most ${max} characters`));
const key = (max: number) =>
  singleLine(z.string().trim().max(max, `Must be at most ${max} characters`));
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => (v ? v : null));
const list = <T extends z.ZodType>(item: T, max = 20) =>
  z
    .array(item)
    .max(max, `At most ${max} items`)
    .nullish()
    .transform((v) => v ?? []);

/** A flat object of readable values, e.g. a next step `{ action, owner, dueDate }`. */
const jsonObject = z.record(singleLine(z.string().max(100)), storableJson());

/**
 * The agent's confidence as an integer percent. Providers send 0-100 or a 0-1 fraction:
 * values up to 1 are read as fractions (so 1 is 100%, 0.85 is 85%).
 */
export const confidenceSchema = z
  .number("Confidence must be a number from 0 to 100, or a fraction from 0 to 1")
  .min(0, "Confidence must be at least 0")
  .max(100, "Confidence must be at most 100")
  .transform((v) => Math.round(v <= 1 ? v * 100 : v));

export const interviewSectionSchema = z.object({
  sectionKey: key(100).min(1, "sectionKey is required"),
  primaryAnswer: optionalText(10_000),
  followupAnswer: optionalText(10_000),
  deeperDiveSummary: optionalText(10_000),
  insights: list(text(2_000)),
  proposedPilot: optionalText(5_000),
  kpis: list(z.union([text(1_000), jsonObject])),
  systemsData: storableJson().optional(),
  constraintsRisks: storableJson().optional(),
  nextStep: z
    .union([text(5_000), jsonObject])
    .nullish()
    .transform((v) => (v === "" || v === undefined ? null : v)),
  confidence: confidenceSchema.nullish().transform((v) => v ?? null),
  quotes: list(text(2_000)),
});
export type InterviewSectionInput = z.infer<typeof interviewSectionSchema>;

export const interviewWebhookSchema = z.object({
  interviewId: key(200).min(1, "interviewId is required"),
  assessmentId: z.uuid("assessmentId must be the assessment's id"),
  callRequestId: z.uuid("callRequestId must be the call request's id").nullish(),
  transcriptSummary: optionalText(20_000),
  /** May be empty when a call ended early: the summary alone is still worth keeping. */
  sections: z
    .array(interviewSectionSchema, "sections must be a list")
    .max(20, "At most 20 sections"),
});
export type InterviewWebhookInput = z.infer<typeof interviewWebhookSchema>;
