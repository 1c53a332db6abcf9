import type { Initiative } from "@/model/documents/report-schemas";
import { theOwner } from "./named-people";
import { pilotPlan } from "./pilot-plan";
import { pilotTool } from "./actions";
import { challengeSystem } from "./pilot-systems";
import { runsIn } from "./system-in-use";
import type { Context } from "./context";
import { onWhatWasTried, runsBeforePilots } from "./plan-pilots";
import { pilotChallenges, planOf } from "./plan";
import { alsoInYourWords, isInChallengePilot, isOwnPilot, themeConditions } from "./own-pilots";
import { themesOf } from "./roles";
import { lowerFirst, sentence } from "./text";

/** A pilot's tool where no recommended tool does its kind of work. */
export const TOOL_TO_CHOOSE = "a tool to be chosen in phase 1";

/**
 * One initiative per priority challenge, with its owner, baseline, target and dependency: those
 * that start in phases 1 and 2, or (`queued`) those that wait for phase 3.
 */
export function pilotInitiatives(
  ctx: Context,
  recommended: readonly string[],
  queued = false,
): Initiative[] {
  const waiting = planOf(ctx).queued.slugs;
  return pilotChallenges(ctx).flatMap((challenge) => {
    const plan = pilotPlan(ctx, challenge);
    if (!plan.app || waiting.includes(challenge.slug) !== queued) return [];
    const tools = [pilotTool(ctx, challenge, recommended) ?? []].flat();
    // No tool in the list does this kind of work: the system in use that covers it runs it, else
    // none is named rather than a wrong one.
    const system = challengeSystem(ctx, challenge);
    const tool = tools[0] ?? system?.name ?? TOOL_TO_CHOOSE;
    const where = system && !tool.startsWith(system.name) ? `, ${runsIn(ctx, system)}` : "";
    // Work people do without a tool (a privacy impact assessment) names none (review r22).
    const using = plan.app.noTool ? "" : ` (${tool}${where})`;
    return [
      {
        action: `${plan.app.application}${using}, for “${challenge.text}”${alsoInYourWords(ctx, challenge.slug)}`,
        owner: plan.owner,
        baseline: plan.baseline,
        target: plan.target,
        ...(plan.dependsOn ? { dependsOn: plan.dependsOn } : {}),
      },
    ];
  });
}

/**
 * What the executive wrote in their own words, placed in the roadmap as owned work: the pilots
 * on their own written problems (`own`), and the rest.
 */
export function themeInitiatives(ctx: Context): {
  own: Initiative[];
  other: Initiative[];
  queued: Initiative[];
  /** Work that must be done before the pilots: a leaving person's, or the clean-up put first. Phase 1, whatever the pace. */
  leaving: Initiative[];
} {
  const initiatives = {
    own: [] as Initiative[],
    other: [] as Initiative[],
    queued: [] as Initiative[],
    leaving: [] as Initiative[],
  };
  const waiting = planOf(ctx).queued.themes;
  for (const theme of themesOf(ctx)) {
    const { placement, pilot, title, action, owner } = theme;
    if (placement !== "roadmap" || !pilot || isInChallengePilot(ctx, theme)) continue;
    const dependsOn = themeConditions(ctx, theme);
    const kind = runsBeforePilots(ctx, theme)
      ? "leaving"
      : waiting.includes(theme)
        ? "queued"
        : isOwnPilot(ctx, theme)
          ? "own"
          : "other";
    // An own problem's pilot is quoted where it is introduced (the brief, the key challenges); other
    // work keeps its quotation wherever it waits (whose work it is: the executive's own use).
    // Work on what was already tried keeps the words that tell it.
    const said =
      isOwnPilot(ctx, theme) || (kind === "leaving" && !onWhatWasTried(theme))
        ? unquoted(action, theme.quote)
        : action;
    initiatives[kind].push({
      action: `${title}: ${lowerFirst(said)}`,
      owner,
      ...pilot,
      ...(dependsOn ? { dependsOn } : {}),
    });
  }
  return initiatives;
}

/** An action without its parenthesised quotation: "(you wrote “…”)", "(“…”)". */
const unquoted = (action: string, quote: string): string =>
  action
    .replace(`(you wrote “${quote}”)`, "")
    .replace(`(“${quote}”)`, "")
    .replace(/\s+(?=[\s,:;.]|$)/g, "");

/**
 * An initiative's line among the phase's implementations: its name, owner and target. Work that is
 * no pilot of its own (`beside`: turning the AI use described into evidence, removing an obstacle)
 * says so, so the pilots listed are as many as the phase says it runs.
 */
export function implementationLine(i: Initiative, beside = false): string {
  // A theme's action is "Title: what to do" (a colon inside a quotation is not the end of it).
  const name = /^((?:“[^”]*”|[^“])*?): /.exec(i.action)?.[1] ?? i.action;
  const line = `${name}: owned by ${theOwner(i.owner)}; target ${lowerFirst(sentence(i.target))}`;
  return beside ? `Beside the pilots, ${lowerFirst(line)}` : line;
}
