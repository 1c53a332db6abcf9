import { approvalCycleOf, cycleAfterPilots } from "./approval-cycle";
import type { Brief, RecommendedTool } from "@/model/documents/report-schemas";
import { theOwner } from "./named-people";
import { respectedLine } from "./constraint-fit";
import { aboveThreshold, atMeeting } from "./constraint-gates";
import { findTool } from "@/capabilities/report/content/tools";
import { has, type Context } from "./context";
import { pricedOnQuote, staffInScope } from "./cost";
import { toConfirm } from "./ai-to-confirm";
import { readExperience } from "./experience";
import { pilotToDecide, type TriedWithResult } from "./tried-with-result";
import { trialDecision } from "./trial-decision";
import { ownUseSentence } from "./own-use";
import type { ToolInPlace } from "./in-place";
import { ownToolFor } from "./own-tools";
import { isInUse, isRunningSystem } from "./tool-fit";
import { heldSystems, systemDoing } from "./held-systems";
import { leadSystem } from "./pilot-systems";
import { runsIn } from "./system-in-use";
import { withUnusedFeatures } from "./unused-features";
import { pilotPlan } from "./pilot-plan";
import { planOf } from "./plan";
import { themesOf } from "./roles";
import { ownFirstStep } from "./own-first-step";
import { scopedProblemName } from "./scoped-problem-name";
import { challengeOwner } from "./pilot-owners";
import { applicationFor, governanceGaps, ownerDecides } from "./shared";
import { approvedAssistant, assistantTool, freePlanApproved } from "./approved-assistant";
import { startingTools } from "./starting-tools";
import { canadianPlanUnderRule } from "./residency-notes";
import { quotation, sentencesOf } from "./theme-patterns";
import {
  FRICTION_WORDS,
  listsTheTeam,
  statesAFact,
  statesARule,
  tellsOfUse,
} from "./friction-sentences";
import { joinWords, lowerFirst, possessive, quote } from "./text";

/**
 * The one page on top of the report: where the company stands in one sentence, the three
 * decisions for this quarter, and what to leave alone for now.
 */

function standing(ctx: Context): string {
  switch (ctx.adoption.organisation) {
    case "none":
      return ctx.adoption.personal
        ? `has not started with AI as an organization, though ${ctx.name} ${ownUseSentence(ctx.ownUse)}`
        : "has not started with AI: nobody uses it at work yet";
    case "individual": {
      const said = ctx.adoption.said ? ` (you wrote ${quote(ctx.adoption.said, 140)})` : "";
      return `has people using AI on their own${said}${has(ctx, "ai_policy") ? "" : ", with no policy to guide them"}`;
    }
    case "pilots":
      if (ctx.adoption.pilotsEnded)
        return `has run AI pilots, but none is known to be running now: the one you described was stopped (you wrote ${quote(ctx.adoption.pilotsEnded, 140)})`;
      if (ctx.adoption.stoppedBeside)
        return `has AI in use at work (you wrote ${quote(ctx.adoption.stoppedBeside.going, 140)}), while the trial you described was stopped (you wrote ${quote(ctx.adoption.stoppedBeside.stopped, 140)})`;
      return `runs sanctioned AI pilots${governanceHeld(ctx).length >= 2 ? ` with ${joinWords(governanceHeld(ctx))} in place` : ""}`;
    case "embedded":
      return "already works with AI day to day";
  }
}

const HELD: Record<string, string> = {
  ai_policy: "a policy",
  dedicated_budget: "a budget",
  steering_committee: "a steering committee",
  internal_champions: "champions",
};
const governanceHeld = (ctx: Context) => ctx.elements.flatMap((e) => HELD[e] ?? []);

const QUARTER_FOCUS: Record<Context["adoption"]["organisation"], string> = {
  none: "a safe, approved start on one problem",
  individual: "bringing that use under a policy and into a first sanctioned pilot",
  pilots: "deciding which pilots scale, on measured results",
  embedded: "measuring value and governing AI at scale",
};

/** Pilots ticked, and the one described was stopped: the next one is chosen on what it taught. */
const PILOTS_ENDED_FOCUS = "choosing the next pilot on what the stopped one taught";
/** AI in use beside a stopped trial: that use is governed and measured, and the trial's lesson kept. */
const IN_USE_BESIDE_STOPPED_FOCUS =
  "bringing the AI already in use under a policy and measuring it, with the stopped trial's lesson kept";

const quarterFocus = (ctx: Context): string =>
  ctx.adoption.pilotsEnded
    ? PILOTS_ENDED_FOCUS
    : ctx.adoption.stoppedBeside
      ? IN_USE_BESIDE_STOPPED_FOCUS
      : QUARTER_FOCUS[ctx.adoption.organisation];

