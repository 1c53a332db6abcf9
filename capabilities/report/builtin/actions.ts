import { quickWinTimeframes } from "@/capabilities/report/content/phases";
import { theOwner } from "./named-people";
import { datedFromHold, heldOpeningOf } from "./held-opening";
import { scopingStep } from "@/capabilities/report/content/problem-kinds";
import { findTool } from "@/capabilities/report/content/tools";
import type { ChallengeApplication } from "@/capabilities/report/content/types";
import { doesApplication } from "@/capabilities/report/content/tool-work";
import type { RoadmapContent } from "@/model/documents/roadmap-schemas";
import { has, type ChosenChallenge, type Context } from "./context";
import { isQuickToStart } from "./tool-fit";
import { conditionsFor, withConditions } from "./work-conditions";
import { consentCondition } from "./constraint-gates";
import { ownToolFor } from "./own-tools";
import { systemDoing } from "./held-systems";
import { isInUse, isRunningSystem } from "./tool-fit";
import { closedNow, holdsBack, planOf } from "./plan";
import { boardShown } from "./role-scale";
import { ownerRole, sponsorRole, themesOf } from "./roles";
import { recommendedFor } from "./shared";
import { approvedAssistant } from "./approved-assistant";
import { platformAiSteps } from "./platform-ai-steps";
import { capitalise, possessive, sentence } from "./text";
import { pilotPlan } from "./pilot-plan";
import { systemsOwner } from "./recommendations";
import { grantsMeans } from "./friction-sentences";
import { constraintQuotes } from "./constraint-quotes";
import { dataLeakIn } from "./data-incident";

type QuickWin = RoadmapContent["quickWins"][number];
type Timed<T> = Omit<T, "timeframe">;

const isRecording = (name: string) => findTool(name)?.records === true;

/** The tool a challenge's pilot runs on, the one Phase 1 and the Next Steps both name. */
/** A system the company runs that the challenge lists for this work (7shifts for shift swaps). */
function runningToolFor(
  ctx: Context,
  challenge: ChosenChallenge,
  app: ChallengeApplication,
): { name: string } | undefined {
  return (challenge.mapping?.tools ?? [])
    .map((name) => findTool(name))
    .find((t) => t !== undefined && doesApplication(t, app) && isRunningSystem(t, ctx));
}

export function pilotTool(
  ctx: Context,
  challenge: ChosenChallenge,
  recommended: readonly string[],
): string | undefined {
  const app = pilotPlan(ctx, challenge).app;
  if (!app) return undefined;
  // The AI tool the company already runs for this work is the pilot's, measured before extended.
  const own =
    ownToolFor(ctx.ownTools, app) ??
    systemDoing(ctx.answers, challenge.mapping?.tools ?? [], app) ??
    runningToolFor(ctx, challenge, app);
  return own ? `${own.name}, already in use` : recommendedFor(challenge, ctx, recommended, app)[0];
}

/**
 * A dedicated tool that can start within days and is not in use yet, rather than platform AI
 * switched on anyway; none while the first pilot waits for the foundation, and no agent
 * answering customers while the brief holds that back. `anyKind`: the pilot's own tool is named
 * whatever its kind, so the Next Steps name what Phase 1 names.
 */
export function trialTool(names: string[], ctx: Context, anyKind = false): string | undefined {
  if (planOf(ctx).firstPilot.phase !== 0) return undefined;
  return names.find((name) => {
    const tool = findTool(name);
    if (!tool || (tool.answersCustomers && holdsBack(ctx, "customerAnswers"))) return false;
    // A system the company runs is no trial of something new.
    const held = isInUse(tool, ctx) || isRunningSystem(tool, ctx);
    return !held && (anyKind || (!tool.nativeTo && isQuickToStart(tool)));
  });
}

/** The company pays for an AI tool it runs: the Copilot add-on, or a paid tool in place. */
export const paysForAi = (ctx: Context): boolean =>
  ctx.copilot === "paid" ||
  ctx.inPlace.some((t) => {
    const kind = findTool(t.name)?.price.kind;
    return kind !== undefined && kind !== "included" && kind !== "free";
  });

/** A quick win that starts something new: a tool switched or turned on, a trial, a launch. */
const STARTS_NEW = /^(?:switch on|turn on|trial|launch|start|pilot)\b/i;

