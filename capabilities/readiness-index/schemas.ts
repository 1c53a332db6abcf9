import { z } from "zod";

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-01-31.")
  .refine((v) => !Number.isNaN(Date.parse(v)), "This date does not exist.")
  .nullable();

/** What the admin changes in the Index tab: one PUT, all fields at once. */
export const indexSettingsSchema = z
  .object({
    published: z.boolean(),
    periodFrom: day,
    periodTo: day,
    excludedAssessmentIds: z
      .array(z.uuid("Each excluded assessment must be an assessment id."))
      .max(1000, "At most 1000 excluded assessments."),
  })
  .strict()
  .refine((v) => !v.periodFrom || !v.periodTo || v.periodFrom <= v.periodTo, {
    path: ["periodTo"],
    message: "The period must end on or after its first day.",
  });

export type IndexSettingsInput = z.infer<typeof indexSettingsSchema>;