/** A friction quoted whole, its first sentence set apart after a colon (cut at a clause only when very long). */
const FRICTION_QUOTE_MAX = 260;

function position(ctx: Context): string {
  const gap = ctx.friction
    ? ""
    : `; the gap to close is ${joinWords(governanceGaps(ctx).slice(0, 2)) || "turning readiness into measured value"}`;
  // A one-word label ("Liability.") is no quote: the first sentence that says something is.
  const sentences = ctx.friction ? sentencesOf(ctx.friction) : [];
  const told = sentences.filter(
    (s) =>
      s.split(/\s+/).length >= 4 &&
      !statesAFact(s, ctx.answers) &&
      !statesARule(s, ctx.constraints),
  );
  // A sentence that says what holds AI back, before one that only sets the scene; a staff list
  // ("Staff: me, two technicians…"), a use of AI or a rule is never quoted as one.
  const first =
    told.find((s) => FRICTION_WORDS.test(s)) ??
    told.find((s) => !listsTheTeam(s) && !tellsOfUse(s));
  // An answer that holds only rules, duties and assets names no friction: nothing is said of
  // one, since "you named no friction" reads wrong beside an empty answer or friction named in
  // another answer (review r20 class 3); what the plan keeps to is quoted by `respectedLine`.
  const friction = first
    ? ` Where AI adoption meets friction, you wrote: “${quotation(first, first, FRICTION_QUOTE_MAX)}”.`
    : "";
  const respected = respectedLine(ctx);
  return `${ctx.company} ${standing(ctx)}${gap}, so this quarter is about ${quarterFocus(ctx)}.${friction}${respected ? ` ${respected}` : ""}`;
}

/**
 * A decision that spends money, put to whoever approves spending where the executive says
 * nothing is spent without their approval: a proposal with its evidence, not a purchase.
 */
function asProposal(decision: string, ctx: Context): string {
  const gate = ctx.constraints.find((c) => c.id === "spending-approval");
  if (!gate || !/C\$|\bbudget\b/.test(decision) || !/^(?:Approve|Set) /.test(decision))
    return aboveThreshold(decision, ctx) ?? decision;
  return `Ask ${atMeeting(gate)} to ${lowerFirst(decision).replace(/\.$/, "")}, and bring it the first pilot's measured result as evidence.`;
}

/** The sanctioned assistant, with the plan that keeps its data in Canada where a residency rule binds. */
function assistantUnderRules(ctx: Context): string {
  const assistant = approvedAssistant(ctx);
  const plan = canadianPlanUnderRule(findTool(assistantTool(assistant)), ctx);
  return plan ? `${assistant}, on ${plan},` : assistant;
}

function governanceDecision(ctx: Context): string {
  if (!has(ctx, "ai_policy"))
    return freePlanApproved(ctx)
      ? `Approve a one-page AI use policy and ${approvedAssistant(ctx)} as the one sanctioned assistant, at no cost, with model training switched off in its settings and no customer or staff details entered.`
      : `Approve a one-page AI use policy and ${assistantUnderRules(ctx)} as the one sanctioned assistant, so ${possessive(ctx.company)} information stays out of personal accounts.`;
  // A budget the executive stated (a monthly cap, none at all) is theirs already: not a decision to make.
  const budgetStated = ctx.constraints.some((c) => c.class === "budget" || c.beyondApproved);
  if (!has(ctx, "dedicated_budget") && !budgetStated && ownerDecides(ctx))
    return `Set a monthly spending line for AI tools, sized on the pilot costs in this report, so pilots stop competing with day-to-day spending.`;
  // Spending approved once a year is asked for at that approval, never for "the next two quarters".
  const cycle = approvalCycleOf(ctx);
  if (!has(ctx, "dedicated_budget") && !budgetStated && cycle)
    return `Put a dedicated AI budget, sized on the pilot costs in this report, into your next yearly approval, so pilots stop competing with day-to-day spending (you wrote “${cycle.quote}”).`;
  if (!has(ctx, "dedicated_budget") && !budgetStated)
    return `Set a dedicated AI budget for the next two quarters, sized on the pilot costs in this report, so pilots stop competing with day-to-day spending.`;
  if (!has(ctx, "steering_committee"))
    return `Name the three people at ${ctx.company} who decide which pilots scale, and put their first review in the calendar.`;
  if (cycle)
    return `Decide, ${cycleAfterPilots(ctx, cycle)}, which of ${possessive(ctx.company)} AI initiatives scale or stop on measured value.`;
  return `Hold one quarterly review at which each of ${possessive(ctx.company)} AI initiatives scales or stops on measured value.`;
}

