import { z } from "zod";

/**
 * The contract of the full report (spec section 3, reportData). Whatever a generator
 * returns, built-in or Anthropic, is parsed with reportDataSchema before it is stored.
 */

const text = z.string().trim().min(1);
const priority = z.enum(["High", "Medium", "Low"]);
/** 0-10 with one decimal, as the report shows it. */
const scoreOutOf10 = z.number().min(0).max(10);

export const recommendedToolSchema = z.object({
  name: text,
  category: text,
  priority,
  description: text,
  useCase: text,
  pricing: text,
  url: z.url(),
});
export type RecommendedTool = z.infer<typeof recommendedToolSchema>;

const phase = z.object({
  title: text,
  duration: text,
  objectives: z.array(text).min(1),
  quickWins: z.array(text).min(1).optional(),
  implementations: z.array(text).min(1).optional(),
  scalingActions: z.array(text).min(1).optional(),
});

/** Where a benchmark figure comes from: our own submissions, or a named publication. */
export const benchmarkSourceSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("submissions"), sampleSize: z.number().int().min(1), label: text }),
  z.object({
    kind: z.literal("published"),
    name: text,
    year: z.number().int(),
    url: z.url(),
    label: text,
  }),
]);

export const familyScorecardSchema = z.object({
  overallScore: z.number().int().min(0).max(10),
  rating: z.enum(["Advanced", "High", "Moderate", "Low"]),
  summary: text,
  breakdown: z.object({
    preparednessScore: z.number().int().min(0).max(10),
    usageScore: z.number().int().min(0).max(10),
    childSafetyScore: z.number().int().min(0).max(10),
    rulesScore: z.number().int().min(0).max(10),
  }),
});

export const familyStrategiesSchema = z.object({
  preparednessAssessment: text,
  householdUsageAnalysis: text,
  childSafetyRecommendations: z
    .array(
      z.object({ title: text, description: text, priority: z.enum(["high", "medium", "low"]) }),
    )
    .min(1),
  familyBestPractices: z.array(z.object({ title: text, description: text, ageGroup: text })).min(1),
  recommendedResources: z.array(z.object({ name: text, description: text, url: z.url() })).min(1),
});

export const reportDataSchema = z.object({
  executiveSummary: text,
  currentState: z.object({
    topDownVision: text,
    bottomUpCapabilities: text,
    keyChallenges: z.array(text).min(1),
  }),
  readinessAssessment: z.object({
    topDownScore: scoreOutOf10,
    bottomUpScore: scoreOutOf10,
    overallScore: scoreOutOf10,
    analysis: text,
  }),
  solutionLandscape: z
    .array(
      z.object({
        title: text,
        description: text,
        priority,
        industryExample: text,
        industryExampleSource: text,
      }),
    )
    .min(3),
  recommendedApplications: z.array(recommendedToolSchema).min(3),
  roadmap: z.object({ phase1: phase, phase2: phase, phase3: phase }),
  industryBenchmarks: z.object({
    adoptionRate: text,
    commonUseCases: z.array(text).min(3),
    maturityLevel: text,
    sources: z.array(benchmarkSourceSchema).min(1),
  }),
  risks: z.array(z.object({ risk: text, impact: priority, mitigation: text })).min(3),
  nextSteps: z.array(text).min(3),
  familyScorecard: familyScorecardSchema.optional(),
  familyStrategies: familyStrategiesSchema.optional(),
});

export type ReportData = z.infer<typeof reportDataSchema>;
