import type { Department } from "@/lib/assessment/options";
import { labelOf, platformOptions } from "@/lib/assessment/options";
import { platformRank } from "@/lib/report/content/platforms";
import { findTool, toolCatalogue } from "@/lib/report/content/tools";
import type { CatalogueTool, ChallengeApplication, Priority } from "@/lib/report/content/types";
import type { GenerationInput } from "@/lib/report/generation-input";
import type { RecommendedTool, ToolEvidence } from "@/lib/report/schemas";
import { buildContext, has, type ChosenChallenge, type Context } from "./context";
import { confidentialNote, respectNote, withinCeiling } from "./constraint-fit";
import { againstThreshold, useNotes } from "./constraint-gates";
import { describeTool } from "./tool-words";
import {
  doesSomeOf,
  fitsCompany,
  isInUse,
  isNative,
  isQuickToStart,
  professionEvidence,
  runs,
  servesChallenge,
} from "./tool-fit";
import { evidenceOf } from "./tool-evidence";
import { approvedAssistant, assistantTool, toolsFor } from "./shared";
import { assistantInPlace } from "./in-place";
import { planOf } from "./plan";
import { joinWords, lowerFirst } from "./text";
import { needsOf, ownWordsFor, type OwnWords } from "./tool-own-words";
import { translatesNeed } from "./language-need";
import { residencyNote } from "./residency-notes";

export { fitsCompany, isQuickToStart };

/**
 * The tools to recommend: only tools that fit the company (size, budget, industry, maturity,
 * no rival to what it runs), the AI of what it already runs first, then the tool that does
 * what each chosen challenge needs (the primary signal), then, with room left, tools for the
 * departments the executive hopes AI will help (a weaker signal). Three to six tools up to 50
 * staff, up to eight above; fewer strong fits beat a long list.
 */

const MIN_TOOLS = 3;
const MAX_PER_CATEGORY = 1;
/** Focus departments alone do not qualify a tool: it must match something else too. */
const FOCUS_ONLY = 14;
const HIGH = 40;

const isSmall = (ctx: Context) => ctx.sizeBand === "micro" || ctx.sizeBand === "small";
const maxTools = (ctx: Context) => (isSmall(ctx) ? 6 : 8);
const maxNative = (ctx: Context) => (isSmall(ctx) ? 3 : 4);

/** Assistants a company should approve whatever it chose: the one included in its suite. */
const SUITE_ASSISTANTS = new Set([
  "Microsoft 365 Copilot Chat",
  "Google Gemini",
  "Gemini for Education",
]);

export interface ToolMatch {
  tool: CatalogueTool;
  score: number;
  /** The AI of a platform the company runs or of a system it named. */
  native: boolean;
  /** The executive already uses it: the recommendation is the next step. */
  inUse: boolean;
  /** Chosen challenges whose tool list names it, in the executive's order. */
  challenges: ChosenChallenge[];
  /** A keyword of the tool appears in a chosen challenge it can serve. */
  keyword: boolean;
  /** Focus departments it serves: where AI is hoped to help, not where it is used. */
  departments: Department[];
  /** Platforms and named systems of the company it connects to, by name. */
  connects: string[];
  /** Built for the company's industry: never enough on its own, an answer must point to it too. */
  industry: boolean;
  /** The answers that show a profession it is built for (empty for a tool built for none). */
  profession: ToolEvidence[];
  /** The executive's own words it answers directly: a problem it names, or a need read as a theme. */
  ownWords?: OwnWords;
  /** Chosen as the one approved assistant of a company with neither a suite nor a policy. */
  approvedDefault?: boolean;
  /** The challenge and application it was chosen for, when a challenge chose it. */
  reason?: { challenge: ChosenChallenge; application: ChallengeApplication };
}

