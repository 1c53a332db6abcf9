import { departmentOptions, labelOf, type Department } from "@/lib/assessment/options";
import { findTool } from "@/lib/report/content/tools";
import { fitsCompany } from "./recommend-tools";
import type { ChallengeApplication } from "@/lib/report/content/types";
import { has, type ChosenChallenge, type Context } from "./context";
import { joinWords, lowerFirst } from "./text";

/** Facts several sections share, worked out once per document. */

export const departmentLabel = (d: Department): string => labelOf(departmentOptions, d);

/** A catalogue tool the organisation can use: its platform AI only if it runs that platform. */
export function usableTool(name: string, ctx: Context): boolean {
  const tool = findTool(name);
  if (!tool || !fitsCompany(tool, ctx)) return false;
  return tool.industries === "all" || (tool.industries as readonly string[]).includes(ctx.industry);
}

/**
 * The tools to name for a challenge: those serving the application's department first, then
 * those already recommended, then any other usable ones (stable within each group).
 */
export function toolsFor(
  challenge: ChosenChallenge,
  ctx: Context,
  recommended: readonly string[],
  department?: Department,
): string[] {
  const names = challenge.mapping?.tools.filter((n) => usableTool(n, ctx)) ?? [];
  const rank = (name: string) =>
    (department && findTool(name)?.departments.includes(department) ? 0 : 2) +
    (recommended.includes(name) ? 0 : 1);
  return names
    .map((name, index) => ({ name, index }))
    .sort((x, y) => rank(x.name) - rank(y.name) || x.index - y.index)
    .map(({ name }) => name);
}

/** The first application for a challenge, led where possible by a department the executive named. */
export function applicationFor(
  challenge: ChosenChallenge,
  ctx: Context,
): ChallengeApplication | undefined {
  const apps = challenge.mapping?.applications ?? [];
  return apps.find((app) => ctx.focusDepartments.includes(app.department)) ?? apps[0];
}

/** The assistant to approve company-wide, given the platforms and tools already in use. */
export function approvedAssistant(ctx: Context): string {
  if (ctx.platforms.includes("microsoft365")) return "Microsoft 365 Copilot Chat";
  if (ctx.systems.some((s) => s.id === "google-workspace") || ctx.tools.includes("gemini"))
    return "Gemini in Google Workspace";
  if (ctx.tools.includes("claude") && !ctx.tools.includes("chatgpt")) return "Claude Team";
  if (ctx.tools.includes("chatgpt")) return "ChatGPT Business";
  return "a business plan of ChatGPT or Claude";
}

/** "Sales and Marketing", or a sensible default when no department was named. */
export function leadDepartment(ctx: Context): string {
  return ctx.focusDepartmentLabels[0] ?? "Operations";
}

export function challengeList(ctx: Context): string {
  const texts = ctx.challenges.map((c) => lowerFirst(c.text));
  if (ctx.otherChallenge) texts.push(`“${ctx.otherChallenge.replace(/[.\s]+$/, "")}”`);
  return joinWords(texts);
}

/** What governance the organisation has, and what it lacks, in words. */
export function governanceGaps(ctx: Context): string[] {
  const gaps: string[] = [];
  if (!has(ctx, "ai_policy")) gaps.push("an AI use policy");
  if (!has(ctx, "steering_committee")) gaps.push("an AI steering group");
  if (!has(ctx, "dedicated_budget")) gaps.push("a dedicated AI budget");
  if (!has(ctx, "internal_champions")) gaps.push("named AI champions");
  return gaps;
}

/** The executive's own tools, for sentences. */
export function toolsSentence(ctx: Context): string {
  if (!ctx.toolLabels.length) return "does not yet use AI tools personally";
  return `personally uses ${joinWords(ctx.toolLabels)}`;
}
