import { isToAppoint } from "./owner-to-appoint";
import type { GenerationInput } from "@/capabilities/report/generation-input";
import type { FollowUpQuestionsContent } from "@/model/documents/roadmap-schemas";
import { buildContext, type Context } from "./context";
import { pilotPlan } from "./pilot-plan";
import { planOf } from "./plan";
import { boardShown, seniorTitlesShown } from "./role-scale";
import { ownPilotName } from "./own-challenge";
import { describesCompanyOnly } from "./company-clause";
import { ownUseToYou } from "./own-use";
import { problemKind } from "./problem-kinds";
import { sponsorRole, themesOf } from "./roles";
import { approvedAssistant } from "./approved-assistant";
import { leadDepartment } from "./shared";
import type { RecognisedTheme } from "./recognised-theme";
import { joinWords, quote, sentence } from "./text";
import { vendorsToAsk } from "./held-systems";

/**
 * Three interview questions, each with a follow-up, built from the executive's own answers:
 * q1 their business challenges, q2 their AI tools and workflow, q3 a reflection on confidence.
 */

/**
 * A firm of up to fifty whose answers name nobody for the work: the report gives the pilots to
 * the executive, and asks who would run them day to day rather than inventing a lead. Up to 500
 * staff the same, where the first pilot is the executive's for want of a head the answers show.
 */
function whoRunsIt(ctx: Context): string {
  if (Object.keys(ctx.namedRoles).length || ctx.people.length || ctx.profile?.roles) return "";
  const asked =
    ctx.sizeBand === "small" ||
    ((ctx.sizeBand === "mid" || ctx.sizeBand === "large") &&
      !seniorTitlesShown(ctx) &&
      (firstPilotOwner(ctx) === sponsorRole(ctx) || isToAppoint(firstPilotOwner(ctx) ?? "")));
  return asked
    ? " And who on your team would run that pilot day to day, so it does not all rest on you?"
    : "";
}

/** The first pilot's owner, as the next steps name it. */
function firstPilotOwner(ctx: Context): string | undefined {
  const { lead } = planOf(ctx);
  const plan = lead?.challenge && pilotPlan(ctx, lead.challenge);
  return plan ? plan.owner : lead?.theme?.owner;
}

function challengeQuestions(ctx: Context): [string, string] {
  const [first, second] = ctx.challenges;
  // Who the company is ("We are a credit union with 14 branches") is no priority they named.
  const own = ctx.otherChallenge && !describesCompanyOnly(ctx.otherChallenge);
  const named = first?.text ?? (own ? ctx.otherChallenge : null);
  const primary = named
    ? `${sentence(`${ctx.name}, you named “${named}” as a priority for ${ctx.company}`)} Where does it cost you most today: time, revenue, customer experience or risk?`
    : `${ctx.name}, which business challenge at ${ctx.company} would you most like AI to help with in the next year?`;
  // A problem the report scopes with the executive is asked about here when q2 asks about a pilot.
  const scoped = themesOf(ctx).find((t) => t.field === "otherChallenge" && t.scoping);
  if (scoped && ownSubject(ctx) !== scoped)
    return [primary, scopingQuestion(ctx, scoped, "You also wrote")];
  // A step chosen for a pilot, in the plan's time for it: who runs it, where the answers name nobody.
  const { firstPilot } = planOf(ctx);
  const by =
    firstPilot.phase === 0
      ? "within 90 days"
      : `in the first pilot, from ${firstPilot.starts.replace(/^in /, "")}`;
  const followup = second
    ? `You also named “${second.text}”. If AI could take one step of either problem off your team ${by}, which step would you choose, and how would you measure the result?`
    : `If AI could take one step of that work off your team ${by}, which step would you choose, and how would you measure the result?`;
  return [primary, `${followup}${whoRunsIt(ctx)}`];
}

/** What a problem the report could not read costs, and who deals with it: asked before any tool. */
const scopingQuestion = (ctx: Context, own: RecognisedTheme, lead = "You wrote") =>
  own.figures?.length
    ? `${lead} “${own.quote}”. Taking your figures as the baseline, who deals with it today, what does it cost ${ctx.company} in hours, money or customers, and what result against those figures would you call good?`
    : `${lead} “${own.quote}”. What does it cost ${ctx.company} today in hours, money or customers, who deals with it, and what would a good result look like?`;

