import { findTool } from "@/capabilities/report/content/tools";
import type { CatalogueTool } from "@/capabilities/report/content/types";
import type { RecommendedTool } from "@/model/documents/report-schemas";
import { newYearlySpendCad } from "./constraint-fit";
import type { Context } from "./context";
import { roundCad } from "./cost";

/**
 * The recommended tools' new spending together, against the budget the executive stated (issue
 * 34, review 8): "Together, the new tools above add at most about C$25,700 a year, within the
 * C$40,000 you set (you wrote “We approved C$40,000 for AI in October 2026”)". The tools are
 * chosen to stay within it (constraint-fit.ts `withinCeiling`); this says so, once.
 */
export function budgetLine(tools: readonly RecommendedTool[], ctx: Context): string | null {
  const c = ctx.constraints.find((s) => s.id === "budget-cap");
  if (!c?.amountCad || !c.cap) return null;
  const entries = tools
    .map((t) => findTool(t.name))
    .filter((t): t is CatalogueTool => t !== undefined);
  const yearly = newYearlySpendCad(entries, ctx);
  const monthly = c.cap.endsWith("a month");
  const spend = monthly ? `C$${roundCad(yearly / 12)} a month` : `C$${roundCad(yearly)} a year`;
  const said = `(you wrote “${c.clause.trim().replace(/[.;,]$/, "")}”)`;
  if (!yearly)
    return `**Against your budget:** the tools above add no new spending to the ${c.cap} you set ${said}.`;
  const within = yearly <= c.amountCad ? "within" : "above";
  return `**Against your budget:** together, the new tools above add at most about ${spend}, ${within} the ${c.cap} you set ${said}; the tools already paid for add nothing.`;
}
