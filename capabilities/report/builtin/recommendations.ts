import { theOwner } from "./named-people";
import type { Priority } from "@/capabilities/report/content/types";
import type { RoadmapContent } from "@/model/documents/roadmap-schemas";
import { has, type Context } from "./context";
import { systemDoing, vendorsToAsk } from "./held-systems";
import { inOrBeside } from "./system-in-use";
import { challengeSystem } from "./pilot-systems";
import { pilotChallenges, planOf } from "./plan";
import { alsoInYourWords, ownPilotRecommendations } from "./own-pilots";
import { companyRole, sponsorRole } from "./roles";
import { governanceGaps, recommendedFor } from "./shared";
import { approvedAssistant } from "./approved-assistant";
import { platformAiSteps } from "./platform-ai-steps";
import { capitalise, joinWords, lowerFirst, possessive, sentence } from "./text";
import { pilotPlan } from "./pilot-plan";
import { firstPilotTimeframe, pilotsPhaseClosed } from "./closed-phase";
import { challengeSeasonWait, seasonTimeframe } from "./season-start";
import { trialUnderWay } from "./trial-decision";

type Recommendation = RoadmapContent["recommendations"][number];
type Timed<T> = Omit<T, "timeframe">;

function governanceRecommendation(ctx: Context): Timed<Recommendation> {
  const gaps = governanceGaps(ctx);
  const owner = sponsorRole(ctx);
  if (!has(ctx, "ai_policy")) {
    const covering =
      ctx.adoption.organisation === "none"
        ? "before anyone starts"
        : "covering the use already under way";
    return {
      title: "Publish an AI use policy and approve one secure assistant",
      description: `${ctx.company} has no written AI policy yet. Publish one page ${covering}: approved tools, information never to be entered, who to ask. Make ${approvedAssistant(ctx)} the safe default so work stays out of personal accounts.`,
      priority: "High",
      owner,
    };
  }
  if (gaps.length) {
    return {
      title: `Complete ${possessive(ctx.company)} AI governance: ${gaps[0]}`,
      description: `The policy is in place; still missing: ${joinWords(gaps)}. Someone has to own the decision to scale or stop each pilot, and the money to act on it.`,
      priority: "High",
      owner,
    };
  }
  return {
    title: "Manage AI as a portfolio with measured returns",
    description: `${sentence(`Policy, budget, steering and champions are in place at ${ctx.company}`)} Track each initiative against its baseline, publish the results quarterly and move budget to what proves its value.`,
    priority: "Medium",
    owner,
  };
}

function challengeRecommendations(
  ctx: Context,
  recommended: readonly string[],
): (Timed<Recommendation> & { queued: boolean; season: number | null })[] {
  const waiting = planOf(ctx).queued.slugs;
  return pilotChallenges(ctx, 2).flatMap((challenge) => {
    const plan = pilotPlan(ctx, challenge);
    if (!plan.app) return [];
    const tools = recommendedFor(challenge, ctx, recommended, plan.app).slice(0, 2);
    const first = plan.dependsOn ? ` First: ${lowerFirst(sentence(plan.dependsOn))}` : "";
    const held = systemDoing(ctx.answers, challenge.mapping?.tools ?? [], plan.app);
    const inUse = held ? undefined : challengeSystem(ctx, challenge);
    const start = held
      ? ` Start from ${held.name}, already in use: measure what it does today and ask its vendor ${held.feature ? `whether your plan includes ${held.feature}` : "about its AI"} before buying anything new.`
      : inUse
        ? ` It runs ${sentence(inOrBeside(ctx, inUse, tools.length ? joinWords(tools) : undefined, plan.app.application))}`
        : tools.length
          ? ` Candidate tools: ${joinWords(tools)}.`
          : "";
    return [
      {
        title: plan.app.application,
        description: `Answers “${challenge.text}”${alsoInYourWords(ctx, challenge.slug)}. ${capitalise(theOwner(plan.owner))} owns it, measured by ${plan.metric}; target: ${lowerFirst(sentence(plan.target))}${first}${start}`,
        // One priority for one piece of work: High while its pilot runs, Medium while it waits.
        priority: (waiting.includes(challenge.slug) ? "Medium" : "High") as Priority,
        owner: plan.owner,
        queued: waiting.includes(challenge.slug),
        season: challengeSeasonWait(ctx, challenge),
      },
    ];
  });
}

/** The priority the report gives the tools a step names: the roadmap says the same. */
function priorityOfTools(names: readonly string[], tools: readonly RankedTool[]): Priority {
  const ranks = tools.filter((t) => names.includes(t.name)).map((t) => t.priority);
  return (["High", "Medium", "Low"] as const).find((p) => ranks.includes(p)) ?? "High";
}

/**
 * Who asks the vendors of the systems in place about their AI and where the data lives: one owner
 * for that work wherever it appears, the one the vendors quick win names (content/themes.ts).
 */
export const systemsOwner = (ctx: Context): string => companyRole(ctx, "IT Manager");