/** The company's platforms and named systems the tool connects to (its own home left out). */
export function connectionsOf(tool: CatalogueTool, ctx: Context): string[] {
  const platforms = tool.platforms
    .filter((p) => p !== tool.nativeTo && runs(ctx, p))
    .map((p) => labelOf(platformOptions, p));
  const systems = (tool.integratesWith ?? [])
    .filter((ref) => ref !== tool.system && runs(ctx, ref))
    .map(
      (ref) =>
        ctx.systems.find((s) => s.id === ref)?.name ?? labelOf(platformOptions, ref as string),
    );
  return [...new Set([...platforms, ...systems])];
}

function matchTool(
  tool: CatalogueTool,
  ctx: Context,
  needs: Map<string, OwnWords>,
): ToolMatch | null {
  if (!fitsCompany(tool, ctx)) return null;
  const native = isNative(tool, ctx);
  // The challenge it is the best fit for first (its place in each challenge's list).
  const listed = (c: ChosenChallenge) => c.mapping?.tools.indexOf(tool.name) ?? -1;
  // A challenge that lists it counts only where it does one of the challenge's applications.
  const challenges = ctx.challenges
    .filter((c) => listed(c) >= 0 && doesSomeOf(tool, c, ctx.answers))
    .sort((x, y) => listed(x) - listed(y));
  const keyword = ctx.challenges.some((c) => servesChallenge(tool, c, ctx.answers));
  const departments = tool.departments.filter((d) => ctx.focusDepartments.includes(d));
  const connects = native ? [] : connectionsOf(tool, ctx);
  const industry = tool.industries !== "all";
  const profession = professionEvidence(tool, ctx);
  const ownWords = ownWordsFor(tool, ctx, needs);
  // A translation tool only for a second language the executive wrote, and one it translates.
  if (!translatesNeed(tool, ownWords)) return null;
  // A model on the company's own computers is proposed only for a constraint that calls for it.
  if (tool.dataRegions?.includes("own-computers") && !ownWords) return null;
  // The industry option alone is no evidence: something the executive answered must point here.
  const evidenced =
    native ||
    challenges.length ||
    keyword ||
    departments.length ||
    ownWords ||
    profession.length ||
    ctx.inPlace.some((t) => t.name === tool.name);
  if (!evidenced) return null;
  let score = 0;
  ctx.challenges.forEach((c, i) => {
    const listed = challenges.includes(c) ? (c.mapping?.tools.indexOf(tool.name) ?? -1) : -1;
    const weight = 1 - 0.1 * Math.min(i, 5);
    if (listed >= 0) score += (40 - 4 * Math.min(listed, 4)) * weight;
    else if (servesChallenge(tool, c, ctx.answers)) score += 8 * weight;
  });
  score += Math.min(departments.length, 2) * 6;
  score += Math.min(connects.length, 2) * 8;
  if (industry) score += 6;
  if (profession.length) score += 12;
  if (ownWords) score += 20;
  return {
    tool,
    score,
    native,
    inUse: isInUse(tool, ctx),
    challenges,
    keyword,
    departments,
    connects,
    industry,
    profession,
    ...(ownWords ? { ownWords } : {}),
  };
}

/** Natives first: the named systems' own AI, then platform AI in platform order. */
function nativeRank(tool: CatalogueTool, ctx: Context): number {
  const system = ctx.systems.findIndex((s) => s.id === tool.system);
  if (system >= 0) return system;
  return ctx.systems.length + (tool.nativeTo ? platformRank(tool.nativeTo) : 99);
}

function compare(x: ToolMatch, y: ToolMatch, ctx: Context): number {
  if (x.native !== y.native) return x.native ? -1 : 1;
  if (x.native) {
    const byHome = nativeRank(x.tool, ctx) - nativeRank(y.tool, ctx);
    if (byHome) return byHome;
  }
  return y.score - x.score || x.tool.name.localeCompare(y.tool.name);
}

/** Every tool that fits the company and matches something it chose, best first. */
export function rankTools(ctx: Context): ToolMatch[] {
  const needs = needsOf(ctx);
  // A free plan the budget allows is a candidate only where it is the approved assistant.
  const approved = findTool(assistantTool(approvedAssistant(ctx)));
  const extra = approved && !toolCatalogue.includes(approved) ? [approved] : [];
  return [...toolCatalogue, ...extra]
    .map((tool) => matchTool(tool, ctx, needs))
    .filter((m): m is ToolMatch => m !== null)
    .sort((x, y) => compare(x, y, ctx));
}

