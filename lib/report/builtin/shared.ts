import {
  departmentOptions,
  labelOf,
  platformOptions,
  type Department,
} from "@/lib/assessment/options";
import { platformAiFor } from "@/lib/report/content/platforms";
import { doesApplication } from "@/lib/report/content/tool-work";
import { findTool, toolCatalogue } from "@/lib/report/content/tools";
import type {
  CatalogueTool,
  ChallengeApplication,
  EnterprisePlatform,
} from "@/lib/report/content/types";
import { brokenBy } from "./constraint-fit";
import type { StatedConstraint } from "./constraints";
import { fitsCompany, isNative, isQuickToStart, runs } from "./tool-fit";
import { ownUseSentence } from "./own-use";
import { has, type ChosenChallenge, type Context } from "./context";
import { assistantInPlace, copilotChatNextStep, copilotQuestion } from "./in-place";
import { prerequisiteContradicted, toConfirm } from "./ai-to-confirm";
import { systemDoing } from "./held-systems";
import { planOf } from "./plan";
import { problemKind } from "./problem-kinds";
import { themesOf } from "./roles";
import { joinPhrases, lowerFirst } from "./text";

/** Facts several sections share, worked out once per document. */

export const departmentLabel = (d: Department): string => labelOf(departmentOptions, d);

/** A catalogue tool the organization can use: it fits its size, budget, industry and systems. */
export function usableTool(name: string, ctx: Context): boolean {
  const tool = findTool(name);
  return tool !== undefined && fitsCompany(tool, ctx);
}

/** How well a tool sits with what the company runs: its own AI, a tool that connects, or neither. */
function homeClass(tool: CatalogueTool, ctx: Context): number {
  if (isNative(tool, ctx)) return 0;
  const connects = [...tool.platforms, ...(tool.integratesWith ?? [])].some((ref) =>
    runs(ctx, ref),
  );
  return connects ? 1 : 2;
}

/** The tool serves the application's department and does its kind of work, on its subject (content/tool-work.ts). */
export const canDo = (tool: CatalogueTool, app: ChallengeApplication): boolean =>
  doesApplication(tool, app);

/**
 * The usable tools to name for a challenge, for `application` when given (only tools that
 * serve its department and do its kind of work: never a hiring tool for a coding pilot, nor a
 * workflow tool for a prediction). The list order of the challenge mapping decides the kind of
 * tool (best fit first); among tools of the same kind (category), what the company runs or
 * connects to comes first, then those already recommended.
 */
export function toolsFor(
  challenge: ChosenChallenge,
  ctx: Context,
  recommended: readonly string[] = [],
  application?: ChallengeApplication,
): string[] {
  // What a system the company runs already does is not sold again (systemDoing).
  const apps = (application ? [application] : (challenge.mapping?.applications ?? [])).filter(
    (app) => !systemDoing(ctx.answers, challenge.mapping?.tools ?? [], app),
  );
  const listed = (challenge.mapping?.tools ?? []).map((name) => findTool(name));
  // A system the company runs whose own AI does the work is asked first (7shifts' forecasts).
  const running = toolCatalogue.filter(
    (tool) =>
      tool.system !== undefined &&
      runs(ctx, tool.system) &&
      !listed.includes(tool) &&
      apps.some((app) => canDo(tool, app)),
  );
  // A listed tool is named only for work it does: a meeting recorder is no document search.
  const tools = [...running, ...listed]
    .filter((tool): tool is CatalogueTool => tool !== undefined && fitsCompany(tool, ctx))
    .filter((tool) => apps.some((app) => canDo(tool, app)));
  const kind = (tool: CatalogueTool) => tools.findIndex((t) => t.category === tool.category);
  const key = (tool: CatalogueTool, index: number) => [
    kind(tool),
    homeClass(tool, ctx),
    recommended.includes(tool.name) ? 0 : 1,
    index,
  ];
  return tools
    .map((tool, index) => ({ tool, key: key(tool, index) }))
    .sort((x, y) => {
      for (let i = 0; i < x.key.length; i++) if (x.key[i] !== y.key[i]) return x.key[i] - y.key[i];
      return 0;
    })
    .map(({ tool }) => tool.name);
}

/** The tools `toolsFor` names that the report recommends: the roadmap names no other (issue 34). */
export const recommendedFor = (
  challenge: ChosenChallenge,
  ctx: Context,
  recommended: readonly string[],
  application?: ChallengeApplication,
): string[] =>
  toolsFor(challenge, ctx, recommended, application).filter((name) => recommended.includes(name));

/** The first application for a challenge, led where possible by a department the executive named. */
export function applicationFor(
  challenge: ChosenChallenge,
  ctx: Context,
): ChallengeApplication | undefined {
  const apps = challenge.mapping?.applications ?? [];
  return apps.find((app) => ctx.focusDepartments.includes(app.department)) ?? apps[0];
}

