import { challengesFor } from "@/lib/assessment/challenges";
import type { Department } from "@/lib/assessment/options";
import { challengeMapping } from "@/lib/report/content/challenges";
import { platformAiFor } from "@/lib/report/content/platforms";
import { phasePlans } from "@/lib/report/content/phases";
import type { ReportData } from "@/lib/report/schemas";
import type { RoadmapContent } from "@/lib/roadmap/schemas";
import type { Context } from "./context";
import {
  applicationFor,
  departmentLabel,
  governanceGaps,
  leadDepartment,
  toolsFor,
} from "./shared";
import { joinWords, lowerFirst } from "./text";

type RoadmapPhase = RoadmapContent["phases"][number];
type ReportRoadmap = ReportData["roadmap"];
type QuickWin = RoadmapContent["quickWins"][number];

const EXPANSION_ORDER: readonly Department[] = [
  "operations",
  "customer_service",
  "sales",
  "marketing",
  "finance",
  "hr",
  "product",
  "supply_chain",
  "executive",
];

/**
 * Departments not yet using AI: first those the industry's own challenges point to, then the
 * order in which departments usually add value.
 */
function nextDepartments(ctx: Context, count: number): string[] {
  const fromIndustry = challengesFor(ctx.industry).flatMap(
    (c) => challengeMapping(c.value)?.applications.map((app) => app.department) ?? [],
  );
  return [...new Set([...fromIndustry, ...EXPANSION_ORDER])]
    .filter((d) => !ctx.focusDepartments.includes(d))
    .slice(0, count)
    .map(departmentLabel);
}

/** One line per priority challenge: the application, its owner, its tools and what to expect. */
function implementations(ctx: Context, recommended: readonly string[]): string[] {
  const lines = ctx.challenges.slice(0, 3).flatMap((challenge) => {
    const app = applicationFor(challenge, ctx);
    if (!app) return [];
    const tools = toolsFor(challenge, ctx, recommended, app.department).slice(0, 2);
    const using = tools.length ? ` using ${joinWords(tools)}` : "";
    return [
      `${app.application} in ${departmentLabel(app.department)}${using}, for “${challenge.text}”. ${app.impact}`,
    ];
  });
  if (ctx.otherChallenge) {
    lines.push(`Scope an AI use case for the challenge you added: “${ctx.otherChallenge}”.`);
  }
  return lines.length ? lines : [`An AI pilot in ${leadDepartment(ctx)} with a measured baseline.`];
}

function firstPilot(ctx: Context): string {
  const first = ctx.challenges[0];
  return first ? `“${first.text}”` : `the most repetitive work in ${leadDepartment(ctx)}`;
}

export function buildPhases(ctx: Context): RoadmapPhase[] {
  const [p1, p2, p3] = phasePlans[ctx.pace];
  const gaps = governanceGaps(ctx);
  const phase1 = [
    p1.focus,
    gaps.length
      ? `For ${ctx.company}, that means ${joinWords(gaps)}.`
      : `${ctx.company}'s governance is in place, so the first pilot can start immediately.`,
    ctx.pace === "measured"
      ? `Prepare the first pilot on ${firstPilot(ctx)}.`
      : `Launch the first pilot on ${firstPilot(ctx)}.`,
  ];
  const uses = ctx.challenges.slice(0, 2).flatMap((challenge) => {
    const app = applicationFor(challenge, ctx);
    return app ? [`${lowerFirst(app.application)} (${departmentLabel(app.department)})`] : [];
  });
  const phase2 = [
    p2.focus,
    uses.length
      ? `Priority use cases: ${joinWords(uses)}.`
      : `Priority use case: an AI pilot in ${leadDepartment(ctx)}.`,
  ];
  const next = nextDepartments(ctx, 2);
  const platform = ctx.platforms.map((p) => platformAiFor(p)).find((e) => e !== undefined);
  const phase3 = [
    p3.focus,
    next.length
      ? `Extend proven use cases to ${joinWords(next)}.`
      : "Extend proven use cases to every department.",
    platform ? `Roll ${platform.tool} out beyond the pilot group.` : "",
  ];
  return [
    { title: p1.title, duration: p1.duration, description: phase1.filter(Boolean).join(" ") },
    { title: p2.title, duration: p2.duration, description: phase2.join(" ") },
    { title: p3.title, duration: p3.duration, description: phase3.filter(Boolean).join(" ") },
  ];
}

export function buildReportRoadmap(
  ctx: Context,
  recommended: readonly string[],
  quickWins: QuickWin[],
): ReportRoadmap {
  const [p1, p2, p3] = phasePlans[ctx.pace];
  const gaps = governanceGaps(ctx);
  const next = nextDepartments(ctx, 3);
  const platform = ctx.platforms.map((p) => platformAiFor(p)).find((e) => e !== undefined);
  return {
    phase1: {
      title: p1.title,
      duration: p1.duration,
      objectives: [
        gaps.length
          ? `Put AI governance in place: ${joinWords(gaps)}`
          : "Confirm owners, budget and success measures for the AI portfolio",
        "Build leadership and staff confidence through hands-on training on approved tools",
        `${ctx.pace === "measured" ? "Prepare" : "Launch"} the first pilot on ${firstPilot(ctx)}`,
      ],
      quickWins: quickWins.map((w) => `${w.title}: ${w.description}`),
    },
    phase2: {
      title: p2.title,
      duration: p2.duration,
      objectives: [
        "Prove value on the priority challenges with measured pilots",
        ctx.platforms.length
          ? `Connect AI to the data in ${joinWords(ctx.platformLabels)}`
          : "Choose the systems of record that AI will draw on and clean the data the pilots need",
        "Decide at each 90-day review which pilots to scale and which to stop",
      ],
      implementations: implementations(ctx, recommended),
    },
    phase3: {
      title: p3.title,
      duration: p3.duration,
      objectives: [
        "Scale proven use cases across the organisation",
        "Make AI part of planning, budgeting and performance measures",
      ],
      scalingActions: [
        next.length
          ? `Roll proven pilots out to ${joinWords(next)}`
          : "Roll proven pilots out across every department",
        platform
          ? `Extend ${platform.tool} from the pilot group to all relevant staff`
          : "Standardise the tools that proved their value and retire the rest",
        "Fund a pipeline of new use cases from a dedicated AI budget, reviewed quarterly",
        "Build AI skills into role descriptions, onboarding and performance reviews",
        "Review the AI policy, risks and vendor terms every six months",
      ],
    },
  };
}
