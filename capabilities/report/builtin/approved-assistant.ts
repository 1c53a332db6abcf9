import { findTool } from "@/capabilities/report/content/tools";
import { brokenBy } from "./constraint-fit";
import type { StatedConstraint } from "./stated-constraint";
import { runs, type Context } from "./context";
import { assistantInPlace } from "./in-place";
import { toConfirm } from "./ai-to-confirm";
import { affordable } from "./tool-affordable";

/** The catalogue tool behind each assistant `approvedAssistant` names, where the names differ. */
const ASSISTANT_TOOL: Readonly<Record<string, string>> = {
  "Gemini in Google Workspace": "Google Gemini",
  "Claude Team": "Claude",
  "a business plan of ChatGPT or Claude": "ChatGPT Business",
  "the free ChatGPT plan": "ChatGPT (free plan)",
  "the free Claude plan": "Claude (free plan)",
};
export const assistantTool = (assistant: string): string => ASSISTANT_TOOL[assistant] ?? assistant;
/** The other names `approvedAssistant` gives a catalogue tool ("a business plan of ChatGPT or Claude"). */
export const assistantNamesOf = (tool: string): string[] =>
  Object.keys(ASSISTANT_TOOL).filter((said) => ASSISTANT_TOOL[said] === tool);

/** The assistant that keeps everything on the company's computers, when constraints rule out every hosted one. */
export const LOCAL_ASSISTANT = "Ollama";

/**
 * The constraint that calls for AI on the company's own computers: a Nation's data kept in its
 * possession (OCAP), or whatever ruled out every hosted assistant.
 */
export function constraintForOwnComputers(ctx: Context): StatedConstraint | undefined {
  const ocap = ctx.constraints.find((c) => c.id === "ocap");
  if (ocap || approvedAssistant(ctx) !== LOCAL_ASSISTANT) return ocap;
  return ctx.constraints.find((c) => c.class !== "union" && c.class !== "consent");
}

/**
 * The business plan already in place, else the suite's assistant, else a business plan (the one
 * the executive uses first), in order.
 */
function assistantCandidates(ctx: Context): string[] {
  const inPlace = assistantInPlace(ctx.inPlace);
  // The suite's assistant stands behind one in place that a rule breaks (review r27: ChatGPT Team
  // beside a Canadian Microsoft 365 tenant is no reason for a server of one's own).
  const suite = ctx.platforms.includes("microsoft365") ? ["Microsoft 365 Copilot Chat"] : [];
  if (inPlace) return [inPlace === "Claude" ? "Claude Team" : inPlace, ...suite];
  if (suite.length) return suite;
  if (runs(ctx, "google-education")) return ["Gemini for Education"];
  // Gmail or Sheets alone may be a free account: Gemini is approved only on a Workspace plan.
  if (runs(ctx, "google-workspace") && !toConfirm(ctx, "Google Gemini"))
    return ["Gemini in Google Workspace"];
  if (ctx.tools.includes("claude") && !ctx.tools.includes("chatgpt"))
    return ["Claude Team", "ChatGPT Business"];
  if (ctx.tools.includes("chatgpt")) return ["ChatGPT Business", "Claude Team"];
  return ["a business plan of ChatGPT or Claude", "Claude Team"];
}

/**
 * The assistant to approve company-wide: the one included in the suite the company runs
 * (never a separate ChatGPT or Claude plan beside Microsoft 365 or Google Workspace), else a
 * business plan of the assistant the executive already uses; one that runs on the company's
 * own computers when the executive's constraints rule those out (data kept in Canada, no budget).
 */
export function approvedAssistant(ctx: Context): string {
  const candidates = assistantCandidates(ctx);
  const broken = (name: string) => {
    const tool = findTool(assistantTool(name));
    return tool && brokenBy(tool, ctx);
  };
  // A business plan new to a company whose revenue cannot carry it is no plan to approve.
  const tooDear = (name: string) => {
    const tool = findTool(assistantTool(name));
    return !assistantInPlace(ctx.inPlace) && tool !== undefined && !affordable(tool, ctx);
  };
  const hosted = candidates.find((name) => !broken(name) && !tooDear(name));
  if (hosted) return hosted;
  // A budget alone never calls for a server of one's own: the free plan of the assistant in use fits it.
  const budgetOnly = candidates.every(
    (name) => broken(name)?.class === "budget" || (!broken(name) && tooDear(name)),
  );
  const free = freeAssistant(ctx);
  return budgetOnly && !broken(free) ? free : LOCAL_ASSISTANT;
}

/** The free plan of the assistant the executive uses (ChatGPT's unless they use only Claude). */
const freeAssistant = (ctx: Context): string =>
  ctx.tools.includes("claude") && !ctx.tools.includes("chatgpt")
    ? "the free Claude plan"
    : "the free ChatGPT plan";

/** True when the approved assistant is a free plan the budget allows, not a business one. */
export const freePlanApproved = (ctx: Context): boolean =>
  /^the free (?:ChatGPT|Claude) plan$/.test(approvedAssistant(ctx));
