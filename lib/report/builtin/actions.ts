import { platformAiFor } from "@/lib/report/content/platforms";
import { findTool } from "@/lib/report/content/tools";
import { phasePlans, quickWinTimeframes } from "@/lib/report/content/phases";
import type { Priority } from "@/lib/report/content/types";
import type { RoadmapContent } from "@/lib/roadmap/schemas";
import { has, type Context } from "./context";
import {
  applicationFor,
  approvedAssistant,
  departmentLabel,
  governanceGaps,
  leadDepartment,
  toolsFor,
} from "./shared";
import { joinWords, lowerFirst, outOf10, sentence } from "./text";

type Recommendation = RoadmapContent["recommendations"][number];
type QuickWin = RoadmapContent["quickWins"][number];

function governanceRecommendation(ctx: Context, timeframe: string): Recommendation {
  const gaps = governanceGaps(ctx);
  if (!has(ctx, "ai_policy")) {
    return {
      title: "Publish an AI use policy and approve a secure assistant",
      description: `${ctx.company} has no written AI policy yet. Publish a one-page policy (approved tools, information never to be entered, who to ask) and give staff ${approvedAssistant(ctx)} as the safe default, so experimentation moves out of personal accounts.`,
      timeframe,
      priority: "High",
    };
  }
  if (gaps.length) {
    return {
      title: `Complete your AI governance: ${gaps[0]}`,
      description: `The AI policy is in place; what is missing is ${joinWords(gaps)}. A small steering group with a budget decides which pilots scale, and champions carry the practice into each team.`,
      timeframe,
      priority: "High",
    };
  }
  return {
    title: "Manage AI as a portfolio with measured returns",
    description: `Policy, budget, steering and champions are all in place. Track every AI initiative against a baseline and a business metric, and reallocate budget each quarter to the use cases that prove their value.`,
    timeframe,
    priority: "Medium",
  };
}

function challengeRecommendations(
  ctx: Context,
  recommended: readonly string[],
  timeframes: string[],
): Recommendation[] {
  return ctx.challenges.slice(0, 2).flatMap((challenge, i) => {
    const app = applicationFor(challenge, ctx);
    if (!app) return [];
    const tools = toolsFor(challenge, ctx, recommended, app.department).slice(0, 2);
    const withTools = tools.length ? ` Candidate tools: ${joinWords(tools)}.` : "";
    return [
      {
        title: app.application,
        description: `Addresses “${challenge.text}”. ${departmentLabel(app.department)} would own the pilot. ${app.impact}${withTools}`,
        timeframe: timeframes[i] ?? timeframes[timeframes.length - 1],
        priority: (i === 0 ? "High" : "Medium") as Priority,
      },
    ];
  });
}

function platformRecommendation(ctx: Context, timeframe: string): Recommendation {
  const entries = ctx.platforms.map((p) => platformAiFor(p)).filter((e) => e !== undefined);
  if (entries.length) {
    const lines = entries.slice(0, 3).map((e) => `${e.tool}: ${e.switchOnFirst}`);
    return {
      title: `Switch on the AI already in ${joinWords(ctx.platformLabels.slice(0, 3))}`,
      description: `Start with what ${ctx.company} already licenses, where data and security controls are in place. ${lines.map(sentence).join(" ")}`,
      timeframe,
      priority: "High",
    };
  }
  const named = ctx.otherPlatforms
    ? `${ctx.company} runs ${ctx.otherPlatforms} rather than one of the major business suites: check which AI features those systems already offer and how their data can be connected.`
    : `${ctx.company} did not name a core business platform.`;
  return {
    title: "Build the data foundation AI needs",
    description: `${named} AI is only as good as the data it can reach: decide where customer, financial and operational data will live, and fix the fields your first use case needs before adding point tools.`,
    timeframe,
    priority: "Medium",
  };
}

const CULTURE: Record<string, Omit<Recommendation, "timeframe">> = {
  fearful: {
    title: "Address AI fears openly with a people-first plan",
    description:
      "Explain what AI will and will not be used for, commit to reinvesting time saved in people, and let volunteers lead the first trials. Trust is the precondition for everything else on this roadmap.",
    priority: "High",
  },
  curious: {
    title: "Turn curiosity into safe, guided experimentation",
    description:
      "Give interested staff approved tools, a short training session and a shared channel to swap what works. Curiosity fades without permission and practice.",
    priority: "High",
  },
  exploring: {
    title: "Move from individual experiments to sanctioned pilots",
    description:
      "Collect what people are already doing with AI, pick the two most valuable uses, and run them as owned pilots with a baseline and a 90-day decision date.",
    priority: "High",
  },
  activating: {
    title: "Build a champions network to spread what works",
    description:
      "Name a champion in each department, share pilot results monthly, and turn proven prompts and workflows into team playbooks.",
    priority: "Medium",
  },
  championing: {
    title: "Establish an AI centre of excellence",
    description:
      "A small central team sets standards, reuses components and measures value, while business units own delivery. It keeps momentum without slowing the teams down.",
    priority: "Medium",
  },
};

