import { ownerInBrackets } from "./named-people";
import type { RoadmapContent } from "@/model/documents/roadmap-schemas";
import { pilotPlan } from "./pilot-plan";
import { vendorApprovalStep } from "./work-conditions";
import { gateSteps } from "./constraint-gates";
import type { Context } from "./context";
import { unionNoticeStep } from "./union-notice";
import { decisionStepsIn } from "./decision-calendar";
import { departureIn } from "./decision-dates";
import { pilotChallenges, planOf } from "./plan";
import { statedCapacity } from "./stated-capacity";
import { ownPilotUse } from "./own-pilots";
import { governanceGaps } from "./shared";
import { platformAiSteps } from "./platform-ai-steps";
import { joinWords, lowerFirst, sentence } from "./text";
import { firstPilot, phaseGates } from "./phase-gates";
import { startsInPhaseOne, THEMES_BESIDE_FIRST_PILOT, timedHere } from "./phase-timing";
import { advanced, platformEveryday, scalingSentence } from "./phase-three-scaling";
import { challengeSeasonWait } from "./season-start";

type RoadmapPhase = RoadmapContent["phases"][number];

interface PilotUse {
  name: string;
  owner: string;
  queued: boolean;
  /** The report starts it in phase 1, with the first pilot (report-roadmap.ts). */
  phaseOne: boolean;
}

/** The pilot phase's use cases, each chosen challenge's pilot and each own problem's, and whether the plan queues it. */
function pilotUses(ctx: Context): PilotUse[] {
  const { ownPilots, queued } = planOf(ctx);
  const early = startsInPhaseOne(ctx);
  const challenges = pilotChallenges(ctx).flatMap((c) => {
    const plan = pilotPlan(ctx, c);
    return plan.app
      ? [
          {
            name: lowerFirst(plan.app.application),
            owner: plan.owner,
            queued: queued.slugs.includes(c.slug),
            phaseOne: false,
            season: challengeSeasonWait(ctx, c) !== null,
          },
        ]
      : [];
  });
  const firstChallenge = challenges.find((u) => !u.queued);
  // A pilot on the season's work waits for the season: it starts in no idle month of phase 1.
  if (early && firstChallenge && !firstChallenge.season) firstChallenge.phaseOne = true;
  // A leaver's know-how pilot runs in phase 1, before they go: it is none of this phase's pilots.
  const own = ownPilots
    .filter((theme) => !departureIn(theme.quote, ctx.answers))
    .map((theme) => ({
      name: ownPilotUse(theme),
      owner: theme.owner,
      queued: queued.themes.includes(theme),
      phaseOne: false,
    }));
  own
    .filter((u) => !u.queued)
    .slice(0, early ? THEMES_BESIDE_FIRST_PILOT : 0)
    .forEach((u) => (u.phaseOne = true));
  // The executive's own written problem leads when no chosen challenge's pilot answers it.
  const lead = planOf(ctx).lead;
  return lead?.theme && !lead.challenge ? [...own, ...challenges] : [...challenges, ...own];
}

const COUNTS = ["a first", "one", "two", "three", "four", "five", "six"];

/** The pilots that run in phase 2, and the rest queued behind them with the reason, in words. */
function pilotsAtOnce(ctx: Context): { running: string[]; queued: string } {
  // The phase lists and counts the pilots that start in it, as the report does: one started in
  // phase 1 is never listed again here (review r18 class 6).
  const all = pilotUses(ctx);
  const uses = all.filter((u) => !u.phaseOne);
  const cap = planOf(ctx).atOnce;
  const later = [...new Set(uses.filter((u) => u.queued).map((u) => u.name))];
  // The pilots started in phase 1 still run: they count against the cap, said as such.
  const early = all.length - uses.length;
  const room = early
    ? `${COUNTS[cap]} at a time, counting the ${COUNTS[early]} started in phase 1`
    : `${COUNTS[cap]} pilot${cap > 1 ? "s" : ""} at a time`;
  // The executive's own word on their capacity is the reason where it set the cap.
  const because =
    statedCapacity(ctx.answers) === cap
      ? "you wrote that you can run"
      : "a firm of this size can support";
  const queued = later.length
    ? `Queued for phase 3, one as each running pilot meets its target, because ${because} ${room}: ${joinWords(later)}.`
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

/** The vendor rule's approval step and the other stated gates, as sentences of the first phase. */
const approvalFirst = (ctx: Context): string[] =>
  [vendorApprovalStep(ctx), ...gateSteps(ctx), unionNoticeStep(ctx)]
    .filter(Boolean)
    .map((step) => `${step}.`);

export function buildPhases(ctx: Context): RoadmapPhase[] {
  const plan = planOf(ctx);
  const [p1, p2, p3] = plan.phases;
  const [d1, d2, d3] = plan.dated;
  const gaps = governanceGaps(ctx);
  const phase1 = advanced(ctx)
    ? // The governance it lacks is formed here: phase 3 hands it the decisions (phase-three-scaling.ts).
      `For ${ctx.company}, that means a baseline and an owner for every running initiative${gaps.length ? `, plus ${joinWords(gaps)}` : ""}, then the pilot on ${firstPilot(ctx)} as the next one.`
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
        ...timedHere(ctx, 2),
        ...decisionStepsIn(ctx, 2),
      ]
        .filter(Boolean)
        .join(" "),
    },
  ];
}
