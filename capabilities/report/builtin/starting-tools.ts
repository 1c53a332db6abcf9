import type { RecommendedTool } from "@/model/documents/report-schemas";
import type { Context } from "./context";
import { pilotTool } from "./actions";
import { pilotChallenges, planOf } from "./plan";
import { platformAiSteps } from "./platform-ai-steps";
import { assistantNamesOf } from "./approved-assistant";
import { TOOL_TO_CHOOSE } from "./phase-initiatives";
import { joinWords } from "./text";
import { namedIn } from "./next-use-cases";

/**
 * The tools the roadmap puts to work before phase 3: each running pilot's (a pilot queued for
 * phase 3 waits, and its tool with it), the AI of the first platform (the one the phases name)
 * and a platform's AI switched on as a quick win.
 */
export function startingTools(ctx: Context, tools: readonly RecommendedTool[]): Set<string> {
  const names = tools.map((t) => t.name);
  const steps = platformAiSteps(ctx);
  const queued = planOf(ctx).queued.slugs;
  return new Set([
    ...pilotChallenges(ctx)
      .filter((c) => !queued.includes(c.slug))
      .flatMap((c) => pilotTool(ctx, c, names) ?? []),
    ...[steps[0], steps.find((s) => s.quickWin)].flatMap((s) => s?.tool ?? []),
  ]);
}

/**
 * What the summary says to start with (review r21: "the tools to start with" were tools the
 * roadmap queues for phase 3): the tools the brief's decisions, the first two phases or the quick
 * wins name (`early`, their text) and any already in use, in the report's order, at most three;
 * where none is, that the first pilots' tools are chosen in phase 1, or that none is needed.
 */
export function startSentence(
  ctx: Context,
  tools: readonly RecommendedTool[],
  early: string,
): string {
  const named = namedIn(early, tools);
  const inUse = new Set(ctx.inPlace.map((t) => t.name));
  const first = tools
    .filter(
      (t) =>
        named(t.name) ||
        assistantNamesOf(t.name).some((said) => early.includes(said)) ||
        inUse.has(t.name),
    )
    .slice(0, 3)
    .map((t) => t.name);
  if (first.length === 1) return `The tool to start with is ${first[0]}.`;
  if (first.length) return `The tools to start with are ${joinWords(first)}.`;
  return early.includes(TOOL_TO_CHOOSE)
    ? "Each first pilot's tool is chosen in phase 1; the tools recommended here come later in the plan."
    : "No new tool is needed before phase 3.";
}
