import { departmentOptions, labelOf, platformOptions } from "@/model/assessment/options";
import { platformAiFor } from "@/capabilities/report/content/platforms";
import { professions } from "@/capabilities/report/content/professions";
import type { CatalogueTool } from "@/capabilities/report/content/types";
import type { CostEstimate, RecommendedTool } from "@/model/documents/report-schemas";
import { pluralOf } from "@/model/scoring/wording";
import { runs, type Context } from "./context";
import { againstCap } from "./constraint-fit";
import { againstThreshold } from "./constraint-gates";
import { copilotChatNextStep, copilotQuestion } from "./in-place";
import { toConfirm } from "./ai-to-confirm";
import { businessCase, costEstimate, pricedOnQuote } from "./cost";
import {
  aiModulesCase,
  aiModulesCost,
  inPlaceCase,
  inPlaceCost,
  seatsInPlace,
} from "./cost-in-place";
import type { ToolMatch } from "./tool-match";
import { joinWords, lowerFirst, possessive, quote, sentence } from "./text";
import { isRunningSystem } from "./tool-fit";
import { canDo } from "./shared";
import { switchOnFirst } from "./platform-ai-steps";
import { sentencesOf } from "./theme-patterns";
import { translationUse } from "./language-need";
import { copilotIsOwn } from "./copilot-owner";

/**
 * What a recommended tool means for this company, in words: what it would do there, why it
 * fits (the system it works in, the challenge it answers, its price shape for their size),
 * what it costs in CAD for the people in scope, and the saving that pays for it.
 */

const SIZE_WORDS: Record<Context["sizeBand"], string> = {
  micro: "a firm of up to ten",
  small: "a company of 11 to 50",
  mid: "a company of 51 to 200",
  large: "an organization of 201 to 1,000",
  enterprise: "an organization of over 1,000",
};

const paid = (tool: CatalogueTool) => tool.price.kind !== "included" && tool.price.kind !== "free";

/** The platform or named system a native tool works inside, by name. */
export function homeOf(tool: CatalogueTool, ctx: Context): string | null {
  if (tool.nativeTo && runs(ctx, tool.nativeTo)) return labelOf(platformOptions, tool.nativeTo);
  return ctx.systems.find((s) => s.id === tool.system)?.name ?? null;
}

function nativeClause(tool: CatalogueTool, home: string, ctx: Context): string {
  const company = ctx.company;
  const open = toConfirm(ctx, tool.name);
  if (open)
    return `would come with the ${home} ${company} runs only if ${open.condition} (${open.vendorOnly ? `to confirm with ${home}` : "the answers do not say"})`;
  if (tool.nativeTo) {
    if (tool.price.kind === "included")
      return `comes with the ${home} licences ${company} already pays for`;
    if (platformAiFor(tool.nativeTo)?.licence === "higher plans")
      return `is built into the ${home} ${company} runs (the full set only in its higher plans)`;
    return `is a paid add-on to the ${home} ${company} runs (worth buying only for the roles whose use covers it)`;
  }
  if (isRunningSystem(tool, ctx)) {
    const ai = ctx.systems.find((s) => s.id === tool.system)?.ai;
    return `is already in use at ${company} (the step is to use ${ai ?? "its AI features"})`;
  }
  return tool.price.kind === "included"
    ? `is built into the ${home} system ${company} already runs`
    : `works inside the ${home} system ${company} already runs`;
}

function priceClause(tool: CatalogueTool, ctx: Context): string {
  const size = SIZE_WORDS[ctx.sizeBand];
  switch (tool.price.kind) {
    case "perUser":
      return `is priced per user and sized for ${size}`;
    case "perSite":
      return `is priced per location and sized for ${size}`;
    case "flat":
      return pricedOnQuote(ctx, tool)
        ? `is priced by company size, on quote for ${size}`
        : `is one company plan sized for ${size}`;
    case "quote":
      return `is priced on the vendor's quote and suited to ${size}`;
    case "free":
    case "included":
      return `is free for the people who would use it`;
  }
}

