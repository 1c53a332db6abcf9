import type { Initiative, ReportData } from "@/lib/report/schemas";
import { ownerInBrackets, theOwner } from "./named-people";
import type { RoadmapContent } from "@/lib/roadmap/schemas";
import { pilotPlan, pilotTool } from "./actions";
import { vendorApprovalStep } from "./constraint-fit";
import { gateSteps } from "./constraint-gates";
import { has, type Context } from "./context";
import { holdersOf } from "./held-systems";
import { unionNoticeStep } from "./union-notice";
import { decisionStepsIn } from "./decision-calendar";
import { dataCleanUpFirst } from "./data-first";
import { departureIn } from "./decision-dates";
import { pilotChallenges, planOf } from "./plan";
import {
  alsoInYourWords,
  isInChallengePilot,
  isOwnPilot,
  ownPilotUse,
  themeConditions,
} from "./own-pilots";
import { boardShown } from "./role-scale";
import { ownerRole, sponsorRole, themesOf } from "./roles";
import {
  approvedAssistant,
  governanceGaps,
  ownerDecides,
  platformAiSteps,
  statedCap,
  type PlatformAiStep,
} from "./shared";
import { joinWords, lowerFirst, outOf100, possessive, sentence } from "./text";

type RoadmapPhase = RoadmapContent["phases"][number];
type ReportRoadmap = ReportData["roadmap"];
type QuickWin = RoadmapContent["quickWins"][number];

/** Whom the executive's practice spreads to: a firm of ten has a team, not a leadership team. */
const teamOf = (ctx: Context): string =>
  ctx.sizeBand === "micro" ? "the whole team" : "the leadership team";

/**
 * One initiative per priority challenge, with its owner, baseline, target and dependency: those
 * that start in phases 1 and 2, or (`queued`) those that wait for phase 3.
 */
