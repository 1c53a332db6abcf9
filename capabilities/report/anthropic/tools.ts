import { z } from "zod";
import type { Context } from "@/capabilities/report/builtin/context";
import { rankTools, toRecommendedTool } from "@/capabilities/report/builtin/recommend-tools";
import { usableTool } from "@/capabilities/report/builtin/shared";
import { describedFor } from "@/capabilities/report/builtin/tool-description";
import { findTool } from "@/capabilities/report/content/tools";
import { recommendedToolSchema, type RecommendedTool } from "@/model/documents/report-schemas";
import { GenerationFailed } from "./errors";

/**
 * The tools the model chooses: any catalogue tool that fits the company. It writes the choice,
 * the priority, the use case and (when the built-in generator has none) why it fits; the
 * catalogue's name, category, description, pricing and address, and the built-in cost, fit
 * and business case, are put back afterwards.
 */

export const modelToolSchema = recommendedToolSchema.pick({
  name: true,
  priority: true,
  useCase: true,
  fit: true,
  cost: true,
  businessCase: true,
});
export type ModelTool = z.infer<typeof modelToolSchema>;

// No upper bound: a longer list is cut to the company's size rather than failed. At least one:
// the executive's constraints can leave fewer than three tools that fit.
export const modelToolsSchema = z.array(modelToolSchema).min(1);

/** Six tools at most up to 50 staff, eight for larger companies (as the built-in chooses). */
const maxTools = (ctx: Context) => (ctx.sizeBand === "micro" || ctx.sizeBand === "small" ? 6 : 8);

/** What the built-in generator works out for a tool (its fit, cost and business case), if any. */
function computed(name: string, ctx: Context, draft: readonly RecommendedTool[]) {
  const drafted = draft.find((tool) => tool.name === name);
  if (drafted) return drafted;
  const ranked = rankTools(ctx);
  const index = ranked.findIndex((m) => m.tool.name === name);
  return index === -1 ? undefined : toRecommendedTool(ranked[index], index, ctx);
}

/**
 * The model's choice as stored tools: those outside the catalogue, not fitting the company or
 * (for an industry's tool) resting on no answer dropped (and named in `dropped`), each with
 * the evidence the built-in generator found, repeats removed, the list cut to the company's size. Fewer
 * than three left (or than the built-in found, where the constraints leave fewer) fails the section.
 */
export function restoreTools(
  chosen: readonly ModelTool[],
  ctx: Context,
  draft: readonly RecommendedTool[],
): { tools: RecommendedTool[]; dropped: string[] } {
  const dropped: string[] = [];
  const seen = new Set<string>();
  const tools: RecommendedTool[] = [];
  for (const tool of chosen) {
    const entry = findTool(tool.name);
    if (!entry || !usableTool(entry.name, ctx)) {
      dropped.push(tool.name);
      continue;
    }
    if (seen.has(entry.name) || tools.length >= maxTools(ctx)) continue;
    const ours = computed(entry.name, ctx, draft);
    // A tool for one industry needs an answer that points to it, as the built-in choice does.
    if (!ours && entry.industries !== "all") {
      dropped.push(tool.name);
      continue;
    }
    seen.add(entry.name);
    tools.push({
      name: entry.name,
      category: entry.category,
      priority: tool.priority,
      description: describedFor(entry, ctx),
      useCase: tool.useCase,
      pricing: entry.pricing,
      url: entry.url,
      ...((ours?.fit ?? tool.fit) ? { fit: ours?.fit ?? tool.fit } : {}),
      ...((ours?.cost ?? tool.cost) ? { cost: ours?.cost ?? tool.cost } : {}),
      ...((ours?.businessCase ?? tool.businessCase)
        ? { businessCase: ours?.businessCase ?? tool.businessCase }
        : {}),
      ...(ours?.evidence ? { evidence: ours.evidence } : {}),
    });
  }
  const needed = Math.max(1, Math.min(3, draft.length));
  if (tools.length < needed) {
    throw new GenerationFailed(
      `fewer than ${["one", "two", "three"][needed - 1]} of its tools are catalogue tools that fit the company${dropped.length ? ` (dropped ${dropped.join(", ")})` : ""}`,
    );
  }
  return { tools, dropped };
}