const relevant = (m: ToolMatch) =>
  m.inUse ||
  m.challenges.length > 0 ||
  m.keyword ||
  m.departments.length > 0 ||
  m.ownWords !== undefined ||
  SUITE_ASSISTANTS.has(m.tool.name);

/** The other tool answers what this one was chosen for: its challenge, or the same words. */
const servesSameNeed = (other: ToolMatch, m: ToolMatch, reason?: ToolMatch["reason"]): boolean =>
  (reason ? other.challenges.includes(reason.challenge) : false) ||
  m.challenges.some((c) => other.challenges.includes(c)) ||
  (m.ownWords !== undefined && other.ownWords?.words === m.ownWords.words);

/** The recommended tools, in the order shown. */
export function selectTools(ctx: Context): ToolMatch[] {
  const ranked = rankTools(ctx);
  const byName = new Map(ranked.map((m) => [m.tool.name, m]));
  const chosen: ToolMatch[] = [];
  // A second tool of a kind already chosen (Zapier beside Power Automate) is an alternative to it,
  // never a second recommendation; only the AI of two systems the company runs may share a kind.
  const inCategory = (m: ToolMatch) =>
    chosen.filter((c) => c.tool.category === m.tool.category).length;
  // The assistant the company already pays for is its assistant: no second one beside it.
  const inPlace = assistantInPlace(ctx.inPlace);
  // Without a policy, the assistant the brief sanctions is the only one (its paid step aside).
  const sanctioned = has(ctx, "ai_policy") ? null : assistantTool(approvedAssistant(ctx));
  const another = (m: ToolMatch) =>
    m.tool.category === "AI assistant" &&
    ((inPlace !== null && m.tool.name !== inPlace) ||
      (inPlace === null &&
        sanctioned !== null &&
        m.tool.name !== sanctioned &&
        !(/Copilot/.test(sanctioned) && /Copilot/.test(m.tool.name))));
  const canTake = (m: ToolMatch | undefined): m is ToolMatch =>
    m !== undefined &&
    !another(m) &&
    !chosen.some((c) => c.tool === m.tool) &&
    chosen.length < maxTools(ctx) &&
    (m.native || inCategory(m) < MAX_PER_CATEGORY) &&
    withinCeiling([...chosen.map((c) => c.tool), m.tool], ctx);
  const take = (m: ToolMatch | undefined, extra: Partial<ToolMatch> = {}) => {
    if (!canTake(m)) return;
    // Above the amount someone must sign for, a cheaper tool of the same kind for the same need goes instead.
    const cheaper = againstThreshold(m.tool, ctx)
      ? ranked.find(
          (a) =>
            a.tool.category === m.tool.category &&
            !againstThreshold(a.tool, ctx) &&
            servesSameNeed(a, m, extra.reason) &&
            canTake(a),
        )
      : undefined;
    chosen.push({ ...(cheaper ?? m), ...extra });
  };
  const bestFor = (challenge: ChosenChallenge, app: ChallengeApplication) =>
    toolsFor(challenge, ctx, [], app)
      .map((name) => byName.get(name))
      .find(canTake);

  // What the company runs, the AI that answers a chosen challenge first when there is more than room for.
  const answers = (m: ToolMatch) => (m.inUse || m.challenges.length ? 0 : 1);
  ranked
    .filter((m) => m.native && relevant(m))
    .sort((x, y) => answers(x) - answers(y))
    .slice(0, maxNative(ctx))
    .sort((x, y) => ranked.indexOf(x) - ranked.indexOf(y))
    .forEach((m) => take(m));
  // Without a suite assistant or a policy, the business plan the roadmap makes the safe default.
  const assistant = assistantTool(approvedAssistant(ctx));
  if (inPlace) take(byName.get(inPlace));
  else if (!has(ctx, "ai_policy") && !SUITE_ASSISTANTS.has(assistant))
    take(byName.get(assistant), { approvedDefault: true });
  for (const challenge of ctx.challenges) {
    if (chosen.some((m) => m.challenges.includes(challenge))) continue;
    for (const app of challenge.mapping?.applications ?? []) {
      const best = bestFor(challenge, app);
      if (best) {
        take(best, { reason: { challenge, application: app } });
        break;
      }
    }
  }
  // The executive's own words: the best tool for each thing they wrote, whatever they picked.
  const written = [...new Set(ranked.flatMap((m) => (m.ownWords ? [m.ownWords.words] : [])))];
  for (const words of written) {
    if (chosen.some((m) => m.ownWords?.words === words)) continue;
    take(ranked.find((m) => m.ownWords?.words === words && canTake(m)));
  }
  // A second kind of tool for the other applications of the leading challenges.
  for (const challenge of ctx.challenges.slice(0, isSmall(ctx) ? 1 : 2)) {
    const kinds = () =>
      chosen.filter((m) => m.challenges.includes(challenge)).map((m) => m.tool.category);
    for (const app of challenge.mapping?.applications.slice(1) ?? [])
      take(
        toolsFor(challenge, ctx, [], app)
          .map((name) => byName.get(name))
          .find((m) => canTake(m) && !kinds().includes(m.tool.category)),
        { reason: { challenge, application: app } },
      );
  }
  for (const department of ctx.focusDepartments) {
    if (chosen.some((m) => m.tool.departments.includes(department))) continue;
    take(
      ranked.find((m) => m.departments.includes(department) && m.score >= FOCUS_ONLY && canTake(m)),
    );
  }
  // Fill up to three, a new kind of tool before a second of the same kind.
  const newKind = (m: ToolMatch) => !chosen.some((c) => c.tool.category === m.tool.category);
  for (const m of [...ranked.filter(newKind), ...ranked]) {
    if (chosen.length >= MIN_TOOLS) break;
    take(m);
  }
  return chosen;
}

