import { inMembersWords } from "./member-words";
import { outsideModel } from "./business-model";
import { jobOf } from "@/capabilities/report/content/tool-jobs";
import { platformRank } from "@/capabilities/report/content/platforms";
import { findTool, toolCatalogue } from "@/capabilities/report/content/tools";
import type {
  CatalogueTool,
  ChallengeApplication,
  Priority,
} from "@/capabilities/report/content/types";
import type { RecommendedTool } from "@/model/documents/report-schemas";
import { has, type ChosenChallenge, type Context } from "./context";
import { withinCeiling } from "./constraint-fit";
import { againstThreshold } from "./constraint-gates";
import { describeTool } from "./tool-words";
import { evidenceOf } from "./tool-evidence";
import { approvedAssistant, assistantTool } from "./approved-assistant";
import { toolsFor } from "./shared";
import { assistantInPlace } from "./in-place";
import { planOf } from "./plan";
import { needsOf } from "./tool-own-words";
import { answersStated, matchTool, type ToolMatch } from "./tool-match";
import { describedFor } from "./tool-description";
import { inPriorityOrder, withConstraintNotes, withoutRepeats } from "./tools-as-shown";
import { oncePer } from "./once";

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
  return (
    [...toolCatalogue, ...extra]
      .map((tool) => matchTool(tool, ctx, needs))
      .filter((m): m is ToolMatch => m !== null)
      // A hotel's revenue manager for a lodge sold as packages: a tool for work the model never does.
      .filter(
        (m) => m.inUse || !outsideModel(`${m.tool.category} ${m.tool.description}`, ctx.answers),
      )
      .filter((m) => m.inUse || !ctx.profile?.otherWork?.includes(m.tool.category))
      .sort((x, y) => compare(x, y, ctx))
  );
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
  // Categories that do the same job count as one (content/tool-jobs.ts: UiPath beside Power Automate).
  const inCategory = (m: ToolMatch) =>
    chosen.filter((c) => jobOf(c.tool.category) === jobOf(m.tool.category)).length;
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
  const natives = ranked
    .filter((m) => m.native && relevant(m))
    .sort((x, y) => answers(x) - answers(y))
    .slice(0, maxNative(ctx))
    .sort((x, y) => ranked.indexOf(x) - ranked.indexOf(y));
  // A tool leads because it answers a need the executive stated: a system's AI that answers none
  // (Square AI beside staffing and marketing problems) follows the tools that do.
  const leads = (m: ToolMatch) => answersStated(m, assistantTool(approvedAssistant(ctx)));
  natives.filter(leads).forEach((m) => take(m));
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
  natives.filter((m) => !leads(m)).forEach((m) => take(m));
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
  // The first tool leads only when it answers a stated need (a filler never becomes High by its place).
  if (index === 0 && answersStated(m, assistantTool(approvedAssistant(ctx)))) return "High";
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
    description: describedFor(m.tool, ctx),
    pricing: m.tool.pricing,
    url: m.tool.url,
    ...described,
    ...(evidence.length ? { evidence } : {}),
  };
}

/** The tools of one document's context, chosen once: the roadmap, the report and the risks read them. */
export const recommendToolsFor = (ctx: Context): RecommendedTool[] => [...chosenTools(ctx)];

const chosenTools = oncePer((ctx: Context): readonly RecommendedTool[] =>
  Object.freeze(chooseTools(ctx).map((tool) => Object.freeze(inMembersWords(ctx, tool)))),
);

function chooseTools(ctx: Context): RecommendedTool[] {
  const matches = selectTools(ctx);
  const tools = matches.map((m, i) => toRecommendedTool(m, i, ctx));
  const sanctioned = assistantTool(approvedAssistant(ctx));
  return withConstraintNotes(
    withoutRepeats(inPriorityOrder(matches, tools, (m) => answersStated(m, sanctioned))),
    ctx,
  );
}