function pilotInitiatives(
  ctx: Context,
  recommended: readonly string[],
  queued = false,
): Initiative[] {
  const waiting = planOf(ctx).queued.slugs;
  return pilotChallenges(ctx).flatMap((challenge) => {
    const plan = pilotPlan(ctx, challenge);
    if (!plan.app || waiting.includes(challenge.slug) !== queued) return [];
    const tools = [pilotTool(ctx, challenge, recommended) ?? []].flat();
    return [
      {
        // No tool in the list does this kind of work: none is named rather than a wrong one.
        action: `${plan.app.application} (${tools[0] ?? "a tool to be chosen in phase 1"}), for “${challenge.text}”${alsoInYourWords(ctx, challenge.slug)}`,
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
function themeInitiatives(ctx: Context): {
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
    const first =
      dataCleanUpFirst(ctx.answers) !== null && /\bbefore the first pilot\b|\bclean/i.test(title);
    const kind =
      departureIn(theme.quote, ctx.answers) || first
        ? "leaving"
        : waiting.includes(theme)
          ? "queued"
          : isOwnPilot(ctx, theme)
            ? "own"
            : "other";
    // An own problem's pilot is quoted where it is introduced (the brief, the key challenges).
    const said = kind === "other" ? action : unquoted(action, theme.quote);
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

/** The pilot phase's use cases, each chosen challenge's pilot and each own problem's, and whether the plan queues it. */
function pilotUses(ctx: Context): { name: string; owner: string; queued: boolean }[] {
  const { ownPilots, queued } = planOf(ctx);
  const challenges = pilotChallenges(ctx).flatMap((c) => {
    const plan = pilotPlan(ctx, c);
    return plan.app
      ? [
          {
            name: lowerFirst(plan.app.application),
            owner: plan.owner,
            queued: queued.slugs.includes(c.slug),
          },
        ]
      : [];
  });
  const own = ownPilots.map((theme) => ({
    name: ownPilotUse(theme),
    owner: theme.owner,
    queued: queued.themes.includes(theme),
  }));
  // The executive's own written problem leads when no chosen challenge's pilot answers it.
  const lead = planOf(ctx).lead;
  return lead?.theme && !lead.challenge ? [...own, ...challenges] : [...challenges, ...own];
}

const COUNTS = ["a first", "one", "two", "three", "four", "five", "six"];

/** The pilots that run in phase 2, and the rest queued behind them with the reason, in words. */
function pilotsAtOnce(ctx: Context): { running: string[]; queued: string } {
  const uses = pilotUses(ctx);
  const cap = planOf(ctx).atOnce;
  const later = [...new Set(uses.filter((u) => u.queued).map((u) => u.name))];
  const queued = later.length
    ? `Queued for phase 3, one as each running pilot meets its target, because a firm of this size can support ${COUNTS[cap]} pilot${cap > 1 ? "s" : ""} at a time: ${joinWords(later)}.`
    : "";
  const running = uses
    .filter((u) => !u.queued)
    .map((u) => `${u.name} (owned by ${ownerInBrackets(u.owner)})`);
  return { running, queued };
}

/** "{pilots}" in a phase's focus, as many as it lists: "three small, well-supported pilots". */
const withPilotCount = (focus: string, count: number) =>
  focus.replace(
    "{pilots}",
    `${COUNTS[count] ?? count} small, well-supported pilot${count > 1 ? "s" : ""}`,
  );

/**
 * An initiative's line among the phase's implementations: its name, owner and target. Work that is
 * no pilot of its own (`beside`: turning the AI use described into evidence, removing an obstacle)
 * says so, so the pilots listed are as many as the phase says it runs.
 */
function implementationLine(i: Initiative, beside = false): string {
  // A theme's action is "Title: what to do" (a colon inside a quotation is not the end of it).
  const name = /^((?:“[^”]*”|[^“])*?): /.exec(i.action)?.[1] ?? i.action;
  const line = `${name}: owned by ${theOwner(i.owner)}; target ${lowerFirst(sentence(i.target))}`;
  return beside ? `Beside the pilots, ${lowerFirst(line)}` : line;
}

/** Phase 3: each proven pilot within the departments it serves, the next use cases elsewhere. */
function scalingSentence(ctx: Context): string {
  const { piloted, rollout } = planOf(ctx);
  const across = piloted.length ? joinWords(piloted) : ctx.company;
  const next = rollout.length ? `; start the next use cases in ${joinWords(rollout)}` : "";
  return `Roll the pilots that met their targets out across ${across}${next}`;
}

const firstPilot = (ctx: Context) => {
  const lead = planOf(ctx).lead;
  return lead ? lead.name : "the first priority challenge";
};

/** What the first pilot is measured by. */
const leadMetric = (ctx: Context): string | undefined => {
  const lead = planOf(ctx).lead;
  return lead?.challenge ? pilotPlan(ctx, lead.challenge).metric : lead?.theme?.measure;
};

/**
 * The target of the pilot that starts first (the plan's lead: the executive's own problem's when
 * they wrote one), never another pilot's; else the first chosen challenge's with a pilot.
 */
const leadTarget = (ctx: Context): string | undefined => {
  const lead = planOf(ctx).lead;
  const led = lead?.challenge && pilotPlan(ctx, lead.challenge);
  if (led && led.app) return led.target;
  if (lead?.theme?.pilot && !lead.challenge) return lead.theme.pilot.target;
  return ctx.challenges
    .slice(0, 3)
    .map((c) => pilotPlan(ctx, c))
    .find((plan) => plan.app)?.target;
};

/** Advanced organizations get the next level: measure, scale, govern. */
const advanced = (ctx: Context) =>
  ctx.adoption.organisation === "embedded" ||
  (ctx.adoption.organisation === "pilots" && governanceGaps(ctx).length <= 1);

/** The decision that closes each phase: who decides what, on which evidence. */
function phaseGates(ctx: Context): [string, string, string] {
  const [p1, p2, p3] = planOf(ctx).phases;
  const results = planOf(ctx).firstPilot.phase === 1 ? planOf(ctx).seasonResults : null;
  const firstTarget = leadTarget(ctx);
  // Whoever owns the data approves what touches it (a Nation's Chief and Council).
  const owner = ctx.profile?.approval;
  const approve = (what: string, when = "") =>
    owner ? ` ${owner.body} approve ${what} that touches ${owner.scope}${when}.` : "";
  // Whoever must approve spending first (a co-op's board) decides what money follows the results.
  const spender = ctx.constraints.find((c) => c.id === "spending-approval")?.approver;
  return [
    `End of ${lowerFirst(p1.duration)}: the ${sponsorRole(ctx)} confirms ${governanceGaps(ctx).length ? "the governance is in place and " : ""}the first pilot has a recorded baseline before it runs.${approve("any pilot", " before it starts")}`,
    // A seasonal pilot is judged when its season ends, not when the phase does.
    (results
      ? `End of ${lowerFirst(p2.duration)}: confirm each pilot is set up for the season; in ${results}, when the season's results are read, scale each pilot that met its target and stop or rework the rest.`
      : firstTarget
        ? `End of ${lowerFirst(p2.duration)}: scale each pilot that met its target (first: ${lowerFirst(firstTarget.replace(/[.\s]+$/, ""))}); stop or rework the rest.`
        : `End of ${lowerFirst(p2.duration)}: scale what met its target, stop the rest.`) +
      approve("the scaling of any pilot") +
      (spender
        ? ` Scaling that costs money goes to ${spender} as a proposal, with the pilot's result.`
        : ""),
    `End of ${lowerFirst(p3.duration)}: retake this assessment (today ${outOf100(ctx.score)}) and ${spender ? `propose next year's AI budget to ${spender}` : "set next year's AI budget"} on the pilots' measured results.`,
  ];
}

/** The vendor rule's approval step and the other stated gates, as sentences of the first phase. */
const approvalFirst = (ctx: Context): string[] =>
  [vendorApprovalStep(ctx), ...gateSteps(ctx), unionNoticeStep(ctx)]
    .filter(Boolean)
    .map((step) => `${step}.`);

/** "Launch" the first pilot in the phase it starts in, "prepare" it in the one before. */
const startsInPhaseOne = (ctx: Context) => planOf(ctx).firstPilot.phase === 0;

/** The season's timing for the phase the first pilot starts in; what to record now in phase 1. */
const timedHere = (ctx: Context, phase: 0 | 1): string[] => {
  const { firstPilot, seasonTiming, seasonNow } = planOf(ctx);
  return [
    ...(seasonNow && phase === 0 ? [seasonNow] : []),
    ...(seasonTiming && firstPilot.phase === phase ? [seasonTiming] : []),
  ];
};

export function buildPhases(ctx: Context): RoadmapPhase[] {
  const plan = planOf(ctx);
  const [p1, p2, p3] = plan.phases;
  const [d1, d2, d3] = plan.dated;
  const gaps = governanceGaps(ctx);
  const phase1 = advanced(ctx)
    ? `For ${ctx.company}, that means a baseline and an owner for every running initiative, then the pilot on ${firstPilot(ctx)} as the next one.`
    : `For ${ctx.company}, that means ${gaps.length ? joinWords(gaps) : "confirming owners and measures"}, then ${startsInPhaseOne(ctx) ? "launching" : "preparing"} the pilot on ${firstPilot(ctx)}.`;
  const { running: uses, queued } = pilotsAtOnce(ctx);
  const platform = platformAiSteps(ctx)[0];
  const gates = phaseGates(ctx);
  return [
    {
      title: p1.title,
      duration: d1,
      description: [
        p1.focus,
        phase1,
        ...approvalFirst(ctx),
        ...timedHere(ctx, 0),
        ...decisionStepsIn(ctx, 0),
      ].join(" "),
      decisionGate: gates[0],
    },
    {
      title: p2.title,
      duration: d2,
      description: [
        withPilotCount(p2.focus, uses.length),
        ...timedHere(ctx, 1),
        uses.length ? `Priority use cases at ${ctx.company}: ${joinWords(uses)}.` : "",
        queued,
        ...decisionStepsIn(ctx, 1),
      ]
        .filter(Boolean)
        .join(" "),
      decisionGate: gates[1],
    },
    {
      title: p3.title,
      duration: d3,
      decisionGate: gates[2],
      description: [
        p3.focus,
        sentence(scalingSentence(ctx)),
        platform ? sentence(platformEveryday(platform)) : "",
        ...decisionStepsIn(ctx, 2),
      ]
        .filter(Boolean)
        .join(" "),
    },
  ];
}

function phaseOneObjectives(ctx: Context): string[] {
  // A vendor rule's approval comes first: no new vendor's pilot starts before it; then the
  // other gates and checks the executive stated.
  const approval = vendorApprovalStep(ctx);
  const notice = unionNoticeStep(ctx);
  return [
    ...(approval ? [approval] : []),
    ...gateSteps(ctx),
    ...(notice ? [notice] : []),
    ...objectivesOfPhaseOne(ctx),
  ];
}

function objectivesOfPhaseOne(ctx: Context): string[] {
  const gaps = governanceGaps(ctx);
  if (advanced(ctx)) {
    return [
      `Baseline and owner for each AI initiative running at ${ctx.company}`,
      `A value scorecard the ${sponsorRole(ctx)} reviews monthly`,
      `${startsInPhaseOne(ctx) ? "Launch" : "Prepare"} the next pilot on ${firstPilot(ctx)}`,
    ];
  }
  return [
    gaps.length
      ? `Put ${joinWords(gaps)} in place before the pilot on ${firstPilot(ctx)} starts`
      : `Confirm owners, budget and measures for ${possessive(ctx.company)} AI work`,
    ctx.adoption.personal && ctx.adoption.organisation !== "none"
      ? `Bring the AI use already under way at ${ctx.company} under shared, approved practice`
      : ctx.adoption.personal
        ? `Move ${teamOf(ctx)} from ${possessive(ctx.name)} personal use to shared, approved practice`
        : ctx.answers.aiPerception === "overhyped"
          ? `One test of AI on ${possessive(ctx.name)} own work, to judge it first-hand`
          : `Hands-on practice with ${approvedAssistant(ctx)} for ${ctx.name} and ${teamOf(ctx)}`,
    `${startsInPhaseOne(ctx) ? "Launch" : "Prepare"} the first pilot on ${firstPilot(ctx)}`,
  ];
}

function phaseTwoObjectives(ctx: Context, initiatives: readonly Initiative[]): string[] {
  // Only the systems that hold what the pilots need, never every system named (a paper diary, a filing portal).
  const data = joinWords([
    ...new Set(
      pilotChallenges(ctx).flatMap((c) =>
        c.measure?.dependsOn ? holdersOf(c.measure.dependsOn, ctx.answers) : [],
      ),
    ),
  ]);
  const owners = [...initiatives, ...planOf(ctx).ownPilots].map((i) =>
    i.owner === sponsorRole(ctx) ? "you" : theOwner(i.owner),
  );
  return [
    owners.length
      ? `Prove each pilot against its baseline, reviewed by its owner: ${joinWords([...new Set(owners)])}`
      : "Prove the first pilot against its baseline",
    data
      ? `Connect the pilots to the data in ${data}`
      : "Choose the system of record the pilots draw on and clean the fields they need",
  ];
}

/**
 * Phase 3 for the platform's AI, never "from the pilot group" no earlier phase formed: included,
 * it becomes everyday work; paid and in use, it extends from the people who have it; paid and
 * new, it is tried with the heaviest users first; its plan unconfirmed, it waits for that.
 */
function platformEveryday(platform: PlatformAiStep): string {
  if (platform.pilotGroup)
    return `Try ${platform.tool} with the few heaviest users, then extend it to the roles whose usage justifies the cost`;
  if (platform.included)
    return `Make ${platform.tool} part of everyday work for every team that uses it weekly`;
  if (platform.inUse)
    return `Extend ${platform.tool} from the people who use it today to the roles whose usage justifies it`;
  return `Once your plan is confirmed to include ${platform.tool}, make it part of everyday work for every team that uses it weekly`;
}

function scalingActions(ctx: Context): string[] {
  const platform = platformAiSteps(ctx)[0];
  const actions = [
    scalingSentence(ctx),
    !platform
      ? "Standardize on the tools that proved their value and cancel the rest"
      : platformEveryday(platform),
  ];
  if (advanced(ctx)) {
    actions.push(
      // A board only where the answers show one; a firm of fifty reviews its own figures.
      boardShown(ctx)
        ? "Report AI value to the board quarterly: cost, hours saved and revenue effect per initiative"
        : ownerDecides(ctx)
          ? "Review AI value each quarter: cost, hours saved and revenue effect per initiative"
          : "Report AI value to the leadership team quarterly: cost, hours saved and revenue effect per initiative",
      has(ctx, "steering_committee")
        ? "Give the steering committee the authority to retire initiatives that miss their targets"
        : ownerDecides(ctx)
          ? "Retire, at each quarterly review, the initiatives that miss their targets"
          : // Phase 1 forms the missing steering group (governanceGaps): phase 3 uses it.
            "Give the steering group formed in phase 1 the authority to retire initiatives that miss their targets",
    );
  } else {
    // Phase 1 puts a budget (a small firm's monthly spending line) in place: phase 3 spends it.
    const cap = statedCap(ctx);
    actions.push(
      cap
        ? `Fund the next use cases within the ${cap} you set for new AI spending, reviewed each quarter`
        : ownerDecides(ctx) && !has(ctx, "dedicated_budget")
          ? "Fund the next use cases from the monthly AI spending line, reviewed each quarter"
          : "Fund the next use cases from the AI budget, reviewed quarterly",
    );
  }
  return actions;
}

export function buildReportRoadmap(
  ctx: Context,
  recommended: readonly string[],
  quickWins: QuickWin[],
): ReportRoadmap {
  const [p1, p2, p3] = planOf(ctx).phases;
  const [d1, d2, d3] = planOf(ctx).dated;
  const pilots = pilotInitiatives(ctx, recommended);
  const { own, other, queued: queuedOwn, leaving } = themeInitiatives(ctx);
  const queued = [...pilotInitiatives(ctx, recommended, true), ...queuedOwn];
  const gates = phaseGates(ctx);
  // The first pilot is listed once, in the phase where it starts; the pilots on the executive's
  // own problems start with it; two other themes in phase 1 when pilots start there, the rest
  // in phase 2. A foundation-first phase 1 holds no pilot at all ("the first pilot starts in
  // month 5").
  const first = startsInPhaseOne(ctx);
  const startsFirst = first && pilots[0] ? [pilots[0]] : [];
  const themes = first ? [...own, ...other] : other;
  const phase1Initiatives: Initiative[] = [
    ...leaving,
    ...(first ? [...startsFirst, ...themes.slice(0, 2)] : []),
  ];
  const phase2Initiatives: Initiative[] = [
    ...pilots.slice(startsFirst.length),
    ...(first ? [] : own),
    ...themes.slice(first ? 2 : 0),
  ];
  return {
    phase1: {
      title: p1.title,
      duration: d1,
      objectives: [...phaseOneObjectives(ctx), ...timedHere(ctx, 0), ...decisionStepsIn(ctx, 0)],
      quickWins: quickWins.map((w) => `${w.title}: ${w.description}`),
      ...(phase1Initiatives.length ? { initiatives: phase1Initiatives } : {}),
      decisionGate: gates[0],
    },
    phase2: {
      title: p2.title,
      duration: d2,
      objectives: [
        ...phaseTwoObjectives(ctx, pilots),
        ...timedHere(ctx, 1),
        ...decisionStepsIn(ctx, 1),
      ],
      // The initiatives of this phase, one line each: the owners' list below names the same ones.
      implementations: phase2Initiatives.length
        ? phase2Initiatives.map((i) => implementationLine(i, other.includes(i)))
        : [
            `A first pilot owned by ${theOwner(ownerRole(ctx, "operations"))}, with a measured baseline.`,
          ],
      ...(phase2Initiatives.length ? { initiatives: phase2Initiatives } : {}),
      decisionGate: gates[1],
    },
    phase3: {
      title: p3.title,
      duration: d3,
      objectives: [
        ...(advanced(ctx)
          ? [
              `Govern AI at ${ctx.company} as a measured portfolio`,
              "Redesign the workflows where AI proved itself, end to end",
            ]
          : [
              `Make the proven pilots everyday work at ${ctx.company}`,
              leadMetric(ctx)
                ? `Report ${leadMetric(ctx)} in the monthly management figures`
                : "Plan and budget AI with the rest of the business",
            ]),
        ...decisionStepsIn(ctx, 2),
      ],
      ...(queued.length ? { initiatives: queued } : {}),
      scalingActions: [
        ...scalingActions(ctx),
        ...(queued.length
          ? ["Start the queued pilots below, one as each running pilot meets its target"]
          : []),
      ],
      decisionGate: gates[2],
    },
  };
}
