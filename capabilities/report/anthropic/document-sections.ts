import type { z } from "zod";
import type { Context } from "@/capabilities/report/builtin/context";
import {
  followUpQuestionsSchema,
  roadmapContentSchema,
  type FollowUpQuestionsContent,
  type RoadmapContent,
} from "@/model/documents/roadmap-schemas";
import type { ModelSection } from "./generate";
import { modelToolsSchema, restoreTools } from "./tools";

/** The roadmap and the follow-up questions: each small enough to be one call. */

const roadmapSchema = roadmapContentSchema
  .omit({ readinessScore: true })
  .extend({ aiApps: modelToolsSchema });

export function roadmapSection(
  draft: RoadmapContent,
  ctx: Context,
): ModelSection<z.infer<typeof roadmapSchema>, RoadmapContent> {
  return {
    tool: "write_roadmap",
    label: "roadmap",
    schema: roadmapSchema,
    maxTokens: 8000,
    prompt: {
      label: "the executive's AI roadmap (the free summary shown before the paid report)",
      instructions:
        "A maturity profile, an executive summary, at least three recommendations each owned by a role, three phases each closed by its decision gate, at least two quick wins that take under 30 days and that they are not already doing, at least two risks that apply to them, and three to eight tools chosen from the whole catalogue for this company. Answer every typed answer where it belongs.",
      draft,
      catalogue: "whole",
      sources: true,
    },
    finish: (model) => ({
      ...model,
      readinessScore: draft.readinessScore,
      aiApps: restoreTools(model.aiApps, ctx, draft.aiApps).tools,
    }),
  };
}

export function followUpSection(
  draft: FollowUpQuestionsContent,
): ModelSection<FollowUpQuestionsContent, FollowUpQuestionsContent> {
  return {
    tool: "write_follow_up_questions",
    label: "follow-up questions",
    schema: followUpQuestionsSchema,
    maxTokens: 2000,
    prompt: {
      label:
        "three interview questions, each with a follow-up, for a strategist's call with the executive",
      instructions:
        "q1 on their business challenges (their typed other challenge included), q2 on their AI tools, systems and workflow, q3 on their confidence and their organization's posture (their typed friction included). Ask, never assume use the evidence does not show.",
      draft,
    },
    finish: (model) => model,
  };
}
