import { z } from "zod";
import { recommendedToolSchema, riskSchema } from "@/model/documents/report-schemas";

/**
 * The contract of the roadmap (spec section 3, "Roadmap view shape", plus the aiApps list the
 * admin views read). Generators' output is parsed with roadmapContentSchema before storage.
 */

const text = z.string().trim().min(1);
const priority = z.enum(["High", "Medium", "Low"]);

export const roadmapContentSchema = z.object({
  /** The kind of business the answers show, for an industry of "Other" ("Trucking carrier"). */
  sector: text.optional(),
  /** The stored readiness score divided by 10. */
  readinessScore: z.number().min(0).max(10),
  maturityProfile: text,
  executiveSummary: text,
  recommendations: z
    .array(
      z.object({
        title: text,
        description: text,
        timeframe: text,
        priority,
        owner: text.optional(),
      }),
    )
    .min(3),
  phases: z
    .array(
      z.object({
        title: text,
        duration: text,
        description: text,
        /** The decision at the end of the phase; roadmaps stored before it have none. */
        decisionGate: text.optional(),
      }),
    )
    .length(3),
  quickWins: z
    .array(z.object({ title: text, description: text, timeframe: text, owner: text.optional() }))
    .min(2),
  risks: z.array(riskSchema).min(2),
  /** Three or more, unless the executive's constraints or the company's fit leave fewer. */
  aiApps: z.array(recommendedToolSchema).min(1),
});

export type RoadmapContent = z.infer<typeof roadmapContentSchema>;

export const followUpQuestionsSchema = z.object({
  q1Primary: text,
  q1Followup: text,
  q2Primary: text,
  q2Followup: text,
  q3Primary: text,
  q3Followup: text,
});

export type FollowUpQuestionsContent = z.infer<typeof followUpQuestionsSchema>;
