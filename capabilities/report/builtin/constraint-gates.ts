import type { CatalogueTool } from "@/capabilities/report/content/types";
import type { StatedConstraint } from "./stated-constraint";
import type { Context } from "./context";
import { monthlyCostCad, roundCad } from "./cost";
import { lowerFirst } from "./text";
import { boardRule, boardStep } from "./board-approval";
import { commentsOnStudentWork, isGradingRule } from "./red-lines";
import { bylineNote } from "./stated-byline-rule";
import { worksInFrench } from "@/capabilities/report/content/tool-french";
import { concernsConsenters } from "./constraint-respects";

/**
 * What the gates and checks the executive stated make of the plan (issue 34, review 6): a
 * spending threshold becomes a step and a line on every cost that crosses it, a vendor review's
 * lead time a step with its duration (constraint-fit.ts), a language rule a check on every tool, a consent rule a
 * step before anyone's details go into a tool, and a rule on AI images a limit on image tools.
 */

const find = (ctx: Context, id: StatedConstraint["id"]) => ctx.constraints.find((c) => c.id === id);

/** Tools in use (the paid Copilot where the answers say so) are paid for: no new spending to approve. */
export const paidFor = (tool: CatalogueTool, ctx: Context): boolean =>
  ctx.inPlace.some((t) => t.name === tool.name) ||
  (tool.name === "Microsoft 365 Copilot" && ctx.copilot === "paid");

/** Where the approver sits: "the family council, at its February meeting". */
export const atMeeting = (c: StatedConstraint): string =>
  c.meeting
    ? `${c.approver} at ${/^your /.test(c.approver ?? "") ? "the" : "its"} ${c.meeting} meeting`
    : (c.approver ?? "whoever approves spending");

/**
 * A tool's cost set against the threshold above which someone must approve it, for its cost
 * line ("up to C$320 a month, above the C$200 a month that goes to your mother for approval
 * before it is bought"); null when it stays below, is paid for, or no threshold was stated.
 */
export function againstThreshold(tool: CatalogueTool, ctx: Context): string | null {
  const c = find(ctx, "approval-threshold");
  if (!c?.threshold || paidFor(tool, ctx)) return null;
  const [low, high] = monthlyCostCad(ctx, tool);
  const { amountCad, per, text } = c.threshold;
  // A month's, a year's or a first year's cost against the amount as it was stated.
  const scale = per === "month" ? 1 : 12;
  if (high * scale <= amountCad) return null;
  const unit = per === "month" ? "a month" : per === "year" ? "a year" : "in its first year";
  const cost =
    low * scale > amountCad
      ? `C$${roundCad(low * scale)} ${unit}`
      : `up to C$${roundCad(high * scale)} ${unit}`;
  return c.tender
    ? `${cost}, above the ${text} over which a purchase goes to public tender`
    : `${cost}, above the ${text} that goes to ${atMeeting(c)} for approval before it is bought`;
}

/**
 * Who must approve the plan's spending, as the executive stated it, and above what amount (null:
 * any): a threshold's signer, a board that wants proof first, or a board that approves anything
 * new. The gates that spend name them (phase-gates.ts, phase-three-scaling.ts).
 */
export function spendingApprover(ctx: Context): { who: string; above: string | null } | null {
  const threshold = find(ctx, "approval-threshold");
  // A tender is no one to propose a budget to: its rule is said once, in the first phase.
  if (threshold?.threshold && !threshold.tender)
    return { who: atMeeting(threshold), above: threshold.threshold.text };
  const proof = find(ctx, "spending-approval");
  if (proof?.approver) return { who: proof.approver, above: null };
  const board = boardRule(ctx);
  return board?.approver ? { who: board.approver, above: null } : null;
}

/** The threshold's step for the first phase: who approves what, and when they meet. */
function thresholdStep(ctx: Context): string | null {
  const c = find(ctx, "approval-threshold");
  if (!c?.threshold) return null;
  const what = c.threshold.per === "project" ? "any project" : "any tool or subscription";
  if (c.tender)
    return `Keep each new tool or subscription at or under ${c.threshold.text}, or put it out to public tender before it is committed, as your procurement rule requires (each tool's cost in this report says whether it crosses that line)`;
  return `Put ${what} over ${c.threshold.text} to ${atMeeting(c)} for approval before it is committed (each tool's cost in this report says whether it crosses that line)`;
}

/** New money waits for a meeting: the proposal goes on its agenda. */
function meetingStep(ctx: Context): string | null {
  const c = ctx.constraints.find((s) => s.id === "spending-approval" && s.meeting);
  if (!c) return null;
  return `Put any spending beyond what is approved on the agenda of ${c.approver}'s ${c.meeting} meeting, with the first pilot's measured result, since nothing new is bought before then`;
}

/**
 * A decision that spends above the stated threshold, put to whoever approves it: "Ask your
 * mother to approve Workable …". Null when the decision stays below it or states no amount.
 */
export function aboveThreshold(decision: string, ctx: Context): string | null {
  const c = find(ctx, "approval-threshold");
  if (!c?.threshold || !/^Approve /.test(decision)) return null;
  const amount = (unit: string) =>
    Number(new RegExp(`C\\$([\\d,]+) ${unit}`).exec(decision)?.[1]?.replace(/,/g, "") ?? 0);
  const monthly = amount("a month") || amount("a year") / 12;
  const spend = c.threshold.per === "month" ? monthly : monthly * 12;
  if (spend <= c.threshold.amountCad) return null;
  if (c.tender)
    return `Put out to public tender: ${lowerFirst(decision).replace(/\.$/, "")}, as it is above the ${c.threshold.text} your procurement rule allows without one.`;
  return `Ask ${atMeeting(c)} to ${lowerFirst(decision).replace(/\.$/, "")}, as it is above the ${c.threshold.text} you set for that approval.`;
}

