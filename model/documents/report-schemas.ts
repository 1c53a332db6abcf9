import { z } from "zod";

/**
 * The contract of the full report (spec section 3, reportData). Whatever a generator
 * returns, built-in or Anthropic, is parsed with reportDataSchema before it is stored.
 */

const text = z.string().trim().min(1);
const priority = z.enum(["High", "Medium", "Low"]);
/** 0-10 with one decimal, as the report shows it. */
const scoreOutOf10 = z.number().min(0).max(10);

/** What a recommendation would cost this company, in Canadian dollars, and on what assumption. */
export const costEstimateSchema = z.object({
  /** "About C$440 a month (C$5,300 a year)". */
  summary: text,
  /** "16 sales and service staff at US$20 per user per month, US$1 = C$1.38". */
  assumption: text,
});
export type CostEstimate = z.infer<typeof costEstimateSchema>;

/** The answers a recommendation can rest on (model/documents/format.ts `evidenceLine` names each). */
export const evidenceAnswers = [
  "company",
  "title",
  "challenge",
  "otherChallenge",
  "aiFriction",
  "aiExperience",
  "otherPlatforms",
  "system",
  "platform",
  "connects",
  "departments",
  "aiTools",
  "elements",
  "industry",
  "size",
] as const;

/** One answer a recommended tool rests on, and what it said ("Clio", the executive's words). */
export const toolEvidenceSchema = z.object({ answer: z.enum(evidenceAnswers), says: text });
export type ToolEvidence = z.infer<typeof toolEvidenceSchema>;

export const recommendedToolSchema = z.object({
  name: text,
  category: text,
  priority,
  description: text,
  useCase: text,
  pricing: text,
  url: z.url(),
  /** Why it fits this company: its size, budget, systems and priorities. */
  fit: text.optional(),
  /** The answers that made it fit, strongest first. */
  evidence: z.array(toolEvidenceSchema).min(1).optional(),
  cost: costEstimateSchema.optional(),
  /** Order-of-magnitude value against the cost, with the measure to check it by. */
  businessCase: text.optional(),
});
export type RecommendedTool = z.infer<typeof recommendedToolSchema>;

/** A piece of roadmap work a named role owns, measured from a baseline to a target. */
export const initiativeSchema = z.object({
  action: text,
  /** A role, never a person: "Controller", "Head of Sales". */
  owner: text,
  baseline: text,
  target: text,
  /** What must be done first ("Clean product data in NetSuite"). */
  dependsOn: text.optional(),
});
export type Initiative = z.infer<typeof initiativeSchema>;

const phase = z.object({
  title: text,
  duration: text,
  objectives: z.array(text).min(1),
  initiatives: z.array(initiativeSchema).min(1).optional(),
  /** The decision at the end of the phase and what it rests on. */
  decisionGate: text.optional(),
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
  /** "No children at home": child safety and rules are left out of the score and not shown. */
  noChildrenAtHome: z.boolean().optional(),
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

/** The one page on top: where they stand, what to decide this quarter, what to leave for now. */
export const briefSchema = z.object({
  position: text,
  decisions: z.array(text).length(3),
  notYet: z.array(text).min(1).max(3),
});
export type Brief = z.infer<typeof briefSchema>;

export const riskSchema = z.object({
  risk: text,
  impact: priority,
  mitigation: text,
  /** Why it applies to this company: the answer, jurisdiction or sector that brings it. */
  why: text.optional(),
});

export const reportDataSchema = z.object({
  /** The kind of business the answers show, for an industry of "Other" ("Trucking carrier"). */
  sector: text.optional(),
  /** Optional only so that reports stored before it existed still parse. */
  brief: briefSchema.optional(),
  executiveSummary: text,
  /**
   * The summary as three to five stand-alone takeaways. Optional only so that reports stored
   * before it existed still parse (they read theirs from the summary: capabilities/report/takeaways.ts).
   */
  takeaways: z.array(text).min(3).max(5).optional(),
  currentState: z.object({
    topDownVision: text,
    bottomUpCapabilities: text,
    keyChallenges: z.array(text).min(1),
  }),
  readinessAssessment: z.object({
    topDownScore: scoreOutOf10,
    bottomUpScore: scoreOutOf10,
    /** The average of the two views: never below or above both. */
    overallScore: scoreOutOf10,
    analysis: text,
    /**
     * What would raise the score most, as the free summary shows it (readiness improvements).
     * Optional only so that reports stored before it existed still parse.
     */
    levers: z
      .array(z.object({ action: text, points: z.number().int().positive() }))
      .max(3)
      .optional(),
  }),
  solutionLandscape: z
    .array(
      z.object({
        title: text,
        description: text,
        priority,
        /** Absent where no case fits the company or is recent enough: the area shows none. */
        industryExample: text.optional(),
        industryExampleSource: text.optional(),
        /** The case is a far larger company's: its idea transfers to this one, its figures do not. */
        largerCompany: z.boolean().optional(),
        /** The case is a study of work done in every sector, not this industry's own evidence. */
        crossIndustry: z.boolean().optional(),
        /** The case is another industry's: shown for its idea, never as this sector's evidence. */
        otherIndustry: z.boolean().optional(),
        /** The case is a study the tool's own vendor published about its product. */
        vendorStudy: z.boolean().optional(),
      }),
    )
    .min(3),
  /** Three or more, unless the executive's constraints or the company's fit leave fewer. */
  recommendedApplications: z.array(recommendedToolSchema).min(1),
  roadmap: z.object({ phase1: phase, phase2: phase, phase3: phase }),
  industryBenchmarks: z.object({
    /** What measures the pilots' own metrics: a published source, or their own baselines. */
    pilotMeasures: text.optional(),
    adoptionRate: text,
    commonUseCases: z.array(text).min(3),
    maturityLevel: text,
    sources: z.array(benchmarkSourceSchema).min(1),
  }),
  risks: z.array(riskSchema).min(3),
  nextSteps: z.array(text).min(3),
  familyScorecard: familyScorecardSchema.optional(),
  familyStrategies: familyStrategiesSchema.optional(),
  /**
   * Set when the bottom-up view reads the leadership team's answers (capabilities/report/team.ts): how
   * many leaders answered. Absent: the executive's own answers.
   */
  bottomUpLeaders: z.number().int().min(3).optional(),
});

export type ReportData = z.infer<typeof reportDataSchema>;
