import Anthropic from "@anthropic-ai/sdk";

/** Why a model's answer was not used, in words for the stored note. */
export class GenerationFailed extends Error {
  /** False when asking again would fail the same way (an answer cut at max_tokens). */
  readonly retry: boolean;

  constructor(reason: string, { retry = true }: { retry?: boolean } = {}) {
    super(reason);
    this.name = "GenerationFailed";
    this.retry = retry;
  }
}

/** Any error of a model call, as a reason a reader understands. */
export function reasonOf(error: unknown): string {
  if (error instanceof GenerationFailed) return error.message;
  // By name: the SDK's JSON.parse may throw another realm's SyntaxError.
  if ((error as { name?: unknown } | null)?.name === "SyntaxError")
    return "the answer was not valid JSON";
  if (error instanceof Anthropic.APIConnectionTimeoutError) return "the request timed out";
  if (error instanceof Anthropic.APIError) return `the API answered ${error.status ?? "an error"}`;
  return error instanceof Error ? error.message : String(error);
}