/** The language check: every tool tried in the language before it is approved. */
function languageStep(ctx: Context): string | null {
  const c = find(ctx, "language");
  if (!c?.language) return null;
  return `Check that each tool works in ${c.language} (screens, help and what it writes) for the people who use it${c.scope ? ` on ${c.scope}` : ""} before it is approved, as you require; a tool that does not is not used there`;
}

/** The consent step: whose agreement, asked and recorded, before their details go into a tool. */
export function consentStep(ctx: Context): string | null {
  const c = find(ctx, "consent");
  if (!c?.consentOf) return null;
  return `Write the consent step into the AI policy: ${c.consentOf.who} ${c.consentOf.word} is asked and noted before any of their details go into an AI tool, and nothing goes in without it`;
}

/** The steps the stated gates and checks put in the first phase, in the order a reader acts on them. */
export function gateSteps(ctx: Context): string[] {
  return [
    boardStep(ctx),
    meetingStep(ctx),
    thresholdStep(ctx),
    consentStep(ctx),
    languageStep(ctx),
  ].filter((s): s is string => s !== null);
}

/** A pilot's condition under a consent rule: the people's agreement before their details go in. */
export function consentCondition(work: string, ctx: Context, about: string = work): string | null {
  const c = find(ctx, "consent")?.consentOf;
  if (!c || !mayHoldPeoplesDetails(about) || !concernsConsenters(c.who, about)) return null;
  return `${c.who} ${c.word} is asked and noted before their details go into ${lowerFirst(work.replace(/[.\s]+$/, ""))}`;
}

/** Work on code, machines or stock, with no one's records in it: a consent rule asks nothing of it. */
const THINGS_ONLY =
  /\b(?:code|coding|software|tests|pull requests?|deployments?|cycle time|inventory|stock|maintenance|machines?|equipment|yield|grading|giveaway|energy|routes?|fleet|demand forecast\w*|sensors?)\b/iu;
const PEOPLE =
  /\b(?:clients?|customers?|patients?|members?|residents?|guests?|students?|donors?|tenants?|famil(?:y|ies)|callers?|applicants?|candidates?|employees?|staff|people|records?|files?|emails?|inbox|messages?|bookings?|appointments?|intake|claims?|accounts?|contacts?|leads?|prospects?|tickets?|notes?|calls?|CRM)\b|(?<!\p{L})(?:clients?|patients?|dossiers?|courriels?)(?!\p{L})/iu;

/**
 * Steps that put no one's details into a tool: a question to the vendors, a problem's cost
 * written down before any AI (review r22: the consent line pasted onto each of them).
 */
const NO_TOOL_YET =
  /\bAsk (?:the|your) (?:current )?vendors?\b|\bwhich AI features\b|\bdecide whether AI has a part\b/iu;

/** Whether the work may put people's details into the tool: what a consent rule asks about. */
const mayHoldPeoplesDetails = (about: string): boolean =>
  !NO_TOOL_YET.test(about) && (PEOPLE.test(about) || !THINGS_ONLY.test(about));

/** Tools that make images: a rule on AI images limits what they are used for. */
const MAKES_IMAGES = /\b(?:image|images|visuals?|photos?|video)\b/i;

/** Tools that write: under a byline rule, what they write is said. */
const WRITES_TEXT = /\b(?:AI assistant|writing|drafting|drafts?|content)\b/i;

/** How a kept tool keeps to the language and image rules, as sentences; null when none applies. */
export function useNotes(
  tool: CatalogueTool,
  ctx: Context,
  first: boolean,
  more: boolean,
): string | null {
  const notes: string[] = [];
  const images = find(ctx, "no-ai-imagery");
  if (images?.subject && MAKES_IMAGES.test(`${tool.description} ${tool.useCase}`))
    notes.push(
      `${tool.name} is kept to mood and campaign visuals: no image it generates shows ${images.subject}, as your rule says.`,
    );
  if (find(ctx, "no-ai-bylines") && WRITES_TEXT.test(`${tool.category} ${tool.useCase}`))
    notes.push(bylineNote(tool.name));
  if (ctx.constraints.some(isGradingRule) && commentsOnStudentWork(tool))
    notes.push(
      `${tool.name} gives no feedback, rubric or mark on students' work: teachers grade it, as your rule says.`,
    );
  const language = find(ctx, "language");
  if (
    language?.language &&
    !language.scope &&
    /French/.test(language.language) &&
    worksInFrench[tool.name]
  )
    notes.push(
      `${tool.name} works in French, its screens and what it writes; the people who use it${language.scope ? ` on ${language.scope}` : ""} try it in French before it is approved.`,
    );
  else if (language?.language && first)
    notes.push(
      `Before it is approved, check that ${tool.name} works in ${language.language} for the people who use it${language.scope ? ` on ${language.scope}` : ""}${more ? "; the same check holds for every tool below" : ""}.`,
    );
  return notes.length ? notes.join(" ") : null;
}
