import { departmentOptions, labelOf, platformOptions } from "@/lib/assessment/options";
import { platformRank } from "@/lib/report/content/platforms";
import { challengeMeasure } from "@/lib/report/content/challenge-measures";
import { fitOf } from "@/lib/report/content/tool-fit";
import { toolCatalogue } from "@/lib/report/content/tools";
import { businessCase, costEstimate } from "./cost";
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

const MIN_TOOLS = 3;
/** Three to six strong fits for a firm of up to 50; up to eight for larger ones. */
const maxTools = (ctx: Context) => (ctx.sizeBand === "micro" || ctx.sizeBand === "small" ? 6 : 8);
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

/**
 * Whether the tool suits the company at all: its size band, the systems it needs, and no
 * rival to a system the company named.
 */
export function fitsCompany(tool: CatalogueTool, ctx: Context): boolean {
  if (tool.nativeTo && !ctx.platforms.includes(tool.nativeTo)) return false;
  const fit = fitOf(tool.name);
  if (!fit) return true;
  const named = ctx.systems.map((s) => s.id);
  if (!fit.sizes.includes(ctx.sizeBand)) return false;
  if (fit.requires && !named.includes(fit.requires)) return false;
  // Months of set-up need an organisation that already runs sanctioned AI work.
  if (
    fit.setup === "months" &&
    ctx.adoption.organisation !== "pilots" &&
    ctx.adoption.organisation !== "embedded"
  )
    return false;
  return !fit.competesWith?.some((id) => named.includes(id));
}

/** A tool a company can start using within days: the only kind that makes a quick win. */
export const isQuickToStart = (tool: CatalogueTool): boolean =>
  (fitOf(tool.name)?.setup ?? "days") === "days";

function matchTool(tool: CatalogueTool, ctx: Context): ToolMatch | null {
  if (!fitsCompany(tool, ctx)) return null;
  const industry = tool.industries !== "all";
  if (industry && !(tool.industries as readonly string[]).includes(ctx.industry)) return null;
  // A named system's own AI counts as platform AI: it works on data the company already has.
  const native = Boolean(tool.nativeTo || fitOf(tool.name)?.requires);
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
  if (x.native && y.native && x.tool.nativeTo && y.tool.nativeTo) {
    return platformRank(x.tool.nativeTo) - platformRank(y.tool.nativeTo);
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
 * The 3-8 tools to recommend (six at most up to 50 staff). Passes, each capped at that number: the platforms' own AI
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
  const max = maxTools(ctx);
  const take = (m: ToolMatch | undefined) => {
    if (!m || chosen.size >= max || !fits(m)) return;
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
    if (m.native || m.score < RELEVANT) continue;
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

const SIZE_WORDS: Record<Context["sizeBand"], string> = {
  micro: "a firm of up to ten",
  small: "a company of 11 to 50",
  mid: "a company of 51 to 200",
  large: "a company of 201 to 1,000",
  enterprise: "an organisation of over 1,000",
};

/** The platform or named system a tool works inside, in words. */
function homeOf(m: ToolMatch, ctx: Context): string | null {
  if (m.tool.nativeTo) return labelOf(platformOptions, m.tool.nativeTo);
  const requires = fitOf(m.tool.name)?.requires;
  return ctx.systems.find((s) => s.id === requires)?.name ?? null;
}

/** Why this tool fits this company, in one or two sentences: its reason, its size, its price. */
function fitFor(m: ToolMatch, ctx: Context): string {
  const home = homeOf(m, ctx);
  const price = fitOf(m.tool.name)?.price.kind;
  const reason = home
    ? `Works inside the ${home} ${ctx.company} already runs${price === "included" ? ", at no extra licence cost" : price ? ", as a paid add-on" : ""}.`
    : m.challenges.length
      ? `Answers “${m.challenges[0]}”.`
      : m.departments.length
        ? `Serves ${joinWords(m.departments.map((d) => labelOf(departmentOptions, d)))}, where ${ctx.name} expects AI to help most.`
        : m.platforms.length
          ? `Connects to ${joinWords(m.platforms.map((p) => labelOf(platformOptions, p)))}.`
          : `Built for ${lowerFirst(ctx.industryLabel)} organisations.`;
  const sized = fitOf(m.tool.name) ? ` Sized for ${SIZE_WORDS[ctx.sizeBand]}.` : "";
  return `${reason}${sized}`;
}

function costAndCase(m: ToolMatch, ctx: Context) {
  const fit = fitOf(m.tool.name);
  if (!fit) return {};
  const challenge = ctx.challenges.find((c) => m.challenges.includes(c.text));
  const metric = challenge ? (challengeMeasure(challenge.slug)?.metric ?? null) : null;
  return {
    cost: costEstimate(ctx, fit, homeOf(m, ctx)),
    businessCase: businessCase(ctx, fit, metric),
  };
}

export function toRecommendedTool(m: ToolMatch, index: number, ctx: Context): RecommendedTool {
  return {
    name: m.tool.name,
    category: m.tool.category,
    priority: priorityOf(m, index),
    description: m.tool.description,
    useCase: m.tool.useCase,
    pricing: m.tool.pricing,
    url: m.tool.url,
    fit: fitFor(m, ctx),
    ...costAndCase(m, ctx),
  };
}

export function recommendToolsFor(ctx: Context): RecommendedTool[] {
  return selectTools(ctx).map((m, i) => toRecommendedTool(m, i, ctx));
}

/** 3-8 catalogue tools matched to the executive's departments, platforms, challenges and industry. */
export function recommendTools(input: GenerationInput): RecommendedTool[] {
  return recommendToolsFor(buildContext(input));
}