/** The executive's own problem that no kind reads gets its first concrete step before any pilot on it. */
const scopedFirst = (ctx: Context): string => {
  const scoped = themesOf(ctx).find((t) => t.field === "otherChallenge" && t.scoping);
  if (!scoped) return "";
  const name = scopedProblemName(scoped);
  if (name) return ` For ${name}, ${ownFirstStep(ctx, scoped)}`;
  const other = planOf(ctx).lead?.theme ? "other " : "";
  return ` For the ${other}problem you wrote about in your own words, ${ownFirstStep(ctx, scoped)}`;
};

function pilotDecision(ctx: Context): string {
  return `${firstPilotDecision(ctx)}${scopedFirst(ctx)}`;
}

/** " in or beside Dentrix" (" in Dentrix" where a rule keeps material there): where the first pilot runs, when a system in use does that work. */
const besideSystem = (ctx: Context): string => {
  const system = leadSystem(ctx);
  return system ? ` ${runsIn(ctx, system)}` : "";
};

function firstPilotDecision(ctx: Context): string {
  const lead = planOf(ctx).lead;
  if (!lead)
    return `Choose the one problem at ${ctx.company} where AI should prove itself first, and name its owner and measure.`;
  // The executive's own written problem is the first pilot, measured by the figures they gave.
  if (!lead.challenge)
    return `Start with ${lead.name} as the first pilot${besideSystem(ctx)} (you wrote “${lead.words}”), owned by ${theOwner(lead.theme!.owner)}, measured by ${lead.theme!.measure}.`;
  const first = lead.challenge;
  const app = applicationFor(first, ctx);
  const measure = first.measure;
  const owner = challengeOwner(ctx, first);
  const metric =
    lead.theme?.stated || lead.theme?.kind ? pilotPlan(ctx, first).metric : measure?.metric;
  const own =
    app &&
    (ownToolFor(ctx.ownTools, app) ?? systemDoing(ctx.answers, first.mapping?.tools ?? [], app));
  // A challenge's label is the questionnaire's words, not the executive's: never quoted.
  const subject = lead.theme ? lead.name : lowerFirst(first.text);
  const wrote = lead.theme ? ` (you wrote “${lead.words}”)` : "";
  const measured = metric ? `, measured by ${metric}` : "";
  if (own)
    return `Make ${own.name}, already in use${"seats" in own && own.seats ? ` (“${own.seats.words}”)` : ""}, the first pilot on ${subject}${wrote}: ${theOwner(owner)} records its baseline${metric ? ` of ${metric}` : ""} and decides whether to extend it.`;
  const where = besideSystem(ctx);
  return lead.theme
    ? `Start with ${subject} as the first pilot${where}${wrote}, owned by ${theOwner(owner)}${measured}.`
    : `Start the first pilot on ${subject}${where}, owned by ${theOwner(owner)}${measured}.`;
}

/** A tool in use that costs nothing extra needs no decision this quarter. */
function includedInPlace(name: string, ctx: Context): boolean {
  const tool = findTool(name);
  return Boolean(tool && isInUse(tool, ctx) && ["included", "free"].includes(tool.price.kind));
}

/**
 * A paid tool in place is measured, then extended, kept or retired: never approved anew. One the
 * executive says a finished pilot ran on is already measured: its findings are acted on.
 */
function measureDecision({ name, seats, says, answer }: ToolInPlace, ctx: Context): string {
  const pilot = answer === "aiExperience" && readExperience(ctx.answers.aiExperience).finishedPilot;
  if (pilot && pilot.includes(says.replace(/…$/, "").trim()))
    return `Act on the ${name} pilot you ran${seats ? ` (${seats.count} licences)` : ""}: confirm which licences are still paid for, then by a set date extend them to the teams where it helped and retire the rest: nothing new to buy.`;
  const what = seats ? `the ${seats.count} ${name} licences in place` : `${name}, already in use,`;
  return `Measure ${what} by weekly use and time saved, then by a set date extend ${seats ? "them" : "it"} to the roles that earn the cost back, keep ${seats ? "them" : "it"} or retire idle licences: nothing new to buy.`;
}

/**
 * A pilot of a named tool that gave a result is decided at its own scale, on what it measured:
 * extended to everyone who does that work, or stopped, before anything new is bought for it.
 */
