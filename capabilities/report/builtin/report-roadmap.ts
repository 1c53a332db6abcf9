import type { Initiative, ReportData } from "@/model/documents/report-schemas";
import { theOwner } from "./named-people";
import type { RoadmapContent } from "@/model/documents/roadmap-schemas";
import { pilotPlan } from "./pilot-plan";
import { vendorApprovalStep } from "./work-conditions";
import { gateSteps } from "./constraint-gates";
import type { Context } from "./context";
import { pilotDataIn } from "./pilot-systems";
import { unionNoticeStep } from "./union-notice";
import { decisionStepsIn } from "./decision-calendar";
import { pilotChallenges, planOf } from "./plan";
import { pilotsPhaseClosed } from "./closed-phase";
import { monthLabel } from "./calendar";
import { ownerRole, sponsorRole } from "./roles";
import { approvedAssistant } from "./approved-assistant";
import { governanceGaps } from "./shared";
import { joinWords, possessive } from "./text";
import { firstPilot, phaseGates } from "./phase-gates";
import { startsInPhaseOne, THEMES_BESIDE_FIRST_PILOT, timedHere } from "./phase-timing";
import { advanced, scalingActions } from "./phase-three-scaling";
import { implementationLine, pilotInitiatives, themeInitiatives } from "./phase-initiatives";
import { challengeSeasonWait } from "./season-start";

type ReportRoadmap = ReportData["roadmap"];
type QuickWin = RoadmapContent["quickWins"][number];

/** Whom the executive's practice spreads to: a firm of ten has a team, not a leadership team. */
const teamOf = (ctx: Context): string =>
  ctx.sizeBand === "micro" ? "the whole team" : "the leadership team";

/** What the first pilot is measured by. */
const leadMetric = (ctx: Context): string | undefined => {
  const lead = planOf(ctx).lead;
  return lead?.challenge ? pilotPlan(ctx, lead.challenge).metric : lead?.theme?.measure;
};

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
      // What phase 3 relies on (a steering group) is put in place here, never only assumed there.
      ...(gaps.length ? [`Put ${joinWords(gaps)} in place`] : []),
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
  const systems = [...new Set(pilotChallenges(ctx).flatMap((c) => pilotDataIn(ctx, c)))];
  const data = joinWords(systems);
  // A system the executive keeps material in ("never leaves Tessitura") is worked in, never drawn from.
  const rule = ctx.constraints.find((c) => c.id === "confidential" && c.system);
  const kept = rule?.system;
  const owners = [...initiatives, ...planOf(ctx).ownPilots].map((i) =>
    i.owner === sponsorRole(ctx) ? "you" : theOwner(i.owner),
  );
  return [
    owners.length
      ? `Prove each pilot against its baseline, reviewed by its owner: ${joinWords([...new Set(owners)])}`
      : "Prove the first pilot against its baseline",
    kept && systems.includes(kept)
      ? `Work the pilots' data inside ${kept}, as your rule requires: none of the ${rule!.keptIn} leaves it`
      : data
        ? `Connect the pilots to the data in ${data}`
        : "Choose the system of record the pilots draw on and clean the fields they need",
  ];
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
  // A pilot on the season's work never starts in the idle months: it waits for phase 2.
  const firstChallenge = pilotChallenges(ctx).find(
    (c) => pilotPlan(ctx, c).app && !planOf(ctx).queued.slugs.includes(c.slug),
  );
  const seasonal = firstChallenge && challengeSeasonWait(ctx, firstChallenge) !== null;
  const startsFirst = first && pilots[0] && !seasonal ? [pilots[0]] : [];
  const themes = first ? [...own, ...other] : other;
  const phase1Initiatives: Initiative[] = [
    ...leaving,
    ...(first ? [...startsFirst, ...themes.slice(0, THEMES_BESIDE_FIRST_PILOT)] : []),
  ];
  const timedInTwo: Initiative[] = [
    ...pilots.slice(startsFirst.length),
    ...(first ? [] : own),
    ...themes.slice(first ? THEMES_BESIDE_FIRST_PILOT : 0),
  ];
  // A season that closes the pilots' phase moves its pilots to the phase they start in: phase 2
  // readies them ("PHASE 2" is never the label of a pilot timed "Month 11").
  const closedTwo = pilotsPhaseClosed(ctx);
  const phase2Initiatives = closedTwo ? [] : timedInTwo;
  const phase3Initiatives = closedTwo ? [...timedInTwo, ...queued] : queued;
  const startMonth = monthLabel(planOf(ctx).firstPilot.month);
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
        ...(closedTwo
          ? [
              `Ready each pilot to start in ${startMonth}: its owner named, its baseline recorded and its data in place`,
            ]
          : phaseTwoObjectives(ctx, pilots)),
        ...timedHere(ctx, 1),
        ...decisionStepsIn(ctx, 1),
      ],
      // The initiatives of this phase, one line each: the owners' list below names the same ones.
      implementations: phase2Initiatives.length
        ? phase2Initiatives.map((i) => implementationLine(i, other.includes(i)))
        : closedTwo && timedInTwo.length
          ? timedInTwo.map((i) => `Ready to start in ${startMonth}: ${i.action}`)
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
        ...timedHere(ctx, 2),
        ...decisionStepsIn(ctx, 2),
      ],
      ...(phase3Initiatives.length ? { initiatives: phase3Initiatives } : {}),
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