/** The catalogue tool behind each assistant `approvedAssistant` names, where the names differ. */
const ASSISTANT_TOOL: Readonly<Record<string, string>> = {
  "Gemini in Google Workspace": "Google Gemini",
  "Claude Team": "Claude",
  "a business plan of ChatGPT or Claude": "ChatGPT Business",
  "the free ChatGPT plan": "ChatGPT (free plan)",
  "the free Claude plan": "Claude (free plan)",
};
export const assistantTool = (assistant: string): string => ASSISTANT_TOOL[assistant] ?? assistant;

/** The assistant that keeps everything on the company's computers, when constraints rule out every hosted one. */
export const LOCAL_ASSISTANT = "Ollama";

/**
 * The constraint that calls for AI on the company's own computers: a Nation's data kept in its
 * possession (OCAP), or whatever ruled out every hosted assistant.
 */
export function constraintForOwnComputers(ctx: Context): StatedConstraint | undefined {
  const ocap = ctx.constraints.find((c) => c.id === "ocap");
  if (ocap || approvedAssistant(ctx) !== LOCAL_ASSISTANT) return ocap;
  return ctx.constraints.find((c) => c.class !== "union" && c.class !== "consent");
}

/**
 * The business plan already in place, else the suite's assistant, else a business plan (the one
 * the executive uses first), in order.
 */
function assistantCandidates(ctx: Context): string[] {
  const inPlace = assistantInPlace(ctx.inPlace);
  if (inPlace) return [inPlace === "Claude" ? "Claude Team" : inPlace];
  if (ctx.platforms.includes("microsoft365")) return ["Microsoft 365 Copilot Chat"];
  if (runs(ctx, "google-education")) return ["Gemini for Education"];
  // Gmail or Sheets alone may be a free account: Gemini is approved only on a Workspace plan.
  if (runs(ctx, "google-workspace") && !toConfirm(ctx, "Google Gemini"))
    return ["Gemini in Google Workspace"];
  if (ctx.tools.includes("claude") && !ctx.tools.includes("chatgpt"))
    return ["Claude Team", "ChatGPT Business"];
  if (ctx.tools.includes("chatgpt")) return ["ChatGPT Business", "Claude Team"];
  return ["a business plan of ChatGPT or Claude", "Claude Team"];
}

/**
 * The assistant to approve company-wide: the one included in the suite the company runs
 * (never a separate ChatGPT or Claude plan beside Microsoft 365 or Google Workspace), else a
 * business plan of the assistant the executive already uses; one that runs on the company's
 * own computers when the executive's constraints rule those out (data kept in Canada, no budget).
 */
export function approvedAssistant(ctx: Context): string {
  const candidates = assistantCandidates(ctx);
  const broken = (name: string) => {
    const tool = findTool(assistantTool(name));
    return tool && brokenBy(tool, ctx);
  };
  const hosted = candidates.find((name) => !broken(name));
  if (hosted) return hosted;
  // A budget alone never calls for a server of one's own: the free plan of the assistant in use fits it.
  const budgetOnly = candidates.every((name) => broken(name)?.class === "budget");
  const free = freeAssistant(ctx);
  return budgetOnly && !broken(free) ? free : LOCAL_ASSISTANT;
}

/** The free plan of the assistant the executive uses (ChatGPT's unless they use only Claude). */
const freeAssistant = (ctx: Context): string =>
  ctx.tools.includes("claude") && !ctx.tools.includes("chatgpt")
    ? "the free Claude plan"
    : "the free ChatGPT plan";

/** True when the approved assistant is a free plan the budget allows, not a business one. */
export const freePlanApproved = (ctx: Context): boolean =>
  /^the free (?:ChatGPT|Claude) plan$/.test(approvedAssistant(ctx));

/** What to do next with the AI of one platform the company runs. */
export interface PlatformAiStep {
  platform: EnterprisePlatform;
  /** The catalogue tool to name. */
  tool: string;
  /** The executive already uses it: measure and extend, never "turn it on". */
  inUse: boolean;
  /** No extra licence cost. */
  included: boolean;
  /** Not in use, included and quick to start: a quick-win candidate. */
  quickWin: boolean;
  /** Paid, not in use and its plan known: tried with a small group before it extends. */
  pilotGroup: boolean;
  title: string;
  action: string;
  /** What is included and what costs extra, in one sentence. */
  licenceNote: string;
}

/** A pilot group of ten to twenty is more than a firm of fifty has: there, the few heaviest users. */
const PILOT_GROUP = /a pilot group of 10 to 20 heavy meeting and document users/;

/** A platform's first step, sized to the company. */
export const switchOnFirst = (entry: { switchOnFirst: string }, ctx: Context): string =>
  ctx.sizeBand === "micro" || ctx.sizeBand === "small"
    ? entry.switchOnFirst.replace(
        PILOT_GROUP,
        "the two or three people who write and meet the most",
      )
    : entry.switchOnFirst;

