import { seesAnythingNewFirst } from "./union-statements";
import { heldOpeningOf, stepFromHold } from "./held-opening";
import { policyDeadline } from "@/capabilities/report/content/phases";
import { monthLabel, phaseMonths, planStart } from "./calendar";
import { residencyReview } from "./residency-in-use";
import { unionNoticeOf } from "./union-notice";
import { theOwner } from "./named-people";
import { isToAppoint, whoToName } from "./owner-to-appoint";
import { inOrBeside } from "./system-in-use";
import { challengeSystem, themeSystem } from "./pilot-systems";
import { has, type Context } from "./context";
import { withDecisionSteps } from "./decision-calendar";
import { pilotPlan } from "./pilot-plan";
import { pilotTool, trialTool } from "./actions";
import { planOf } from "./plan";
import { namedDocuments } from "./plan-pilots";
import type { RecognisedTheme } from "./recognised-theme";
import { sponsorRole, themesOf } from "./roles";
import { approvedAssistant } from "./approved-assistant";
import { capitalise, lowerFirst, sentence } from "./text";

/** When the union's notice is due, counted from the report: "This week" when it is already close. */
function unionNotice(ctx: Context) {
  const notice = unionNoticeOf(ctx);
  if (!notice) return null;
  const start = planStart(ctx.input.createdAt);
  const by = (notice.giveBy - start + 1) * 30;
  return { ...notice, when: by < 14 ? "This week" : `Within ${by} days` };
}

/**
 * Who judges the first pilot at its 90-day review: the executive, unless the executive owns it;
 * then someone else the answers name, or a colleague still to name. Nobody judges their own pilot.
 */
function judgeOf(ctx: Context, owner: string | undefined): string {
  if (owner !== sponsorRole(ctx)) return `the ${sponsorRole(ctx)}`;
  const other = ctx.people.find((p) => p.label !== owner)?.label;
  return other
    ? `${theOwner(other)}, who does not run the pilot,`
    : "a colleague you name who does not run the pilot";
}

/**
 * The coming weeks, timed as the plan is: the pilot starts within 60 days when it starts in
 * phase 1, and once the foundation is in place (after the 90-day review) at a measured pace.
 */

/**
 * The work a pilot does, to name a system's AI for it: documents the executive named by their
 * name alone ("drafting the SGI and WCB progress reports", never the visit notes they come "on
 * top of"); any other by its words too ("chart notes after hours").
 */
const pilotWork = (theme: RecognisedTheme): string =>
  namedDocuments(theme)
    ? `${theme.name} ${theme.title}`
    : `${theme.name ?? ""} ${theme.quote} ${theme.action}`;