/** Quick wins: each takes under 30 days and is something the company is not already doing. */
/** The steps any company can take in its first weeks, those it has not taken yet first. */
function foundationSteps(ctx: Context, sponsor: string): Timed<QuickWin>[] {
  return [
    ...(has(ctx, "internal_champions")
      ? []
      : [
          {
            title: "Name two AI champions",
            description: `Pick two people at ${ctx.company}, one close to the customers and one in operations, who try the approved tools first and bring back what worked and what did not.`,
            owner: sponsor,
          },
        ]),
    ...(has(ctx, "steering_committee")
      ? []
      : [
          {
            title: "Hold a monthly 30-minute AI review",
            description:
              "The sponsor and each trial's owner: what was tried, the figure it moved, and what stops or goes further next month.",
            owner: sponsor,
          },
        ]),
    {
      title: "Ask each team which AI tools it already uses",
      description: `Free or paid, and for what: the list shows where ${possessive(ctx.company)} information already goes and which tools to approve first.`,
      owner: sponsor,
    },
  ];
}

const withConsent = (consent: string | null) =>
  consent ? ` ${sentence(capitalise(consent))}` : "";

/** A leak the executive described ("an employee emailed a client list to a personal account") shapes the policy. */
const leakLesson = (ctx: Context): string => {
  const leak = dataLeakIn(ctx.answers);
  return leak
    ? ` Say where client and staff data may and may not be sent, in AI tools or not, and walk every employee through it, since it has happened before: you wrote “${leak}”.`
    : "";
};

