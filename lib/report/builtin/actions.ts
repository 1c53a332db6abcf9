import { quickWinTimeframes } from "@/lib/report/content/phases";
import { theOwner } from "./named-people";
import { scopingStep } from "@/lib/report/content/problem-kinds";
import { findTool } from "@/lib/report/content/tools";
import type { ChallengeApplication, Priority } from "@/lib/report/content/types";
import { doesApplication } from "@/lib/report/content/tool-work";
import type { RoadmapContent } from "@/lib/roadmap/schemas";
import { has, type ChosenChallenge, type Context } from "./context";
import { isQuickToStart } from "./recommend-tools";
import { conditionsFor, stated, withConditions } from "./constraint-fit";
import { consentCondition } from "./constraint-gates";
import { ownToolFor } from "./own-tools";
import { holdersOf, systemDoing, vendorsToAsk } from "./held-systems";
import { isInUse, isRunningSystem } from "./tool-fit";
import type { RecognisedTheme } from "./themes";
import { holdsBack, pilotChallenges, planOf } from "./plan";
import { alsoInYourWords, ownPilotRecommendations } from "./own-pilots";
import { boardShown } from "./role-scale";
import { companyRole, ownerRole, pilotOwner, sponsorRole, themesOf } from "./roles";
import {
  applicationFor,
  approvedAssistant,
  governanceGaps,
  platformAiSteps,
  recommendedFor,
} from "./shared";
import { capitalise, joinWords, lowerFirst, possessive, sentence } from "./text";

type Recommendation = RoadmapContent["recommendations"][number];
type QuickWin = RoadmapContent["quickWins"][number];
type Timed<T> = Omit<T, "timeframe">;

/** A dependency's `{system}` as the systems that hold that data, never the whole list named. */
const inHolder = (ctx: Context, dependsOn: string | undefined): string | undefined =>
  dependsOn?.replace(
    "{system}",
    joinWords(holdersOf(dependsOn, ctx.answers)) || "your system of record",
  );

/**
 * What the executive's own problem adds to the measure of the chosen challenge's pilot it joins:
 * the figures they gave, or its kind's measure (a scam is counted in cases caught and missed).
 */
function joinedMeasure(joined: { theme: RecognisedTheme } | undefined) {
  const theme = joined?.theme;
  if (!theme?.pilot || !(theme.stated || theme.kind)) return undefined;
  return { measure: theme.measure, ...theme.pilot };
}

/**
 * The owner, measure and first dependency of the pilot on a challenge; measured by the figures
 * the executive gave, or by their problem's kind, when the pilot also answers the problem they wrote.
 */
export function pilotPlan(ctx: Context, challenge: ChosenChallenge) {
  const app = applicationFor(challenge, ctx);
  const measure = challenge.measure;
  const own = joinedMeasure(planOf(ctx).ownInChallenges.find((x) => x.slug === challenge.slug));
  return {
    app,
    owner: pilotOwner(ctx, app, measure),
    metric:
      measure && own
        ? `${measure.metric}, with ${own.measure}`
        : (own?.measure ?? measure?.metric ?? "the time the work takes today"),
    baseline:
      own?.baseline ??
      measure?.baseline ??
      "Measure the work for four weeks before the pilot starts",
    target: own?.target ?? measure?.target ?? "A measurable improvement by the decision date",
    dependsOn: withConditions(
      inHolder(
        ctx,
        (stated(ctx.constraints, "no-recording") && measure?.dependsOnUnrecorded) ||
          measure?.dependsOn,
      ),
      app
        ? conditionsFor(
            app.application,
            app.records === true,
            ctx,
            `${app.application} ${challenge.text}`,
          )
        : [],
    ),
  };
}

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
): (Timed<Recommendation> & { queued: boolean })[] {
  const waiting = planOf(ctx).queued.slugs;
  return pilotChallenges(ctx, 2).flatMap((challenge) => {
    const plan = pilotPlan(ctx, challenge);
    if (!plan.app) return [];
    const tools = recommendedFor(challenge, ctx, recommended, plan.app).slice(0, 2);
    const first = plan.dependsOn ? ` First: ${lowerFirst(sentence(plan.dependsOn))}` : "";
    const held = systemDoing(ctx.answers, challenge.mapping?.tools ?? [], plan.app);
    const start = held
      ? ` Start from ${held.name}, already in use: measure what it does today and ask its vendor about its AI before buying anything new.`
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
const systemsOwner = (ctx: Context): string => companyRole(ctx, "IT Manager");

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
      return has(ctx, "dept_pilots")
        ? {
            title: "Give the pilots under way clear goals and a decision date",
            description: `Pilots already run in one or more departments at ${ctx.company}: give each an owner, a baseline and a 90-day decision, and bring what individuals do with AI on their own into them.`,
            priority: "High",
            owner,
          }
        : {
            title: "Bring individual experiments into sanctioned pilots",
            description: `Collect what people at ${ctx.company} already do with AI, pick the two most valuable uses, and run them as owned pilots with a baseline and a 90-day decision.`,
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
  const { phases, firstPilot, lead } = planOf(ctx);
  const [p1, p2, p3] = phases.map((p) => p.duration);
  // The first pilot in the phase it starts in, the second in phase 2 (phase 3 when it waits for
  // a running pilot to finish); the executive's own written problems beside the first.
  const [first, ...rest] = challengeRecommendations(ctx, recommended).map(
    ({ queued, ...r }, i) => ({
      ...r,
      timeframe: queued ? p3 : i === 0 ? phases[firstPilot.phase].duration : p2,
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

/** Quick wins: each takes under 30 days and is something the company is not already doing. */
export function buildQuickWins(ctx: Context, recommended: readonly string[]): QuickWin[] {
  const candidates: Timed<QuickWin>[] = [];
  const sponsor = sponsorRole(ctx);
  // What the executive ruled out becomes a rule of the policy, so every tool request meets it.
  // Semicolons: a rule may hold commas of its own ("...with the union first, under the agreement").
  // In the executive's own words, never restated: a paraphrase can change the rule.
  const rules = [...new Set(ctx.constraints.map((c) => `“${c.quote}”`))].join("; ");
  if (!has(ctx, "ai_policy")) {
    candidates.push({
      title: "Publish a one-page AI use policy",
      description: `List the approved tools (starting with ${approvedAssistant(ctx)}), the information that must never be entered${rules ? `, the rules you stated, in your words (${rules})` : ""}, and a named contact for questions.`,
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
  const consent = consentCondition("the prompts or the tool", ctx);
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
      description: `${sentence(action)}${consent ? ` ${sentence(capitalise(consent))}` : ""}`,
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
    if (tool || !lead?.theme?.stated)
      candidates.push(
        tool
          ? {
              title: `Trial ${tool} on “${first.text}”`,
              description: `A 30-day trial run by ${theOwner(plan.owner)}: record ${plan.metric} first, then compare.${agreed ? ` ${sentence(agreed)}` : ""}`,
              owner: plan.owner,
            }
          : {
              title: `Baseline “${first.text}” before choosing a tool`,
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
  const timeframes = quickWinTimeframes[ctx.pace];
  return candidates
    .slice(0, 4)
    .map((c, i) => ({ ...c, timeframe: timeframes[i] ?? timeframes[timeframes.length - 1] }));
}
