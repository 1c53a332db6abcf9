import { namesKept } from "@/capabilities/report/content/constraints";
import { pilotPlan } from "./pilot-plan";
import { leadPilotWhere } from "./pilot-systems";
import type { Context } from "./context";
import { planOf } from "./plan";
import { spendingApprover } from "./constraint-gates";
import { sponsorRole } from "./roles";
import { governanceGaps } from "./shared";
import { lowerFirst, outOf100 } from "./text";
import { closedPhaseGate, pilotsPhaseClosed } from "./closed-phase";
import { monthLabel, nextOf, phaseMonths, planStart } from "./calendar";
import { yearlyMonthIn } from "./measure-cycle";
import { gateOutOfSeason } from "./gate-dates";

/** The first pilot by name, with the system already in use it runs in or beside. */
export const firstPilot = (ctx: Context) => leadPilotWhere(ctx);

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

/**
 * The month once-a-year work the first pilot changes is next done after the pilot starts ("Every
 * October we rebuild our routes"), when it falls after the pilots' phase ends: the phase's gate
 * cannot judge it. Null otherwise.
 */
function yearlyResult(ctx: Context): string | null {
  const { lead, firstPilot, phases } = planOf(ctx);
  const quote = lead?.theme?.quote ?? lead?.challenge?.text;
  const month = quote ? yearlyMonthIn(quote) : null;
  if (month === null) return null;
  const next = nextOf(firstPilot.month, month);
  const { last } = phaseMonths(phases[1].duration, planStart(ctx.input.createdAt));
  return next > last ? monthLabel(next) : null;
}

/**
 * What the first gate checks of the first pilot's baseline. A pilot that starts within the
 * foundation has run by the time it closes: its baseline was due before it started, so the gate
 * reads the pilot against it rather than asking for one after the fact.
 */
function baselineCheck(ctx: Context): string {
  const { firstPilot } = planOf(ctx);
  if (firstPilot.phase === 1) return "the first pilot has a recorded baseline before it runs.";
  return `the first pilot, started ${firstPilot.starts}, is measured against the baseline recorded before it started.`;
}

/**
 * What the governing body approves pilots to touch, less the people whose information a stated
 * rule keeps out of every AI tool (review r24): beside "donor information entered into no AI
 * tool", the board approves what touches "subscribers' or ticket buyers' personal information",
 * never donors' as if they were open to a pilot. Null when nothing is left to approve.
 */
function approvedScope(scope: string, ctx: Context): string | null {
  const kept = ctx.constraints.flatMap((c) => (c.keptFromAi ? [c.keptFromAi] : []));
  const list = /^(.*?['’])\s+(personal information|data)$/u.exec(scope);
  if (!kept.length || !list) return scope;
  const people = list[1]!.split(/,\s+|\s+or\s+/u).filter((p) => !kept.some((k) => namesKept(p, k)));
  if (!people.length) return null;
  const named =
    people.length === 1 ? people[0]! : `${people.slice(0, -1).join(", ")} or ${people.at(-1)}`;
  return `${named} ${list[2]}`;
}

/** The decision that closes each phase: who decides what, on which evidence. */
export function phaseGates(ctx: Context): [string, string, string] {
  const [p1, p2, p3] = planOf(ctx).phases;
  const results = planOf(ctx).firstPilot.phase === 1 ? planOf(ctx).seasonResults : null;
  const firstTarget = leadTarget(ctx);
  const yearly = yearlyResult(ctx);
  // Whoever owns the data approves what touches it (a Nation's Chief and Council).
  const owner = ctx.profile?.approval;
  const scope = owner && approvedScope(owner.scope, ctx);
  const approve = (what: string, when = "") =>
    owner && scope
      ? ` ${owner.body} ${/^The board of directors$/.test(owner.body) ? "approves" : "approve"} ${what} that touches ${scope}${when}.`
      : "";
  // Whoever must approve spending first (a co-op's board) decides what money follows the results.
  const spender = spendingApprover(ctx);
  const gates: [string, string, string] = [
    `End of ${lowerFirst(p1.duration)}: the ${sponsorRole(ctx)} confirms ${governanceGaps(ctx).length ? "the governance is in place and " : ""}${baselineCheck(ctx)}${approve("any pilot", " before it starts")}`,
    // A seasonal pilot is judged when its season ends, not when the phase does.
    (pilotsPhaseClosed(ctx)
      ? closedPhaseGate(
          ctx,
          lowerFirst(p2.duration),
          firstTarget && lowerFirst(firstTarget.replace(/[.\s]+$/, "")),
        )
      : yearly
        ? `End of ${lowerFirst(p2.duration)}: confirm the first pilot is ready for the work it changes, which comes round once a year; judge it after ${yearly}, when that work is next done, and only then scale each pilot that met its target${firstTarget ? ` (first: ${lowerFirst(firstTarget.replace(/[.\s]+$/, ""))})` : ""}; stop or rework the rest.`
        : results
          ? `End of ${lowerFirst(p2.duration)}: confirm each pilot is set up for the season; in ${results}, when the season's results are read, scale each pilot that met its target and stop or rework the rest.`
          : firstTarget
            ? `End of ${lowerFirst(p2.duration)}: scale each pilot that met its target (first: ${lowerFirst(firstTarget.replace(/[.\s]+$/, ""))}); stop or rework the rest.`
            : `End of ${lowerFirst(p2.duration)}: scale what met its target, stop the rest.`) +
      approve("the scaling of any pilot") +
      (spender?.above
        ? ` Scaling that costs more than ${spender.above} goes to ${spender.who} for approval first, with the pilot's result.`
        : spender
          ? ` Scaling that costs money goes to ${spender.who} as a proposal, with the pilot's result.`
          : ""),
    `End of ${lowerFirst(p3.duration)}: retake this assessment (today ${outOf100(ctx.score)}) and ${spender ? `propose next year's AI budget to ${spender.who}` : "set next year's AI budget"} on the pilots' measured results.`,
  ];
  // A gate is a meeting: never in the weeks the answers make the busiest.
  return gates.map((gate, i) =>
    gateOutOfSeason(ctx, [p1, p2, p3][i]!.duration, gate),
  ) as typeof gates;
}