function platformRecommendation(ctx: Context, tools: readonly RankedTool[]): Timed<Recommendation> {
  const steps = platformAiSteps(ctx);
  if (steps.length) {
    const lines = steps.slice(0, 3).map((s) => sentence(`${s.tool}: ${s.action}`));
    const systems = joinWords(ctx.platformLabels.slice(0, 3));
    return {
      title: `Use the AI in ${systems} before buying new tools`,
      description: lines.join(" "),
      priority: priorityOfTools(
        steps.slice(0, 3).map((s) => s.tool),
        tools,
      ),
      owner: systemsOwner(ctx),
    };
  }
  const vendors = vendorsToAsk(ctx.answers);
  const named = vendors.length
    ? `${ctx.company} runs ${joinWords(vendors)}: check which AI features ${vendors.length > 1 ? "those systems offer and how their" : "it offers and how its"} data can be reached`
    : `${ctx.company} named no core business platform`;
  return {
    title: "Decide where the data AI needs will live",
    description: `${named}. Pick the system of record for the first pilot's data and fix the fields it needs before adding point tools.`,
    priority: "Medium",
    owner: systemsOwner(ctx),
  };
}

/** The next step for the organization's culture, never advice to create what it has. */
function cultureRecommendation(ctx: Context): Timed<Recommendation> {
  const owner = sponsorRole(ctx);
  const champions = has(ctx, "internal_champions");
  switch (ctx.answers.orgPosture) {
    case "fearful":
      return {
        title: "Address AI fears openly with a people-first plan",
        description: `Tell ${possessive(ctx.company)} people what AI will and will not be used for, commit to reinvesting time saved in them, and let volunteers run the first trial.`,
        priority: "High",
        owner,
      };
    case "curious":
      return {
        title: "Turn curiosity into guided practice",
        description: `Give the interested people at ${ctx.company} the approved assistant, one hour of training on their own work, and a channel to share what works.`,
        priority: "High",
        owner,
      };
    case "exploring":
      // Pilots ticked but every one described stopped or paused: none is under way to give goals to.
      return has(ctx, "dept_pilots") && !ctx.adoption.pilotsEnded
        ? {
            title: "Give the pilots under way clear goals and a decision date",
            description:
              trialUnderWay(ctx) ??
              `Pilots already run in one or more departments at ${ctx.company}: give each an owner, a baseline and a 90-day decision, and bring what individuals do with AI on their own into them.`,
            priority: "High",
            owner,
          }
        : {
            title: "Bring individual experiments into sanctioned pilots",
            // The decision is dated from each pilot's start, which may be a later phase (review r22).
            description: `Collect what people at ${ctx.company} already do with AI and pick the two most valuable uses to run as owned pilots, each with a baseline and a decision 90 days after it starts.`,
            priority: "High",
            owner,
          };
    case "activating":
      return champions
        ? {
            title: "Turn the champions' results into team playbooks",
            description: `${possessive(ctx.company)} champions are in place: give them a monthly review of pilot results and make each proven workflow a written playbook the next team can follow.`,
            priority: "Medium",
            owner,
          }
        : {
            title: "Name a champion in each team running a pilot",
            description: `Pilots are under way at ${ctx.company}; a champion per team collects what works and turns it into playbooks.`,
            priority: "Medium",
            owner,
          };
    case "championing":
      return {
        title: has(ctx, "steering_committee")
          ? "Give the steering committee a value scorecard"
          : "Set up a small AI centre of excellence",
        description: `AI is part of how ${ctx.company} works; the next level is measuring it. Standard metrics per use case, reuse of what works, and a quarterly decision on what to scale or retire.`,
        priority: "Medium",
        owner,
      };
  }
}

/** A recommended tool's name and the priority the report gives it. */
type RankedTool = { name: string; priority: Priority };

export function buildRecommendations(ctx: Context, tools: readonly RankedTool[]): Recommendation[] {
  const recommended = tools.map((t) => t.name);
  const { phases, lead } = planOf(ctx);
  const [p1, p2, p3] = phases.map((p) => p.duration);
  // The first pilot in the phase it starts in, the second in phase 2 (phase 3 when it waits for
  // a running pilot to finish); the executive's own written problems beside the first.
  const [first, ...rest] = challengeRecommendations(ctx, recommended).map(
    ({ queued, season, ...r }, i) => ({
      ...r,
      // No pilot starts in a pilots' phase the season closes: they wait for the first pilot's month;
      // a pilot on the work of a business idle part of the year waits for its season to open.
      timeframe: queued
        ? p3
        : season !== null && !pilotsPhaseClosed(ctx)
          ? seasonTimeframe(ctx, season)
          : i === 0 || pilotsPhaseClosed(ctx)
            ? firstPilotTimeframe(ctx)
            : p2,
    }),
  );
  // The executive's own written problem leads when no chosen challenge's pilot answers it.
  const ownLeads = lead?.theme && !lead.challenge;
  const own = ownPilotRecommendations(ctx);
  const list: Recommendation[] = [
    { ...governanceRecommendation(ctx), timeframe: p1 },
    ...(ownLeads ? own : []),
    ...(first ? [first] : []),
    ...(ownLeads ? [] : own),
    ...rest,
    { ...platformRecommendation(ctx, tools), timeframe: p1 },
    { ...cultureRecommendation(ctx), timeframe: ctx.pace === "accelerated" ? p2 : p1 },
  ];
  return list.slice(0, 6);
}
