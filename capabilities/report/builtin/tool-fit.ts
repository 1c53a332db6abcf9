import type { AssessmentInput } from "@/model/assessment/schemas";
import { doesApplication, WORK_BY_CATEGORY } from "@/capabilities/report/content/tool-work";
import type { CatalogueTool, SystemRef } from "@/capabilities/report/content/types";
import { findTool } from "@/capabilities/report/content/tools";
import type { ToolEvidence } from "@/model/documents/report-schemas";
import { brokenBy } from "./constraint-fit";
import { has, runs, type ChosenChallenge, type Context } from "./context";
import { occupiedBy, systemDoing } from "./held-systems";
import { mayAnswerCustomers } from "./customer-answering";
import { affordable } from "./tool-affordable";
import { approvedAssistant, assistantTool } from "./approved-assistant";
import { prerequisiteContradicted } from "./ai-to-confirm";
import { ofKindDropped } from "./tried-and-dropped";
import { ofPracticeInPlace } from "./practices-in-place";
import { developersShown } from "./developers-shown";
import { crewsOnPaper } from "./field-crews";
import { oncePerPair } from "./once";

/**
 * Whether a catalogue tool fits a company at all: its size band, its budget, its industry and
 * profession (shown in the answers), its maturity, the systems it needs, never a rival to a
 * system it runs, and never against a constraint the executive stated (constraint-fit.ts).
 */

/** The tool is the company's platform AI or the AI of a system it named: it comes first. */
export const isNative = (tool: CatalogueTool, ctx: Context): boolean =>
  (tool.nativeTo !== undefined && runs(ctx, tool.nativeTo)) ||
  (tool.system !== undefined && runs(ctx, tool.system));

/**
 * The answers say it is in use: a tool named in the AI experience or systems answer, the paid
 * Microsoft 365 Copilot where the words say so, or else the Copilot Chat that comes with the
 * licences (the one certain part of "Copilot"). Recommend the next step, not a start.
 */
export function isInUse(tool: CatalogueTool, ctx: Context): boolean {
  if (ctx.inPlace.some((t) => t.name === tool.name)) return true;
  if (tool.nativeTo !== "microsoft365" || !isNative(tool, ctx)) return false;
  const copilot = ctx.copilot === "paid" ? "Microsoft 365 Copilot" : "Microsoft 365 Copilot Chat";
  return ctx.copilot !== null && tool.name === copilot;
}

/** The tool is a system the company already runs (Yardi, 7shifts), not an AI sold on top of it. */
export const isRunningSystem = (tool: CatalogueTool, ctx: Context): boolean =>
  ctx.systems.some(
    (s) => s.id === tool.system && (tool.name === s.name || tool.name.startsWith(`${s.name} with`)),
  );

/** The answers that show a profession the tool is built for: none for a tool built for none. */
export const professionEvidence = (tool: CatalogueTool, ctx: Context): ToolEvidence[] =>
  ctx.professions
    .filter((e) => tool.professions?.includes(e.profession))
    .map(({ answer, says }) => ({ answer, says }));

/**
 * The tool does one of the challenge's applications (its department, its kind of work, its
 * subject) that no system the company runs already does: Verafin scores the transactions, so
 * no other tool is sold for that.
 */
export const doesSomeOf = (
  tool: CatalogueTool,
  challenge: ChosenChallenge,
  answers: AssessmentInput,
): boolean =>
  (challenge.mapping?.applications ?? []).some(
    (app) =>
      doesApplication(tool, app) && !systemDoing(answers, challenge.mapping?.tools ?? [], app),
  );

/** A keyword of the tool appears in the challenge, and the tool does one of its applications. */
export function servesChallenge(
  tool: CatalogueTool,
  challenge: ChosenChallenge,
  answers: AssessmentInput,
): boolean {
  const text = challenge.text.toLowerCase();
  return tool.keywords.some((k) => text.includes(k)) && doesSomeOf(tool, challenge, answers);
}

/** A system the company runs that the tool would replace. */
export function rivalOf(tool: CatalogueTool, ctx: Context): SystemRef | undefined {
  // The assistant the roadmap approves is nobody's rival: beside a Google account that may be a
  // free one, it is the one sanctioned assistant the tools recommend too.
  if (tool.category === "AI assistant" && assistantTool(approvedAssistant(ctx)) === tool.name)
    return undefined;
  return tool.competesWith?.find((ref) => runs(ctx, ref));
}

