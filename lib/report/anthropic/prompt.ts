import { z } from "zod";
import type { GenerationInput } from "@/lib/report/generation-input";

/** Bump when the instructions change: stored with every document the model writes. */
export const ANTHROPIC_PROMPT_VERSION = "anthropic-2026.11.1";

export const SYSTEM_PROMPT = `You are a senior AI strategist writing for a business executive in British Columbia, Canada.
Write specific, concrete, executive-grade advice grounded ONLY in the assessment answers, scores and draft you are given.
Rules:
- Keep every score exactly as given; never invent statistics, benchmarks, customers or sources. Industry examples must
  name a public source or be labelled "Illustrative example".
- Only recommend tools that appear in the draft's tool list; keep their names, URLs and pricing unchanged.
- Name the company, the industry and the executive's own answers. Plain professional English, no hype.
- Answer by calling the provided tool exactly once with the complete document.`;

/**
 * What the model sees: the answers it needs and nothing more (no e-mail address, no
 * identifiers), the computed scores, and the built-in generator's draft as grounding.
 */
export function userPrompt(input: GenerationInput, documentName: string, draft: unknown): string {
  const { executiveEmail: _email, ...answers } = input.answers;
  void _email;
  return JSON.stringify(
    {
      task: `Improve the draft ${documentName} for this executive. Keep its structure and every score.`,
      answers,
      scores: {
        readinessOutOf100: input.readiness.score,
        pillars: input.readiness.pillars.map(({ label, points, max }) => ({ label, points, max })),
        family: input.family && { score: input.family.score, rating: input.family.rating },
      },
      industryStats: input.industryStats,
      draft,
    },
    null,
    1,
  );
}

/** The tool the model must call: its input is the document, described by our zod contract. */
export function documentTool(name: string, description: string, schema: z.ZodType) {
  const inputSchema = z.toJSONSchema(schema, { target: "draft-7", io: "input" }) as Record<
    string,
    unknown
  >;
  delete inputSchema.$schema;
  return { name, description, input_schema: { ...inputSchema, type: "object" as const } };
}