export function buildNextSteps(ctx: Context, recommended: readonly string[]): string[] {
  const steps: string[] = [];
  const { firstPilot, lead } = planOf(ctx);
  const first = lead?.challenge;
  const plan = first && pilotPlan(ctx, first);
  // The first pilot: a chosen challenge's (answering the executive's words, if one does), or the
  // executive's own written problem's, measured by its theme.
  const owned = plan ?? (lead?.theme && { owner: lead.theme.owner, metric: lead.theme.measure });
  steps.push(
    lead && owned
      ? owned.owner === sponsorRole(ctx)
        ? `This week: you take on the pilot on ${lead.name} yourself and agree ${owned.metric} as the measure.`
        : isToAppoint(owned.owner)
          ? `This week: the ${sponsorRole(ctx)} appoints ${whoToName(owned.owner)} to own the pilot on ${lead.name} and agrees ${owned.metric} as the measure.`
          : `This week: the ${sponsorRole(ctx)} names ${theOwner(owned.owner)} as owner of the pilot on ${lead.name} and agrees ${owned.metric} as the measure.`
      : `This week: name an executive sponsor for AI at ${ctx.company} and agree the one measure that will show progress.`,
  );
  // A union body that sees anything new first sees the policy and the assistant before staff do.
  const seesFirst = seesAnythingNewFirst(ctx.constraints);
  if (!has(ctx, "ai_policy")) {
    steps.push(
      seesFirst
        ? `${capitalise(policyDeadline[ctx.pace].within)}: take the AI use policy and ${approvedAssistant(ctx)} to ${seesFirst}, which sees anything new first; once it has seen them, publish the policy and make ${approvedAssistant(ctx)} the approved default.`
        : `${capitalise(policyDeadline[ctx.pace].within)}: publish the AI use policy and make ${approvedAssistant(ctx)} the approved default.`,
    );
  }
  // Tools in use are held to a residency rule too, before anything new starts.
  const review = residencyReview(ctx);
  if (review) steps.push(`Within 30 days: ${lowerFirst(review)}.`);
  // A freeze over the plan's opening dates every step from the month it lifts.
  const held = heldOpeningOf(ctx.answers, ctx.input.createdAt);
  let pilotStep: string | null = null;
  if (first && plan?.app) {
    // The tool Phase 1 runs the pilot on, never a second one for the same work.
    const named = firstPilot.phase === 0 ? pilotTool(ctx, first, recommended) : undefined;
    const tool = named && trialTool([named], ctx, true);
    const start = plan.startsOnce
      ? `as soon as it has ${lowerFirst(plan.startsOnce.replace(/[.\s]+$/, ""))}`
      : "with the baseline recorded first";
    // Work the executive named leads by their name for it, as it does on the roadmap (review r23).
    const work = lead.theme?.themeId === "own-words" ? lead.name : lowerFirst(plan.app.application);
    const system = challengeSystem(ctx, first);
    const how = system ? ` ${inOrBeside(ctx, system, tool, work)},` : tool ? ` with ${tool}` : "";
    pilotStep = `${firstPilot.when}: start the pilot on ${work}${how} ${start}.`;
  } else if (lead?.theme) {
    const system = themeSystem(ctx, lead.theme);
    const where = system ? ` ${inOrBeside(ctx, system, undefined, pilotWork(lead.theme))},` : ",";
    pilotStep = `${firstPilot.when}: start the pilot on ${lead.name}${where} ${lead.theme.stated ? "from the figures you gave" : "with the baseline recorded first"}.`;
  }
  const governance = themesOf(ctx)
    .filter((t) => t.placement === "governance")
    .slice(0, 1)
    .map((theme) => {
      const notice = theme.themeId === "union" ? unionNotice(ctx) : null;
      if (notice)
        return `${notice.when}: ${notice.act} (the pilot starts in ${monthLabel(notice.pilotStarts)}); then ${lowerFirst(sentence(theme.action.replace(/^Share the pilot plan with the union before it starts, /, "")))}`;
      const action =
        theme.themeId === "union" && seesFirst
          ? theme.action.replace(
              /^Share the pilot plan with the union before it starts/,
              `Take the pilot plan to ${seesFirst} before it starts`,
            )
          : theme.action;
      return `Within 60 days: ${lowerFirst(sentence(action))}`;
    });
  // What the union sees first comes before the pilot it sees.
  if (seesFirst) steps.push(...governance);
  if (pilotStep && firstPilot.phase === 0) steps.push(pilotStep);
  if (!seesFirst) steps.push(...governance);
  const measure = owned ? owned.metric : "the results";
  const judge = judgeOf(ctx, owned?.owner);
  // A pilot the season tests is read after it, never at 90 days before it has opened (review r26).
  const readAfterSeason = planOf(ctx).seasonResults;
  steps.push(
    firstPilot.phase !== 0
      ? `${foundationCheck(ctx, held !== null)}: the ${sponsorRole(ctx)} checks the foundation is in place, with a baseline for ${measure}.`
      : readAfterSeason
        ? `Within 90 days: ${judge} checks the pilot is running before the season opens, with ${measure} for the season before as its baseline; in ${readAfterSeason}, after the season, ${judge} reviews it against that baseline and decides whether the pilot continues, changes or stops.`
        : `Within 90 days: ${judge} reviews ${measure} against the baseline, then decides whether the pilot continues, changes or stops.`,
  );
  if (pilotStep && firstPilot.phase === 1) steps.push(pilotStep);
  return withDecisionSteps(ctx, steps).map((step) => stepFromHold(step, held));
}

/**
 * When the foundation is checked: at phase 1's gate, by the month it ends, never a second date
 * for it (review r21); counted from the month a freeze on new work lifts where one holds the
 * plan's opening (stepFromHold dates it).
 */
function foundationCheck(ctx: Context, held: boolean): string {
  if (held) return "Within 90 days";
  const { last } = phaseMonths(planOf(ctx).phases[0].duration, planStart(ctx.input.createdAt));
  return `By the end of ${monthLabel(last)}, at the first decision gate`;
}
