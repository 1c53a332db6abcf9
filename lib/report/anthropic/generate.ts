import "server-only";
import Anthropic from "@anthropic-ai/sdk";
import type { z } from "zod";
import { env } from "@/lib/env";
import type { GenerationInput } from "@/lib/report/generation-input";
import { SYSTEM_PROMPT, documentTool, userPrompt } from "./prompt";

let client: Anthropic | undefined;
function anthropic(apiKey: string): Anthropic {
  client ??= new Anthropic({
    apiKey,
    baseURL: env.ANTHROPIC_BASE_URL ?? null,
    timeout: env.ANTHROPIC_TIMEOUT_MS,
    maxRetries: 0, // one retry of our own, below, then the built-in generator
  });
  return client;
}

export class GenerationFailed extends Error {}

async function attempt<T>(
  apiKey: string,
  input: GenerationInput,
  name: string,
  schema: z.ZodType<T>,
  draft: T,
): Promise<T> {
  const tool = documentTool(`write_${name}`, `Return the complete ${name}.`, schema);
  const message = await anthropic(apiKey).messages.create({
    model: env.ANTHROPIC_MODEL,
    max_tokens: 8000,
    system: SYSTEM_PROMPT,
    tools: [tool],
    tool_choice: { type: "tool", name: tool.name },
    messages: [{ role: "user", content: userPrompt(input, name, draft) }],
  });
  const call = message.content.find((block) => block.type === "tool_use");
  if (!call) throw new GenerationFailed("the answer carried no tool call");
  const parsed = schema.safeParse(call.input);
  if (!parsed.success) {
    throw new GenerationFailed(
      `the answer broke the schema: ${parsed.error.issues[0]?.path.join(".")} ${parsed.error.issues[0]?.message}`,
    );
  }
  return parsed.data;
}

function reason(error: unknown): string {
  if (error instanceof GenerationFailed) return error.message;
  // By name: the SDK's JSON.parse may throw another realm's SyntaxError.
  if ((error as { name?: unknown } | null)?.name === "SyntaxError")
    return "the answer was not valid JSON";
  if (error instanceof Anthropic.APIConnectionTimeoutError) return "the request timed out";
  if (error instanceof Anthropic.APIError) return `the API answered ${error.status ?? "an error"}`;
  return error instanceof Error ? error.message : String(error);
}

/** Asks the model twice at most; throws the reasons when both attempts fail. */
export async function generateWithAnthropic<T>(
  apiKey: string,
  input: GenerationInput,
  name: string,
  schema: z.ZodType<T>,
  draft: T,
): Promise<T> {
  const reasons: string[] = [];
  for (let i = 0; i < 2; i++) {
    try {
      return await attempt(apiKey, input, name, schema, draft);
    } catch (error) {
      reasons.push(reason(error));
    }
  }
  throw new GenerationFailed(reasons.join("; then "));
}
