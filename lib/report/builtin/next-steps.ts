import { has, type Context } from "./context";
import { pilotPlan, pilotTool, trialTool } from "./actions";
import { planOf } from "./plan";
import { sponsorRole, themesOf } from "./roles";
import { approvedAssistant } from "./shared";
import { lowerFirst, sentence } from "./text";

/**
 * The coming weeks, timed as the plan is: the pilot starts within 60 days when it starts in
 * phase 1, and once the foundation is in place (after the 90-day review) at a measured pace.
 */
export function buildNextSteps(ctx: Context, recommended: readonly string[]): string[] {
  const steps: string[] = [];
  const { firstPilot } = planOf(ctx);
  const first = ctx.challenges[0];
  const plan = first && pilotPlan(ctx, first);
  steps.push(
    first && plan
      ? plan.owner === sponsorRole(ctx)
        ? `This week: you take on “${first.text}” yourself and agree ${plan.metric} as the measure.`
        : `This week: the ${sponsorRole(ctx)} names the ${plan.owner} as owner of “${first.text}” and agrees ${plan.metric} as the measure.`
      : `This week: name an executive sponsor for AI at ${ctx.company} and agree the one measure that will show progress.`,
  );
  if (!has(ctx, "ai_policy")) {
    steps.push(
      `Within 30 days: publish the AI use policy and make ${approvedAssistant(ctx)} the approved default.`,
    );
  }
  let pilotStep: string | null = null;
  if (first && plan?.app) {
    // The tool Phase 1 runs the pilot on, never a second one for the same work.
    const named = firstPilot.phase === 0 ? pilotTool(ctx, first, recommended) : undefined;
    const tool = named && trialTool([named], ctx, true);
    const start = plan.dependsOn
      ? `as soon as it has ${lowerFirst(plan.dependsOn.replace(/[.\s]+$/, ""))}`
      : "with the baseline recorded first";
    pilotStep = `${firstPilot.when}: start the pilot on ${lowerFirst(plan.app.application)}${tool ? ` with ${tool}` : ""} ${start}.`;
  }
  if (pilotStep && firstPilot.phase === 0) steps.push(pilotStep);
  for (const theme of themesOf(ctx)
    .filter((t) => t.placement === "governance")
    .slice(0, 1)) {
    steps.push(`Within 60 days: ${lowerFirst(sentence(theme.action))}`);
  }
  const measure = plan ? plan.metric : "the results";
  steps.push(
    firstPilot.phase === 0
      ? `Within 90 days: the ${sponsorRole(ctx)} reviews ${measure} against the baseline and decides whether the pilot continues, changes or stops.`
      : `Within 90 days: the ${sponsorRole(ctx)} checks the foundation is in place and ${measure} has its baseline.`,
  );
  if (pilotStep && firstPilot.phase === 1) steps.push(pilotStep);
  return steps;
}