function toolQuestions(ctx: Context): [string, string] {
  const platforms = ctx.platformLabels.length
    ? ` and ${ctx.company} runs on ${joinWords(ctx.platformLabels)}`
    : "";
  const teams = joinWords(ctx.focusDepartmentLabels.slice(0, 3)) || leadDepartment(ctx);
  // The work they wrote about is the answer to "which workflow": ask about its first step instead;
  // a problem the report could not read is asked about first, before any tool.
  const own = ownSubject(ctx);
  // One tool is named, several are "those tools".
  const named = ctx.ownUse.labels.length ? ctx.ownUse.labels : (ctx.ownUse.others ?? []);
  const tools = named.length === 1 ? named[0]! : "those tools";
  if (own?.scoping) return scopingQuestions(ctx, own);
  const kind = problemKind(own?.kind);
  // A kind named from the executive's own words (timed work) is asked about by that name.
  const step =
    kind?.ai && (!own?.name || own.name === kind.pilotName)
      ? kind.step
      : own && `which step of ${ownPilotName(own)}`;
  const primary = own
    ? ctx.toolLabels.length
      ? `${ownUseToYou(ctx.ownUse)}${platforms}. You wrote “${own.quote}”: ${step} could ${tools} take on first, and who would check what they produce?`
      : `You have not adopted AI tools personally yet${platforms}. You wrote “${own.quote}”: ${step} would you try first with ${approvedAssistant(ctx)}, and who would check the result?`
    : ctx.toolLabels.length
      ? `${ownUseToYou(ctx.ownUse)}${platforms}. Which weekly workflow in ${teams} still takes the most manual effort, and where could ${tools} take it on?`
      : `You have not adopted AI tools personally yet${platforms}. Which weekly task of your own, such as ${boardShown(ctx) ? "preparing a board update" : "writing an update"} or reviewing a long report, would you try first with ${approvedAssistant(ctx)}?`;
  // The systems are named: the follow-up is read on its own. The systems the executive listed
  // (a booking or practice-management system) hold the work's data before the office platforms do.
  const listed = vendorsToAsk(ctx.answers).filter((name) => !ctx.platformLabels.includes(name));
  const systems = [...listed.slice(0, 3), ...ctx.platformLabels].slice(0, 4);
  const followup =
    systems.length > 1
      ? `Which of ${systems.slice(0, -1).join(", ")} or ${systems.at(-1)} holds the data that workflow needs, and who would need to approve switching on its built-in AI features?`
      : systems.length
        ? `Does ${systems[0]} hold the data that workflow needs, and who would need to approve switching on its built-in AI features?`
        : `Where does the data for that workflow live today, and who would need to approve connecting an AI assistant to it?`;
  return [primary, followup];
}

/**
 * The executive's own problem the questions ask about: the first pilot on it (a kind's or a
 * theme's), else the first one the report scopes with them; none for what AI cannot change.
 */
function ownSubject(ctx: Context): RecognisedTheme | undefined {
  const own = themesOf(ctx).filter((t) => t.field === "otherChallenge");
  return (
    own.find((t) => t.placement === "roadmap" && t.pilot && t.name) ?? own.find((t) => t.scoping)
  );
}

/** A problem the report could not read: what it costs and who deals with it, then where its records are. */
const scopingQuestions = (ctx: Context, own: RecognisedTheme): [string, string] => [
  scopingQuestion(ctx, own),
  `Where are the records of it kept, and is there one step of it you would want AI to try first, with someone checking the result?`,
];

const POSTURE_FOLLOWUP: Record<string, string> = {
  fearful:
    "Your organization is fearful of AI. What would your people need to hear from you, and see you do, before they would volunteer for a first trial?",
  curious:
    "Your organization is curious but has tried little. What permission, tools or training would turn that curiosity into safe experiments this quarter?",
  exploring:
    "People are experimenting on their own. Which of those experiments deserves to become a sanctioned pilot with a budget and an owner?",
  activating:
    "Pilots are under way. What evidence will you need at the next review to decide which to scale, and who makes that call?",
  championing:
    "AI is part of how you work. Where is the next step change likely to come from, and what could slow it down?",
};

function confidenceQuestions(ctx: Context): [string, string] {
  const target = Math.min(10, ctx.confidence + 2);
  const primary =
    ctx.confidence >= 9
      ? `You rated your AI confidence ${ctx.confidence}/10. How are you passing that confidence on to ${ctx.sizeBand === "micro" ? "your team, and who in it" : "your leadership team, and who on it"} is furthest behind?`
      : `You rated your AI confidence ${ctx.confidence}/10. What would need to happen over the next six months for you to rate it ${target}/10?`;
  const followup = POSTURE_FOLLOWUP[ctx.answers.orgPosture] ?? POSTURE_FOLLOWUP.exploring;
  const friction = ctx.friction
    ? ` You described what slows adoption as ${quote(ctx.friction)}: how does that change your answer?`
    : "";
  return [primary, `${followup}${friction}`];
}

export function generateFollowUpQuestions(input: GenerationInput): FollowUpQuestionsContent {
  const ctx = buildContext(input);
  const [q1Primary, q1Followup] = challengeQuestions(ctx);
  const [q2Primary, q2Followup] = toolQuestions(ctx);
  const [q3Primary, q3Followup] = confidenceQuestions(ctx);
  return { q1Primary, q1Followup, q2Primary, q2Followup, q3Primary, q3Followup };
}
