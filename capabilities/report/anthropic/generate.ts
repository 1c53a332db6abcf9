import "server-only";
import Anthropic from "@anthropic-ai/sdk";
import type { z } from "zod";
import { env } from "@/platform/env";
import type { Context } from "@/capabilities/report/builtin/context";
import type { GenerationInput } from "@/capabilities/report/generation-input";
import { checkContent, describeProblem, type CheckFacts } from "./checks";
import { GenerationFailed, reasonOf } from "./errors";
import { SYSTEM_PROMPT, documentTool, userPrompt, type SectionPrompt } from "./prompt";
import { cleanStrings } from "./sanitise";

export { GenerationFailed } from "./errors";

let client: Anthropic | undefined;
function anthropic(apiKey: string): Anthropic {
  client ??= new Anthropic({
    apiKey,
    baseURL: env.ANTHROPIC_BASE_URL ?? null,
    // Each section is its own request: this is the time limit of one section.
    timeout: env.ANTHROPIC_TIMEOUT_MS,
    maxRetries: 0, // one retry of our own, below, then the built-in generator
  });
  return client;
}

/**
 * One piece of a document the model writes in one call: what it is, its contract, how many
 * tokens it may take, and how its answer becomes what is stored (facts restored, tools fitted).
 */
export interface ModelSection<T, P> {
  /** The tool's name: "write_report_risks". */
  tool: string;
  /** For notes: "risks, benchmarks and next steps". */
  label: string;
  schema: z.ZodType<T>;
  maxTokens: number;
  prompt: SectionPrompt;
  /** The stored form of the model's answer; throws GenerationFailed when it cannot be used. */
  finish(model: T): P;
}

function firstProblems(found: ReturnType<typeof checkContent>): string {
  const more = found.length > 1 ? ` (and ${found.length - 1} more)` : "";
  return `${describeProblem(found[0])}${more}`;
}

async function attempt<T, P>(
  apiKey: string,
  input: GenerationInput,
  ctx: Context,
  section: ModelSection<T, P>,
  facts: CheckFacts,
): Promise<P> {
  const tool = documentTool(section.tool, `Return the complete ${section.label}.`, section.schema);
  const message = await anthropic(apiKey).messages.create({
    model: env.ANTHROPIC_MODEL,
    max_tokens: section.maxTokens,
    system: SYSTEM_PROMPT,
    tools: [tool],
    tool_choice: { type: "tool", name: tool.name },
    messages: [{ role: "user", content: userPrompt(input, ctx, section.prompt) }],
  });
  if (message.stop_reason === "max_tokens") {
    throw new GenerationFailed(`the answer was truncated at max_tokens (${section.maxTokens})`, {
      retry: false,
    });
  }
  const call = message.content.find((block) => block.type === "tool_use");
  if (!call) throw new GenerationFailed("the answer carried no tool call");
  const parsed = section.schema.safeParse(call.input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new GenerationFailed(
      `the answer broke the schema: ${issue?.path.join(".")} ${issue?.message}`,
    );
  }
  const result = section.finish(cleanStrings(parsed.data));
  const problems = checkContent(result, facts);
  if (problems.length) throw new GenerationFailed(firstProblems(problems));
  return result;
}

/**
 * Asks the model for one section, twice at most (once when the answer was truncated), and
 * returns it parsed, finished and checked; throws GenerationFailed with the reasons.
 */
export async function generateSection<T, P>(
  apiKey: string,
  input: GenerationInput,
  ctx: Context,
  section: ModelSection<T, P>,
  facts: CheckFacts,
): Promise<P> {
  const reasons: string[] = [];
  for (let i = 0; i < 2; i++) {
    try {
      return await attempt(apiKey, input, ctx, section, facts);
    } catch (error) {
      reasons.push(reasonOf(error));
      if (error instanceof GenerationFailed && !error.retry) break;
    }
  }
  throw new GenerationFailed(reasons.join("; then "));
}
