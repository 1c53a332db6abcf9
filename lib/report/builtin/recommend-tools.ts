import { departmentOptions, labelOf, platformOptions } from "@/lib/assessment/options";
import { platformRank } from "@/lib/report/content/platforms";
import { toolCatalogue } from "@/lib/report/content/tools";
import type { CatalogueTool, Priority } from "@/lib/report/content/types";
import type { GenerationInput } from "@/lib/report/generation-input";
import type { RecommendedTool } from "@/lib/report/schemas";
import { buildContext, type Context } from "./context";
import { joinWords, lowerFirst } from "./text";

/**
 * Tools from the catalogue matched to what the executive chose. A tool qualifies only through
 * a chosen department, platform, challenge or (for industry-specific tools) the industry;
 * platform AI is recommended only on that platform, and comes first, in platform order
 * (Microsoft 365 first). Ties break by name, so the list is deterministic.
 */

const MIN_TOOLS = 6;
const MAX_TOOLS = 10;
const MAX_NATIVE = 4;
const MAX_PER_CATEGORY = 2;
/** Below this a tool is only a filler: it joins the list while it has fewer than six tools. */
const RELEVANT = 20;
const HIGH = 55;

export interface ToolMatch {
  tool: CatalogueTool;
  score: number;
  native: boolean;
  departments: string[];
  platforms: string[];
  challenges: string[];
  industry: boolean;
}

function matchTool(tool: CatalogueTool, ctx: Context): ToolMatch | null {
  if (tool.nativeTo && !ctx.platforms.includes(tool.nativeTo)) return null;
  const industry = tool.industries !== "all";
  if (industry && !(tool.industries as readonly string[]).includes(ctx.industry)) return null;
  const native = Boolean(tool.nativeTo);
  const departments = tool.departments.filter((d) => ctx.focusDepartments.includes(d));
  const platforms = tool.platforms.filter((p) => ctx.platforms.includes(p) && p !== tool.nativeTo);
  let score = 0;
  const challenges: string[] = [];
  for (const challenge of ctx.challenges) {
    const listed = challenge.mapping?.tools.indexOf(tool.name) ?? -1;
    const text = challenge.text.toLowerCase();
    if (listed >= 0) {
      score += 40 - Math.min(listed, 3) * 2;
      challenges.push(challenge.text);
    } else if (tool.keywords.some((k) => text.includes(k))) {
      score += 12;
      challenges.push(challenge.text);
    }
  }
  if (!native && !departments.length && !platforms.length && !challenges.length && !industry) {
    return null;
  }
  if (departments.length) score += 20 + Math.min(departments.length - 1, 2) * 10;
  score += Math.min(platforms.length, 2) * 6;
  if (industry) score += 8;
  if (native) score += 60;
  return { tool, score, native, departments, platforms, challenges, industry };
}

function compare(x: ToolMatch, y: ToolMatch): number {
  if (x.native !== y.native) return x.native ? -1 : 1;
  if (x.native && y.native) {
    return platformRank(x.tool.nativeTo!) - platformRank(y.tool.nativeTo!);
  }
  return y.score - x.score || x.tool.name.localeCompare(y.tool.name);
}

/** Every qualifying tool, best first. */
export function rankTools(ctx: Context): ToolMatch[] {
  return toolCatalogue
    .map((tool) => matchTool(tool, ctx))
    .filter((m): m is ToolMatch => m !== null)
    .sort(compare);
}

/**
 * The 6-10 tools to recommend. Passes, each capped at ten tools in all: the platforms' own AI
 * (at most four), the best tool for each of the first three challenges, one tool for every
 * chosen department not yet covered, then the best remaining matches. At most two tools share
 * a category outside platform AI. The result is shown best first.
 */
export function selectTools(ctx: Context): ToolMatch[] {
  const ranked = rankTools(ctx);
  const chosen = new Set<ToolMatch>();
  const perCategory = new Map<string, number>();
  const fits = (m: ToolMatch) =>
    !chosen.has(m) && (m.native || (perCategory.get(m.tool.category) ?? 0) < MAX_PER_CATEGORY);
  const take = (m: ToolMatch | undefined) => {
    if (!m || chosen.size >= MAX_TOOLS || !fits(m)) return;
    chosen.add(m);
    if (!m.native) perCategory.set(m.tool.category, (perCategory.get(m.tool.category) ?? 0) + 1);
  };
  ranked
    .filter((m) => m.native)
    .slice(0, MAX_NATIVE)
    .forEach(take);
  for (const challenge of ctx.challenges.slice(0, 3)) {
    const listed = challenge.mapping?.tools ?? [];
    take(ranked.find((m) => !m.native && listed.includes(m.tool.name) && fits(m)));
  }
  const covers = (d: string) => [...chosen].some((m) => m.departments.includes(d));
  for (const department of ctx.focusDepartments) {
    if (!covers(department))
      take(ranked.find((m) => !m.native && m.departments.includes(department) && fits(m)));
  }
  for (const m of ranked) {
    if (m.native || (chosen.size >= MIN_TOOLS && m.score < RELEVANT)) continue;
    take(m);
  }
  // The category limit must never leave the list short: fill with the next best matches.
  for (const m of ranked) {
    if (chosen.size >= MIN_TOOLS) break;
    if (!m.native && !chosen.has(m)) chosen.add(m);
  }
  return ranked.filter((m) => chosen.has(m));
}

function priorityOf(m: ToolMatch, index: number): Priority {
  if (index === 0 || m.score >= HIGH) return "High";
  return m.score >= RELEVANT ? "Medium" : "Low";
}

/** Why this tool, in one sentence, naming what the executive chose. */
function reasonFor(m: ToolMatch, ctx: Context): string {
  if (m.native) {
    const platform = labelOf(platformOptions, m.tool.nativeTo!);
    return `Built into the ${platform} licences ${ctx.company} already holds, so it is the fastest, lowest-risk place to start.`;
  }
  if (m.challenges.length) {
    return `Addresses your priority: ${lowerFirst(m.challenges[0])}.`;
  }
  if (m.departments.length) {
    const names = m.departments.map((d) => labelOf(departmentOptions, d));
    return `Fits the ${joinWords(names)} ${names.length === 1 ? "team" : "teams"} you named.`;
  }
  if (m.platforms.length) {
    const names = m.platforms.map((p) => labelOf(platformOptions, p));
    return `Works with your ${joinWords(names)} environment.`;
  }
  return `Built for ${ctx.industryLabel} organisations.`;
}

export function toRecommendedTool(m: ToolMatch, index: number, ctx: Context): RecommendedTool {
  return {
    name: m.tool.name,
    category: m.tool.category,
    priority: priorityOf(m, index),
    description: m.tool.description,
    useCase: `${m.tool.useCase} ${reasonFor(m, ctx)}`,
    pricing: m.tool.pricing,
    url: m.tool.url,
  };
}

export function recommendToolsFor(ctx: Context): RecommendedTool[] {
  return selectTools(ctx).map((m, i) => toRecommendedTool(m, i, ctx));
}

/** 6-10 catalogue tools matched to the executive's departments, platforms, challenges and industry. */
export function recommendTools(input: GenerationInput): RecommendedTool[] {
  return recommendToolsFor(buildContext(input));
}