function fitFor(m: ToolMatch, ctx: Context, home: string | null): string {
  if (m.inUse) return inUseFit(m.tool, ctx);
  const clauses: string[] = [];
  if (home) clauses.push(nativeClause(m.tool, home, ctx));
  if (m.approvedDefault)
    clauses.push(
      `would be ${possessive(ctx.company)} one approved assistant (keeping work out of personal accounts)`,
    );
  const reason = reasonOf(m);
  if (m.ownWords) clauses.push(`deals with ${quote(m.ownWords.words)}`);
  // Before the reason: nothing joins on to "where … hopes AI will help most".
  if (m.connects.length)
    clauses.push(`connects to ${possessive(ctx.company)} ${joinWords(m.connects)}`);
  if (reason) clauses.push(`answers “${reason.challenge.text}”`);
  else if (!home && !m.approvedDefault && m.departments.length)
    clauses.push(
      `serves ${joinWords(m.departments.map((d) => labelOf(departmentOptions, d)))}, where ${ctx.name} hopes AI will help most`,
    );
  else if (!home && m.profession.length) clauses.push(`is built for ${builtFor(m.tool)}`);
  else if (!home && m.industry)
    clauses.push(`is built for ${pluralOf(ctx.industryNoun.replace(/^an? /, ""))}`);
  // The price is set apart: joined to the reasons by "and" it would read as one of them.
  const price = home ? null : priceClause(m.tool, ctx);
  if (!clauses.length) return `${m.tool.name} ${price}.`;
  return `${m.tool.name} ${joinWords(clauses)}${price ? `; it ${price}` : ""}.`;
}

/** "law firms", or "accounting and tax practices and law firms". */
const builtFor = (tool: CatalogueTool) =>
  joinWords((tool.professions ?? []).map((id) => professions.find((p) => p.id === id)!.plural));

/** Why a tool in place is named: what the answers said, the question they leave, the next step. */
function inUseFit(tool: CatalogueTool, ctx: Context): string {
  if (tool.name === "Microsoft 365 Copilot Chat" && ctx.copilot !== "chat")
    return `${copilotIsOwn(ctx.answers) ? `${ctx.name} uses Microsoft Copilot personally` : `${ctx.company} uses Microsoft Copilot`}, and the answers do not say which one: if it is ${tool.name}, which comes with the licences (or the free Copilot in Edge), make it the approved assistant and measure its use; if it is the paid Microsoft 365 Copilot, measure use per licence before buying more. The cost shown is for Copilot Chat, the one that is certain.`;
  const named = ctx.inPlace.find((t) => t.name === tool.name);
  if (named && ctx.copilot === "chat" && tool.name === "Microsoft 365 Copilot Chat")
    return `${ctx.company} already uses ${tool.name}, the one that comes with Microsoft 365 (you wrote “${named.says}”): the next step is to make it the approved assistant, measure its use, and pay for Microsoft 365 Copilot only where measured use would cover it.`;
  if (named)
    return `${ctx.company} already uses ${tool.name} (you wrote “${named.says}”): the next step is to measure its use, extend it where the time saved covers the cost, and retire it where it does not.`;
  return `${ctx.company} already uses ${tool.name}: the next step is to measure its use and extend it only to the roles whose time saved covers the add-on.`;
}

/** The challenge and application a tool serves for this company, if any. */
export function reasonOf(m: ToolMatch): ToolMatch["reason"] {
  if (m.reason) return m.reason;
  // Only an application the tool can do: no "no-show prediction" for a workflow tool.
  for (const challenge of m.challenges) {
    const apps = (challenge.mapping?.applications ?? []).filter((a) => canDo(m.tool, a));
    const application = apps.find((a) => a.department === m.tool.departments[0]) ?? apps[0];
    if (application) return { challenge, application };
  }
  return undefined;
}