/** The next step with each platform's AI, in platform order; none for AI the constraints rule out. */
export function platformAiSteps(ctx: Context): PlatformAiStep[] {
  return ctx.platforms.flatMap((platform) => {
    const entry = platformAiFor(platform);
    if (!entry) return [];
    const copilot = platform === "microsoft365" ? ctx.copilot : null;
    const inUse = copilot !== null;
    const name = copilot === "paid" && entry.addOn ? entry.addOn.tool : entry.tool;
    const tool = findTool(name);
    if (tool && brokenBy(tool, ctx)) return [];
    // The version the company runs does not carry it: no step asks about it.
    if (prerequisiteContradicted(ctx.answers, name)) return [];
    const open = toConfirm(ctx, name);
    const included = copilot !== "paid" && tool?.price.kind === "included" && !open;
    return [
      {
        platform,
        tool: name,
        inUse,
        included,
        quickWin: !inUse && included && tool !== undefined && isQuickToStart(tool),
        pilotGroup: !open && !inUse && !included,
        title: open
          ? `Ask whether ${name} comes with your ${labelOf(platformOptions, platform)}`
          : copilot === "unclear"
            ? "Find out which Copilot is in use, then measure it"
            : inUse
              ? `Measure ${name} and extend it where it pays`
              : included
                ? `Switch on ${name}`
                : `Pilot ${name} with a small group`,
        action: open
          ? open.question
          : copilot === "unclear"
            ? copilotQuestion(name)
            : copilot === "chat"
              ? copilotChatNextStep(name)
              : inUse
                ? entry.nextStep
                : switchOnFirst(entry, ctx),
        licenceNote: entry.licenceNote,
      },
    ];
  });
}

/** "Sales and Marketing", or a sensible default when no department was named. */
export function leadDepartment(ctx: Context): string {
  return ctx.focusDepartmentLabels[0] ?? "Operations";
}

/** A scoped problem named by its opening words, “Our recall backlog is about 1,100 patients…”, never "a problem you described". */
function openingWords(quote: string): string {
  const text = quote.replace(/[“”]/g, "").trim();
  // Its first clause when that says enough: "Forty percent of our clients are new each year".
  const first = text.split(/[;:]\s/)[0]!;
  const words = (first.split(/\s+/).length >= 5 ? first : text).split(/\s+/);
  const cut = words.length > 12;
  const kept = words
    .slice(0, cut ? 10 : words.length)
    .join(" ")
    .replace(/[.,;:!?…]+$/u, "")
    .replace(
      /(?:\s+(?:by|of|to|for|with|from|the|a|an|and|or|in|on|at|because|that|which|who|de|du|des|la|le|les|et|à|au|en|par|pour|parce|que|qui))+$/iu,
      "",
    );
  return `“${kept}${cut || first !== text ? "…" : ""}”`;
}

export function challengeList(ctx: Context): string {
  const texts = ctx.challenges.map((c) => lowerFirst(c.text));
  // The executive's problems by the names the report gives them, a scoped one by its opening words;
  // one a chosen challenge's pilot answers is that challenge.
  if (ctx.otherChallenge) {
    const joined = planOf(ctx).ownInChallenges.map((x) => x.theme);
    const named = themesOf(ctx).flatMap((t) =>
      t.field === "otherChallenge" && !joined.includes(t)
        ? t.scoping
          ? `${openingWords(t.quote)}, to be scoped with you`
          : (problemKind(t.kind)?.name ?? t.name ?? [])
        : [],
    );
    if (named.length) texts.push(...new Set(named));
    else if (!joined.length) texts.push("the problem you described in your own words");
  }
  return joinPhrases(texts);
}

/** Under 50 people the owner decides what a steering committee would elsewhere. */
export const ownerDecides = (ctx: Context): boolean =>
  ctx.sizeBand === "micro" || ctx.sizeBand === "small";

/** The ceiling the executive set on new spending, as stated ("C$50 a month"); null when none. */
export const statedCap = (ctx: Context): string | null =>
  ctx.constraints.find((c) => c.id === "budget-cap")?.cap ?? null;

/** What governance the organization has, and what it lacks, in words. */
export function governanceGaps(ctx: Context): string[] {
  const gaps: string[] = [];
  // Under 50 people: a one-page policy and a monthly spending line, no committee.
  const small = ownerDecides(ctx);
  if (!has(ctx, "ai_policy")) gaps.push(small ? "a one-page AI use policy" : "an AI use policy");
  if (!has(ctx, "steering_committee") && !small) gaps.push("an AI steering group");
  // A ceiling the executive set is the line: sized to it, never an unsized one.
  const cap = statedCap(ctx);
  if (!has(ctx, "dedicated_budget"))
    gaps.push(
      cap
        ? `a spending line for AI tools held to the ${cap} you set`
        : small
          ? "a monthly spending line for AI tools"
          : "a dedicated AI budget",
    );
  // A firm of ten has no champions' network: one colleague who tries the tools first.
  if (!has(ctx, "internal_champions"))
    gaps.push(
      ctx.sizeBand === "micro"
        ? "one colleague who tries AI first and shows the others"
        : "named AI champions",
    );
  return gaps;
}

/** The executive's own tools, for sentences. */
export const toolsSentence = (ctx: Context): string => ownUseSentence(ctx.ownUse);