function ranPilotDecision({
  tool,
  scope,
  whole,
  sentence,
  running,
  place,
}: TriedWithResult): string {
  const on = scope ? ` on ${scope.count} ${scope.who}` : place ? ` on ${place.name}` : "";
  const ran = `${running ? "you are running" : "you ran"}${on}`;
  const wider = scope
    ? whole
      ? `all ${whole} ${scope.who}`
      : `the rest of the ${scope.who}`
    : place
      ? `the other ${place.kind}s`
      : "the rest of the team doing that work";
  const results = running ? "what it has measured so far" : "the results it measured";
  return `Decide on the ${tool} pilot ${ran}: extend it to ${wider} or stop it, on ${results} (you wrote “${quotation(sentence, sentence, 220)}”), before approving any new tool for the same work.`;
}

/**
 * A system in place whose automation or AI the company owns and has never used, where a pilot
 * runs: switched on and measured before anything new is bought for that work (review r22).
 */
function unusedSystemDecision(ctx: Context): string | null {
  const lead = planOf(ctx).lead;
  const system = leadSystem(ctx);
  if (lead && system?.unused)
    return `Switch on the ${system.unused.features} of ${system.name} you already pay for and have not used (you wrote “${system.unused.quote}”), for the first pilot on ${lead.name}: confirm with the vendor which of them your licence includes, and buy nothing new for that work until they are measured against the baseline.`;
  // Unused where no pilot runs: still switched on and measured before anything new is bought.
  const idle = withUnusedFeatures(heldSystems(ctx.answers)).find((s) => s.product);
  return idle?.unused
    ? `Switch on the ${idle.unused.features} of ${idle.name} you already pay for and have not used (you wrote “${idle.unused.quote}”): confirm with the vendor which of them your licence includes, and measure what they do on one task before anything new is bought for the same work.`
    : null;
}

function thirdDecision(ctx: Context, tools: readonly RecommendedTool[]): string {
  if (ctx.answers.orgPosture === "fearful" || ctx.answers.aiPerception === "overhyped")
    return `Decide what ${ctx.company} tells its people about AI and their jobs, before any tool arrives.`;
  const unused = unusedSystemDecision(ctx);
  if (unused) return unused;
  // The first decision already approves the assistant when there is no policy yet.
  const approved = has(ctx, "ai_policy") ? undefined : assistantTool(approvedAssistant(ctx));
  // Only a tool the roadmap puts to work in one of its phases: nothing approved for no pilot.
  const placed = startingTools(ctx, tools);
  const tool = tools.find(
    (t) => t.cost && t.name !== approved && !includedInPlace(t.name, ctx) && placed.has(t.name),
  );
  const inPlace = tool && ctx.inPlace.find((t) => t.name === tool.name);
  if (inPlace) return measureDecision(inPlace, ctx);
  const ranPilot = pilotToDecide(ctx.answers);
  if (ranPilot) return ranPilotDecision(ranPilot);
  const quoted = tool && findTool(tool.name);
  if (quoted && isRunningSystem(quoted, ctx))
    return `Ask ${quoted.name} which AI features ${possessive(ctx.company)} current licence includes and what each of the others costs, and approve only those whose business case in this report holds, with a decision date to keep or cancel them.`;
  if (quoted && pricedOnQuote(ctx, quoted))
    return `Ask for a quote for ${quoted.name} for ${staffInScope(ctx, quoted.scope).label} and approve it only if the business case in this report holds, with a decision date to keep or cancel it.`;
  const open = tool && toConfirm(ctx, tool.name);
  if (open)
    return `${open.question}; approve ${tool.name} for one pilot group only once it is confirmed, with a decision date to keep or cancel it.`;
  if (tool?.cost)
    return `Approve ${tool.name} for one pilot group, at ${lowerFirst(tool.cost.summary)}, with a decision date to keep or cancel it.`;
  if (has(ctx, "internal_champions") && ctx.sizeBand === "micro")
    return `Give the colleague who champions AI at ${ctx.company} two hours a week to help the others.`;
  if (has(ctx, "internal_champions"))
    return `Give ${possessive(ctx.company)} AI champions two hours a week and one pilot team each to support.`;
  return `Decide who at ${ctx.company} champions AI, with two hours a week set aside for it.`;
}

export function buildBrief(ctx: Context, tools: readonly RecommendedTool[]): Brief {
  // A trial already run that waits for a decision is decided before any new pilot or tool.
  const trial = trialDecision(ctx);
  const decisions = trial
    ? [governanceDecision(ctx), trial, pilotDecision(ctx)]
    : [governanceDecision(ctx), pilotDecision(ctx), thirdDecision(ctx, tools)];
  return {
    position: position(ctx),
    decisions: decisions.map((d) => asProposal(d, ctx)),
    notYet: planOf(ctx).notYet.map((n) => n.text),
  };
}
