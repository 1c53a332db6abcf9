import "server-only";
import type { z } from "zod";
import { env } from "@/lib/env";
import {
  followUpQuestionsSchema,
  roadmapContentSchema,
  type FollowUpQuestionsContent,
  type RoadmapContent,
} from "@/lib/roadmap/schemas";
import { generateWithAnthropic } from "./anthropic/generate";
import { ANTHROPIC_PROMPT_VERSION } from "./anthropic/prompt";
import * as builtin from "./builtin";
import type { GenerationInput } from "./generation-input";
import {
  recommendedToolSchema,
  reportDataSchema,
  type RecommendedTool,
  type ReportData,
} from "./schemas";

/**
 * One contract, two generators: the built-in expert generator always writes a draft (and is
 * the answer when no ANTHROPIC_API_KEY is set); with a key, the model improves the draft and
 * the built-in draft stands in, with the reason noted, whenever the model fails.
 */

export interface Generated<T> {
  content: T;
  generator: string;
  promptVersion: string;
  /** Why the built-in draft was used although a model was configured. */
  note: string | null;
}

async function produce<T>(
  input: GenerationInput,
  name: string,
  schema: z.ZodType<T>,
  draft: T,
  keepFacts: (model: T, draft: T) => T,
): Promise<Generated<T>> {
  const checkedDraft = schema.parse(draft);
  const builtinResult = {
    content: checkedDraft,
    generator: "builtin",
    promptVersion: builtin.BUILTIN_PROMPT_VERSION,
    note: null,
  };
  if (!env.ANTHROPIC_API_KEY) return builtinResult;
  try {
    const model = await generateWithAnthropic(
      env.ANTHROPIC_API_KEY,
      input,
      name,
      schema,
      checkedDraft,
    );
    return {
      content: schema.parse(keepFacts(model, checkedDraft)),
      generator: `anthropic:${env.ANTHROPIC_MODEL}`,
      promptVersion: ANTHROPIC_PROMPT_VERSION,
      note: null,
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(`[generator] ${name} for ${input.assessmentId}: built-in draft used (${reason})`);
    return { ...builtinResult, note: `Anthropic unavailable: ${reason}` };
  }
}

/** Tools must come from the catalogue: anything the model added or changed is replaced by the draft's. */
function catalogueTools(model: RecommendedTool[], draft: RecommendedTool[]): RecommendedTool[] {
  const known = new Map(draft.map((tool) => [tool.name, tool]));
  const kept = model
    .filter((tool) => known.has(tool.name))
    .map((tool) => ({ ...known.get(tool.name)!, priority: tool.priority }));
  return kept.length >= 3 ? kept : draft;
}

export function generateRoadmap(input: GenerationInput): Promise<Generated<RoadmapContent>> {
  return produce(
    input,
    "roadmap",
    roadmapContentSchema,
    builtin.generateRoadmap(input),
    (model, draft) => ({
      ...model,
      readinessScore: draft.readinessScore,
      aiApps: catalogueTools(model.aiApps, draft.aiApps),
    }),
  );
}

export async function generateReport(
  input: GenerationInput,
): Promise<Generated<{ reportData: ReportData; markdownReport: string }>> {
  const draft = builtin.generateReport(input);
  const result = await produce(
    input,
    "report",
    reportDataSchema,
    draft.reportData,
    (model, draftData) => {
      const { topDownScore, bottomUpScore, overallScore } = draftData.readinessAssessment;
      return {
        ...model,
        readinessAssessment: {
          ...model.readinessAssessment,
          topDownScore,
          bottomUpScore,
          overallScore,
        },
        recommendedApplications: catalogueTools(
          model.recommendedApplications,
          draftData.recommendedApplications,
        ),
        industryBenchmarks: {
          ...model.industryBenchmarks,
          sources: draftData.industryBenchmarks.sources,
        },
        // The family sections follow the step-5 answers: present exactly when the draft has them.
        familyScorecard: draftData.familyScorecard,
        familyStrategies:
          draftData.familyStrategies && (model.familyStrategies ?? draftData.familyStrategies),
      };
    },
  );
  const markdownReport =
    result.generator === "builtin"
      ? draft.markdownReport
      : builtin.reportMarkdown(result.content, input);
  return { ...result, content: { reportData: result.content, markdownReport } };
}

export function generateFollowUpQuestions(
  input: GenerationInput,
): Promise<Generated<FollowUpQuestionsContent>> {
  return produce(
    input,
    "follow_up_questions",
    followUpQuestionsSchema,
    builtin.generateFollowUpQuestions(input),
    (model) => model,
  );
}

export async function recommendTools(input: GenerationInput): Promise<RecommendedTool[]> {
  return recommendedToolSchema.array().parse(builtin.recommendTools(input));
}