function whatItDoesFor(m: ToolMatch, ctx: Context): string {
  const entry = m.tool.nativeTo ? platformAiFor(m.tool.nativeTo) : undefined;
  if (entry && m.inUse)
    return ctx.copilot === "unclear"
      ? sentence(copilotQuestion(m.tool.name))
      : ctx.copilot === "chat" && m.tool.name === entry.tool
        ? sentence(copilotChatNextStep(m.tool.name))
        : entry.nextStep;
  const open = toConfirm(ctx, m.tool.name);
  if (open && entry) return `First step at ${ctx.company}: ${lowerFirst(open.question)}.`;
  if (entry && entry.tool === m.tool.name)
    return `First step at ${ctx.company}: ${switchOnFirst(entry, ctx)}`;
  // A translation tool does the work the executive wrote about, in their language: no template.
  if (m.tool.category === "Translation" && m.ownWords)
    return translationUse(m.tool, m.ownWords, ctx.company);
  const reason = reasonOf(m);
  if (!reason) return `For ${ctx.company}: ${m.tool.useCase}`;
  const application = reason.application.application;
  return [
    sentence(`${application} at ${ctx.company}`),
    ...notSaidIn(application, m.tool.useCase),
  ].join(" ");
}

const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}{4,}/gu) ?? [];

/**
 * The sentences of a tool's catalogue use case that the application has not said already:
 * "Review comments brought into the drawings without retyping" is not said twice (review r21).
 */
function notSaidIn(application: string, useCase: string): string[] {
  const said = new Set(wordsOf(application).map((w) => w.replace(/s$/, "")));
  return sentencesOf(useCase).filter((s) => {
    const words = wordsOf(s);
    const repeated = words.filter((w) => said.has(w.replace(/s$/, ""))).length;
    return !words.length || repeated / words.length < 0.6;
  });
}

/** useCase, fit, cost and business case of a recommended tool, for this company. */
export function describeTool(
  m: ToolMatch,
  ctx: Context,
): Pick<RecommendedTool, "useCase" | "fit" | "cost" | "businessCase"> {
  const home = m.native ? homeOf(m.tool, ctx) : null;
  const tool = m.tool;
  const running = Boolean(m.tool.system && !m.tool.systemOnly && runs(ctx, m.tool.system));
  const reason = reasonOf(m);
  // The challenge's measure belongs to its leading application; other work is timed directly.
  const leads = reason && reason.challenge.mapping?.applications[0] === reason.application;
  // A tool is judged by the work it changes (invoices processed), never a margin it cannot move alone.
  const measure = m.inUse
    ? "weekly active use and time saved per licence"
    : tool.measure
      ? tool.measure
      : reason
        ? leads
          ? (reason.challenge.measure?.metric ?? null)
          : `the hours a month spent on ${lowerFirst(reason.application.application)}`
        : null;
  // A paid tool in use is priced as what it costs today and per seat added, never as a purchase.
  const paidInPlace = m.inUse && paid(tool);
  const seats = seatsInPlace(tool, ctx);
  // New spending is shown against the ceiling the executive set.
  // And against the amount above which someone the executive named approves it.
  const cap = [againstCap(tool, ctx), againstThreshold(tool, ctx)].filter(Boolean).join("; ");
  const capped = (cost: CostEstimate): CostEstimate =>
    cap ? { ...cost, assumption: `${cost.assumption}; ${cap}` } : cost;
  // A paid system the company runs is licensed already: only its AI features are a question.
  const licensed = !paidInPlace && paid(tool) && isRunningSystem(tool, ctx);
  const useCase = whatItDoesFor(m, ctx);
  // A vendor question the use case asks as the first step is asked once on the tool.
  const open = toConfirm(ctx, tool.name);
  const asked = open !== undefined && useCase.includes(lowerFirst(open.question));
  return {
    useCase,
    fit: fitFor(m, ctx, home),
    cost: paidInPlace
      ? inPlaceCost(tool, seats)
      : licensed
        ? aiModulesCost(tool, ctx)
        : capped(costEstimate(ctx, tool, home, running)),
    businessCase:
      paidInPlace && measure
        ? inPlaceCase(tool, seats, measure)
        : licensed
          ? aiModulesCase(tool, measure)
          : businessCase(ctx, tool, measure, asked),
  };
}
