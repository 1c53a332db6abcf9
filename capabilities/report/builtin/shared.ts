import { departmentOptions, labelOf, type Department } from "@/model/assessment/options";
import { capNamed } from "./spending-cap";
import { doesApplication } from "@/capabilities/report/content/tool-work";
import { findTool, toolCatalogue } from "@/capabilities/report/content/tools";
import type { CatalogueTool, ChallengeApplication } from "@/capabilities/report/content/types";
import { fitsCompany, isNative } from "./tool-fit";
import { ownUseSentence } from "./own-use";
import { has, runs, type ChosenChallenge, type Context } from "./context";
import { systemDoing } from "./held-systems";
import { meansGranted } from "./friction-sentences";

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

/** "Sales and Marketing", or a sensible default when no department was named. */
export function leadDepartment(ctx: Context): string {
  return ctx.focusDepartmentLabels[0] ?? "Operations";
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
  const budget = ctx.constraints.find((c) => c.id === "budget-cap");
  if (!has(ctx, "dedicated_budget") && !meansGranted(ctx.answers))
    gaps.push(
      budget?.capScope
        ? `a spending line for AI tools inside the ${capNamed(budget)} you set`
        : budget?.cap
          ? `a spending line for AI tools held to the ${budget.cap} you set`
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
