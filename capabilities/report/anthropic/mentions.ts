import type { Context } from "@/capabilities/report/builtin/context";
import { toolCatalogue } from "@/capabilities/report/content/tools";
import type { CatalogueTool } from "@/capabilities/report/content/types";
import { escapeRegExp } from "@/platform/regexp";

/** Catalogue tools named in prose, and whether prose may name them for a company. */

/** Single-word tool names that are also English words: a product only in mid-sentence. */
const COMMON_WORDS = new Set(["Make", "Writer", "Outreach", "Toast", "Ada"]);
const mentions = [...toolCatalogue]
  .sort((x, y) => y.name.length - x.name.length)
  .map((tool) => ({
    name: tool.name,
    pattern: COMMON_WORDS.has(tool.name)
      ? new RegExp(`(?<=[a-z,;:] )${escapeRegExp(tool.name)}(?![\\w-])`, "g")
      : new RegExp(`(?<![\\w-])${escapeRegExp(tool.name)}(?![\\w-])`, "g"),
  }));

/** The catalogue tools a text names, longest names first ("Microsoft 365 Copilot Chat" is one). */
export function namedTools(text: string): string[] {
  let rest = text;
  const names: string[] = [];
  for (const { name, pattern } of mentions) {
    if (!rest.match(pattern)) continue;
    names.push(name);
    rest = rest.replace(pattern, " ");
  }
  return names;
}

/** What the company runs or the executive uses: naming it is never a recommendation. */
export const ownTools = (ctx: Context): Set<string> =>
  new Set([...ctx.systems.map((s) => s.name), ...ctx.toolLabels].map((n) => n.toLowerCase()));

const runs = (ctx: Context, ref: string): boolean =>
  (ctx.platforms as readonly string[]).includes(ref) || ctx.systems.some((s) => s.id === ref);

/**
 * A tool prose may name for this company: the AI of a platform or system it runs, or a tool
 * of its size band that is no rival to a system it runs. (A recommended tool must also pass
 * the built-in generator's full fit: budget, maturity, industry, practice.)
 */
export function mentionable(tool: CatalogueTool, ctx: Context): boolean {
  const native =
    (tool.nativeTo !== undefined && runs(ctx, tool.nativeTo)) ||
    (tool.system !== undefined && runs(ctx, tool.system));
  if (tool.nativeTo && !native) return false;
  if (tool.systemOnly && !native) return false;
  if (tool.competesWith?.some((ref) => runs(ctx, ref))) return false;
  return native || tool.sizes.includes(ctx.sizeBand);
}