export function buildRecommendations(
  ctx: Context,
  recommended: readonly string[],
): Recommendation[] {
  const [p1, p2] = phasePlans[ctx.pace];
  const culture = CULTURE[ctx.answers.orgPosture] ?? CULTURE.exploring;
  const list: Recommendation[] = [
    governanceRecommendation(ctx, p1.duration),
    ...challengeRecommendations(ctx, recommended, [p1.duration, p2.duration]),
    platformRecommendation(ctx, p1.duration),
    { ...culture, timeframe: ctx.pace === "accelerated" ? p2.duration : p1.duration },
  ];
  const personal = ctx.input.readiness.improvements.find(
    (i) =>
      ["confidence", "outlook", "footprint"].includes(i.pillar) ||
      (i.pillar === "toolUse" && !ctx.tools.length),
  );
  if (personal && list.length < 6) {
    const after = ctx.score + personal.gain;
    list.push({
      title: personal.action,
      description: `One of the highest-value moves on the readiness scale: it would lift ${ctx.company}'s score from ${outOf10(ctx.score)} to ${outOf10(after)}.`,
      timeframe: ctx.pace === "measured" ? "Within six months" : "Within 90 days",
      priority: "Medium",
    });
  }
  return list.slice(0, 6);
}

/** The tool to trial on a challenge: a dedicated one rather than platform AI switched on anyway. */
const trialTool = (names: string[]): string | undefined =>
  names.find((name) => !findTool(name)?.nativeTo) ?? names[0];

export function buildQuickWins(ctx: Context, recommended: readonly string[]): QuickWin[] {
  const candidates: Omit<QuickWin, "timeframe">[] = [];
  if (!has(ctx, "ai_policy")) {
    candidates.push({
      title: "Publish a one-page AI use policy",
      description: `List the approved tools (starting with ${approvedAssistant(ctx)}), the information that must never be entered, and a named contact for questions.`,
    });
  }
  const platform = ctx.platforms.map((p) => platformAiFor(p)).find((e) => e !== undefined);
  if (platform) {
    candidates.push({
      title: `Turn on ${platform.tool} for a pilot group`,
      description: platform.switchOnFirst,
    });
  }
  const first = ctx.challenges[0];
  const app = first && applicationFor(first, ctx);
  const tool =
    first && app ? trialTool(toolsFor(first, ctx, recommended, app.department)) : undefined;
  if (first && app) {
    candidates.push({
      title: tool
        ? `Trial ${tool} on one priority challenge`
        : `Start a small trial on ${lowerFirst(first.text)}`,
      description: `Target “${first.text}” with ${lowerFirst(app.application)} in ${departmentLabel(app.department)}: record today's baseline, run for 30 days, compare. ${app.impact}`,
    });
  }
  if (!ctx.tools.length) {
    candidates.push({
      title: "Use an AI assistant yourself every week",
      description: `Draft one board update, summarise one long report and prepare one meeting with ${approvedAssistant(ctx)}. Leaders who use AI themselves make better decisions about it.`,
    });
  } else if (platform?.platform === "microsoft365" || platform?.platform === "zoom") {
    // Meeting recaps are already the platform quick win: spread good practice instead.
    candidates.push({
      title: `Start a shared prompt library in ${leadDepartment(ctx)}`,
      description: `Collect the ten prompts and workflows that work best for ${leadDepartment(ctx)} on one shared page, with an example of each, so good practice spreads beyond the early users.`,
    });
  } else {
    const notes = ctx.platforms.includes("zoom")
      ? "Zoom AI Companion"
      : ctx.platforms.includes("slack")
        ? "Slack AI huddle notes"
        : "Otter.ai";
    candidates.push({
      title: "Automate leadership meeting notes",
      description: `Use ${notes} for the weekly leadership meeting: summaries and action items in minutes, with a person checking decisions before they are circulated.`,
    });
  }
  if (ctx.answers.orgPosture === "fearful" || ctx.answers.orgPosture === "curious") {
    candidates.push({
      title: "Hold an open AI conversation with staff",
      description:
        "A 45-minute session: what AI is, what the company will and will not use it for, and an invitation to volunteer for the first trials.",
    });
  }
  candidates.push({
    title: "Run an AI opportunity workshop with department heads",
    description: `Ninety minutes with ${joinWords(ctx.focusDepartmentLabels.slice(0, 4)) || leadDepartment(ctx)}: list the most repetitive tasks, score them for value and risk, and pick the next two pilots.`,
  });
  const timeframes = quickWinTimeframes[ctx.pace];
  return candidates
    .slice(0, 4)
    .map((c, i) => ({ ...c, timeframe: timeframes[i] ?? timeframes[timeframes.length - 1] }));
}

export function buildNextSteps(ctx: Context, recommended: readonly string[]): string[] {
  const steps: string[] = [];
  const first = ctx.challenges[0];
  const app = first && applicationFor(first, ctx);
  steps.push(
    first
      ? `This week: name an executive sponsor and a business owner for “${first.text}”, and agree the one metric that will show progress.`
      : `This week: name an executive sponsor for AI at ${ctx.company} and agree the one metric that will show progress.`,
  );
  if (!has(ctx, "ai_policy")) {
    steps.push(
      `Within 30 days: publish the AI use policy and make ${approvedAssistant(ctx)} the approved default for staff.`,
    );
  }
  const platform = ctx.platforms.map((p) => platformAiFor(p)).find((e) => e !== undefined);
  if (platform) {
    steps.push(
      `Within 30 days: switch on ${platform.tool} for a pilot group in ${leadDepartment(ctx)} and collect feedback after two weeks.`,
    );
  }
  if (first && app) {
    const tool = trialTool(toolsFor(first, ctx, recommended, app.department));
    steps.push(
      `Within 60 days: start the ${departmentLabel(app.department)} pilot on ${lowerFirst(app.application)}${tool ? ` with ${tool}` : ""}, measuring the baseline before it begins.`,
    );
  }
  steps.push(
    `Within 90 days: review results with the leadership team, decide what to scale or stop, and retake this assessment to track the readiness score (currently ${outOf10(ctx.score)}).`,
  );
  return steps;
}