function priorityOf(m: ToolMatch, index: number, ctx: Context): Priority {
  if (m.inUse || m.approvedDefault) return "High";
  // A tool only for pilots that wait for phase 3 waits with them: never High (plan.ts `queued`).
  if (waitsForPhaseThree(m, ctx)) return "Medium";
  if (index === 0) return "High";
  if (m.challenges.includes(ctx.challenges[0]) || m.score >= HIGH) return "High";
  return m.challenges.length || m.native ? "Medium" : "Low";
}

/** The tool answers only chosen challenges whose pilots the plan queues for phase 3. */
function waitsForPhaseThree(m: ToolMatch, ctx: Context): boolean {
  const queued = planOf(ctx).queued.slugs;
  const answers = [...m.challenges, ...(m.reason ? [m.reason.challenge] : [])];
  return (
    !m.native && !m.ownWords && answers.length > 0 && answers.every((c) => queued.includes(c.slug))
  );
}

export function toRecommendedTool(m: ToolMatch, index: number, ctx: Context): RecommendedTool {
  const evidence = evidenceOf(m, ctx);
  const described = describeTool(m, ctx);
  return {
    name: m.tool.name,
    category: m.tool.category,
    priority: priorityOf(m, index, ctx),
    description: m.tool.description,
    pricing: m.tool.pricing,
    url: m.tool.url,
    ...described,
    ...(evidence.length ? { evidence } : {}),
  };
}

/**
 * Two tools for the same work would say the same first sentence, the same payback and the same
 * measure: the later one says only its own part and how it is measured, so no sentence repeats.
 */