function matureEnough(tool: CatalogueTool, ctx: Context): boolean {
  const pilots = ctx.adoption.organisation === "pilots" || ctx.adoption.organisation === "embedded";
  switch (tool.maturity) {
    case "none":
      return true;
    case "policy":
      return pilots || has(ctx, "ai_policy");
    case "pilots":
      return pilots || isInUse(tool, ctx);
  }
}

/** A tool whose main work is what an AI tool the company already runs does (a second scribe). */
const rivalsOwnTool = (tool: CatalogueTool, ctx: Context): boolean =>
  ctx.ownTools.some((own) => WORK_BY_CATEGORY[tool.category]?.[0] === own.work);

/** A tool of the kind a tool in place already is (no second scheduler beside Deputy); assistants are ruled elsewhere. */
const rivalsToolInPlace = (tool: CatalogueTool, ctx: Context): boolean =>
  tool.category !== "AI assistant" &&
  ctx.inPlace.some((t) => t.name !== tool.name && findTool(t.name)?.category === tool.category);

/** The company runs a platform or system the tool connects to. */
const connectsToRunning = (tool: CatalogueTool, ctx: Context): boolean =>
  [...tool.platforms, ...(tool.integratesWith ?? [])].some((ref) => runs(ctx, ref));

/** Read for each tool of the catalogue, by every list that recommends tools: once per tool. */
export const fitsCompany = (tool: CatalogueTool, ctx: Context): boolean => fits(ctx, tool);

const fits = oncePerPair((ctx: Context, tool: CatalogueTool): boolean => {
  if (brokenBy(tool, ctx)) return false;
  // A tool the company already pays for fits it, beside whatever suite it runs.
  if (ctx.inPlace.some((t) => t.name === tool.name)) return true;
  if (tool.nativeTo && !runs(ctx, tool.nativeTo)) return false;
  // A coding assistant needs people shown writing code, not vendor software the company runs.
  if (WORK_BY_CATEGORY[tool.category]?.includes("coding") && !developersShown(ctx)) return false;
  // Crews on paper timesheets are no HR system's seats, and it would hold none of their data.
  if (tool.category === "HR platform" && crewsOnPaper(ctx.answers)) return false;
  // Receipt capture feeds accounting software: without one it connects to, it has nowhere to go.
  if (tool.category === "Bookkeeping automation" && !connectsToRunning(tool, ctx)) return false;
  // Built on a platform the company does not run: no Power Automate without Microsoft 365.
  if (tool.runsOn && !tool.runsOn.some((ref) => runs(ctx, ref))) return false;
  // The version the company runs does not carry it (Joule beside SAP ECC 6.0).
  if (prerequisiteContradicted(ctx.answers, tool.name)) return false;
  // A kind of tool the executive tried and switched off is not sold again (the company's own AI aside).
  if (!isNative(tool, ctx) && ofKindDropped(tool, ctx.answers)) return false;
  // Nor is a new tool sold for a technique the company already runs (its own tool aside).
  if (!isNative(tool, ctx) && ofPracticeInPlace(tool, ctx.answers)) return false;
  if (tool.system && tool.systemOnly && !runs(ctx, tool.system)) return false;
  // A system the company runs is its own whatever its industry: 7shifts at a rental shop.
  const runsIt = tool.system !== undefined && runs(ctx, tool.system);
  if (!runsIt && tool.industries !== "all" && !tool.industries.includes(ctx.industry)) return false;
  if (!runsIt && tool.professions && !professionEvidence(tool, ctx).length) return false;
  if (rivalOf(tool, ctx) || rivalsOwnTool(tool, ctx) || rivalsToolInPlace(tool, ctx)) return false;
  // A system the company runs already is this kind of tool: its own AI is asked about instead.
  if (occupiedBy(tool, ctx.answers) || !mayAnswerCustomers(tool, ctx)) return false;
  if (tool.businessesOnly && ctx.answers.companyBusinessModel === "b2c") return false;
  // Copilot Chat is the first step; a company on the paid Copilot takes the next one, and one
  // whose "Copilot" may be the free chat is never sold the paid one before it says which.
  if (tool.name === "Microsoft 365 Copilot Chat" && ctx.copilot === "paid") return false;
  if (
    tool.name === "Microsoft 365 Copilot" &&
    (ctx.copilot === "unclear" || ctx.copilot === "chat")
  )
    return false;
  // What the company already runs suits it whatever its size; anything new must fit its size.
  if (!isNative(tool, ctx) && !tool.sizes.includes(ctx.sizeBand)) return false;
  return matureEnough(tool, ctx) && affordable(tool, ctx);
});

/** A tool a company can start using within days: the only kind that makes a quick win or a 30-day trial. */
export const isQuickToStart = (tool: CatalogueTool): boolean => tool.setup === "days";
