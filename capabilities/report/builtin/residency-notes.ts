import type { CatalogueTool } from "@/capabilities/report/content/types";
import type { Context } from "./context";
import { possessive } from "./text";

/**
 * A residency rule ("if a tool cannot keep data in Canada it is out") is checked against every
 * recommended tool, not only the first: each kept tool says where it can keep the company's
 * data, and what to confirm before the data the rule covers goes in. A tool that cannot keep to
 * the rule is never recommended (constraint-fit.ts `breaks`).
 */

const residencyRule = (ctx: Context) =>
  ctx.constraints.find(
    (c) => c.id === "canada-only" || c.id === "ocap" || c.id === "no-us-hosting",
  );

/**
 * The plan or setting that keeps a tool's data in Canada, where a residency rule binds and the
 * tool keeps it there: the brief's approval names it ("Microsoft 365 Copilot Chat, on a
 * Microsoft 365 tenant whose data location is Canada, as the one sanctioned assistant").
 */
export function canadianPlanUnderRule(
  tool: CatalogueTool | undefined,
  ctx: Context,
): string | null {
  if (!tool?.canadaPlan || !residencyRule(ctx)) return null;
  return whereItKeeps(tool, true) === "Canada" ? tool.canadaPlan : null;
}

/** Where the tool can keep the data: "Canada", "Europe, outside the US", or its own computers. */
function whereItKeeps(tool: CatalogueTool, canadaOnly: boolean): string | null {
  const regions = tool.dataRegions ?? [];
  if (regions.includes("own-computers")) return "own-computers";
  if (regions.includes("canada")) return "Canada";
  if (!canadaOnly && regions.includes("europe")) return "Europe, outside the US";
  return null;
}

/**
 * The residency check for one kept tool, as sentences; null without a residency rule. The rule is
 * quoted once, on the first tool, for all that follow.
 */
export function residencyNote(
  tool: CatalogueTool,
  ctx: Context,
  first: boolean,
  more: boolean,
): string | null {
  const rule = residencyRule(ctx);
  if (!rule) return null;
  const where = whereItKeeps(tool, rule.id !== "no-us-hosting");
  if (!where) return null;
  const company = possessive(ctx.company);
  if (where === "own-computers")
    return `${tool.name} runs on ${company} own computers, so the data does not leave them.`;
  // The plan or setting that keeps it in Canada is named: "can" alone is no plan (review r19).
  const on = where === "Canada" && tool.canadaPlan ? ` on ${tool.canadaPlan}` : "";
  const stores = `${tool.name} can store ${company} data in ${where}${on}`;
  if (!first) return `${stores} (the same check before any goes in).`;
  const region = where.split(",")[0];
  return `Checked against your rule (“${rule.quote}”): ${stores}; before any of the data your rule covers goes into it${more ? " or any tool below" : ""}, confirm in its terms that prompts and files are stored and processed in ${region}.`;
}