function withoutRepeats(tools: RecommendedTool[]): RecommendedTool[] {
  // Every tool that said it, so a third says "like the first and the second", never a second's words.
  const firstSaid = new Map<string, string[]>();
  const earlierTool = (sentence: string | undefined, tool: string) => {
    if (!sentence) return undefined;
    const earlier = firstSaid.get(sentence);
    firstSaid.set(sentence, [...(earlier ?? []), tool]);
    return earlier && joinWords(earlier);
  };
  return tools.map((tool) => {
    const [opening, ...rest] = tool.useCase.split(/(?<=\.) /);
    const openedBy = rest.length ? earlierTool(opening, tool.name) : undefined;
    let businessCase = tool.businessCase;
    if (businessCase) {
      // Only a payback sentence can match another tool's: the free-plan one names its tool.
      const payback = /^Pays back[^.]*\)?\./.exec(businessCase)?.[0];
      const paidLike = earlierTool(payback, tool.name);
      if (paidLike)
        businessCase = businessCase.replace(
          payback!,
          `Like ${paidLike}, it ${lowerFirst(payback!)}`,
        );
      const measure = / Measure [^.]+ before and after\.$/.exec(businessCase)?.[0];
      const measuredLike = earlierTool(measure, tool.name);
      if (measuredLike)
        businessCase = businessCase.replace(
          measure!,
          ` Measure ${tool.name} by the same figure as ${measuredLike}.`,
        );
    }
    return {
      ...tool,
      // A tool of another kind for the same application says only its own part of it: it is no
      // alternative to the earlier one (one of a kind is recommended, selectTools).
      ...(openedBy ? { useCase: rest.join(" ") } : {}),
      ...(businessCase ? { businessCase } : {}),
    };
  });
}

const PRIORITY_RANK: Record<Priority, number> = { High: 0, Medium: 1, Low: 2 };
const byPriority = (tools: RecommendedTool[]) =>
  [...tools].sort((x, y) => PRIORITY_RANK[x.priority] - PRIORITY_RANK[y.priority]);

/**
 * Shown highest priority first (issue 34), the AI of what the company runs still leading: it is
 * the first step, so it is High whenever a High tool follows it.
 */
function inPriorityOrder(matches: ToolMatch[], tools: RecommendedTool[]): RecommendedTool[] {
  const natives = tools.filter((_, i) => matches[i].native);
  const others = byPriority(tools.filter((_, i) => !matches[i].native));
  const high = others.some((t) => t.priority === "High");
  return [
    ...byPriority(natives).map((t) => (high ? { ...t, priority: "High" as const } : t)),
    ...others,
  ];
}

/**
 * Each tool's use case ends with how it keeps the stated constraints; the confidential rule, the
 * same for every tool, is said once on the first it applies to, for all that follow.
 */
function withConstraintNotes(tools: RecommendedTool[], ctx: Context): RecommendedTool[] {
  const entries = tools.map((t) => findTool(t.name));
  const bound = entries.map((e) => !!e && !!confidentialNote(e, ctx));
  const first = bound.indexOf(true);
  return tools.map((tool, i) => {
    const entry = entries[i];
    const note = entry && respectNote(entry, ctx, i === first);
    const forAll = i === first && bound.lastIndexOf(true) > first;
    const all = note && forAll ? " The same rule holds for every tool below." : "";
    // The language and image rules: a check said once for all tools, a limit on each image tool.
    const uses = entry && useNotes(entry, ctx, i === 0, tools.length > 1);
    // Where each tool keeps the data, against a residency rule: every tool, the rule quoted once.
    const where = entry && residencyNote(entry, ctx, i === 0, tools.length > 1);
    const said = [note ? `${note}${all}` : "", uses ?? "", where ?? ""].filter(Boolean).join(" ");
    return said ? { ...tool, useCase: `${tool.useCase} ${said}` } : tool;
  });
}

export function recommendToolsFor(ctx: Context): RecommendedTool[] {
  const matches = selectTools(ctx);
  const tools = matches.map((m, i) => toRecommendedTool(m, i, ctx));
  return withConstraintNotes(withoutRepeats(inPriorityOrder(matches, tools)), ctx);
}

/** 3-6 tools for a firm of up to 50, up to 8 above, each with why it fits, its cost in CAD and its case. */
export function recommendTools(input: GenerationInput): RecommendedTool[] {
  return recommendToolsFor(buildContext(input));
}