export function buildQuickWins(ctx: Context, recommended: readonly string[]): QuickWin[] {
  let candidates: Timed<QuickWin>[] = [];
  const sponsor = sponsorRole(ctx);
  // What the executive ruled out becomes a rule of the policy, so every tool request meets it.
  // Semicolons: a rule may hold commas of its own ("...with the union first, under the agreement").
  // In the executive's own words, never restated: a paraphrase can change the rule.
  // Money the board granted ("the board approved C$250k") is the plan's budget, not a rule.
  // A floor with no network or devices is a fact the plan keeps to, no rule of AI use.
  const facts = ctx.constraints.filter((c) => c.class === "premises").map((c) => c.quote);
  const rules = constraintQuotes(ctx)
    .filter((q) => !grantsMeans(q) && !facts.includes(q))
    .map((q) => `“${q}”`)
    .join("; ");
  if (!has(ctx, "ai_policy")) {
    candidates.push({
      title: "Publish a one-page AI use policy",
      description: `List the approved tools (starting with ${approvedAssistant(ctx)}), the information that must never be entered${rules ? `, the rules you stated, in your words (${rules})` : ""}, and a named contact for questions.${leakLesson(ctx)}`,
      owner: sponsor,
    });
  } else if (rules) {
    candidates.push({
      title: "Add the rules you stated to the AI policy",
      description: `Write them into the policy in your words (${rules}), so every new tool or pilot is checked against them before it is approved.`,
      owner: sponsor,
    });
  }
  // Whose consent the executive requires is asked before their details go into any quick win's tool.
  const consent = (about: string) => consentCondition("the prompts or the tool", ctx, about);
  const quick = themesOf(ctx).filter((t) => t.placement === "quickWin");
  // The problems the report scopes with the executive are one step, whatever their number.
  const scoped = quick.filter((t) => t.scoping);
  for (const theme of quick.filter((t) => !t.scoping || t === scoped[0])) {
    const several = theme.scoping && scoped.length > 1;
    const action = several
      ? scopingStep.action.replace("{words}", scoped.map((t) => `“${t.quote}”`).join("; "))
      : theme.action;
    candidates.push({
      title: several ? scopingStep.titleOfSeveral : theme.title,
      description: `${sentence(action)}${withConsent(consent(`${theme.title} ${action}`))}`,
      owner: theme.owner,
    });
  }
  // Only AI included in what the company pays for, and not already in use, starts in days.
  const platform = platformAiSteps(ctx).find((step) => step.quickWin);
  if (platform && ctx.adoption.organisation !== "embedded") {
    candidates.push({
      title: platform.title,
      description: sentence(platform.action),
      owner: systemsOwner(ctx),
    });
  }
  // The pilot on the executive's own words needs no baseline quick win: its figures are theirs.
  const { lead } = planOf(ctx);
  const first = lead?.challenge;
  if (first) {
    const plan = pilotPlan(ctx, first);
    const tool = plan.app && trialTool(recommendedFor(first, ctx, recommended, plan.app), ctx);
    const agreed = tool
      ? withConditions(
          undefined,
          conditionsFor(
            `the ${tool} trial`,
            isRecording(tool),
            ctx,
            `${plan.app!.application} ${first.text}`,
          ),
        )
      : undefined;
    const running = pilotTool(ctx, first, recommended)?.match(/^(.+), already in use$/)?.[1];
    // A challenge the plan gives no pilot (no application fits, or the executive's rule keeps AI
    // from its work) is no tool's to choose: no baseline "before choosing a tool" for it.
    if (tool || (plan.app && !lead?.theme?.stated))
      candidates.push(
        tool
          ? {
              title: `Trial ${tool} on “${first.text}”`,
              description: `A 30-day trial run by ${theOwner(plan.owner)}: record ${plan.metric} first, then compare.${agreed ? ` ${sentence(agreed)}` : ""}`,
              owner: plan.owner,
            }
          : {
              // The system already doing the work is measured before it is tuned, never chosen anew.
              title: running
                ? `Baseline “${first.text}” in ${running}, before tuning it`
                : `Baseline “${first.text}” before choosing a tool`,
              description: `${sentence(plan.baseline)} ${capitalise(theOwner(plan.owner))} owns the figure the pilot will be judged against.`,
              owner: plan.owner,
            },
      );
  }
  if (!ctx.adoption.personal) {
    candidates.push({
      title: "Use an AI assistant yourself every week",
      description: `Draft one ${boardShown(ctx) ? "board update" : "update you would normally write yourself"}, summarise one long report and prepare one meeting with ${approvedAssistant(ctx)}. Leaders who use AI judge proposals for it better.`,
      owner: sponsor,
    });
  }
  if (ctx.adoption.organisation === "pilots" || ctx.adoption.organisation === "embedded") {
    candidates.push({
      title: "Put every running AI initiative on one page",
      description: `Owner, cost, baseline and result for each of ${possessive(ctx.company)} pilots, so the next review decides on evidence.`,
      owner: sponsor,
    });
    // Only a company that pays for AI has idle seats to move or cancel.
    if (paysForAi(ctx))
      candidates.push({
        title: "Match AI licences to real use",
        description: `Compare the seats ${ctx.company} pays for in each AI subscription with the seats used last month, and move or cancel the idle ones.`,
        owner: ownerRole(ctx, "finance"),
      });
    // With nothing paid for, the running pilots' free tools are checked for where the data goes.
    else
      candidates.push({
        title: "Check where each running pilot's data goes",
        description: `For each tool ${possessive(ctx.company)} pilots use, note where prompts and files are stored and whether the vendor trains on them, so the pilot review weighs that too.`,
        owner: sponsor,
      });
  }
  if (ctx.answers.orgPosture === "fearful" || ctx.answers.orgPosture === "curious") {
    candidates.push({
      title: "Hold an open AI conversation with staff",
      description: `Forty-five minutes: what AI is, what ${ctx.company} will and will not use it for, and an invitation to volunteer for the first trial.`,
      owner: sponsor,
    });
  }
  // In a month closed to anything new, the quick wins switch nothing on and trial nothing.
  if (closedNow(ctx)) candidates = candidates.filter((c) => !STARTS_NEW.test(c.title));
  // Every roadmap has at least three: a company with a policy, no stated problem to scope and
  // no running pilots still has these to do first (the schema refuses fewer than two).
  for (const step of foundationSteps(ctx, sponsor)) {
    if (candidates.length >= 3) break;
    candidates.push(step);
  }
  const held = heldOpeningOf(ctx.answers, ctx.input.createdAt);
  // A freeze over the plan's opening dates the quick wins from the month it lifts.
  const timeframes = quickWinTimeframes[ctx.pace].map((t) => (held ? datedFromHold(t, held) : t));
  return candidates
    .slice(0, 4)
    .map((c, i) => ({ ...c, timeframe: timeframes[i] ?? timeframes[timeframes.length - 1] }));
}
