import { findTool } from "@/capabilities/report/content/tools";
import { capCovers, capNamed } from "./spending-cap";
import type { CatalogueTool } from "@/capabilities/report/content/types";
import type { RecommendedTool } from "@/model/documents/report-schemas";
import { paidFor } from "./constraint-gates";
import type { Context } from "./context";
import { monthlyCostCad, pricedOnQuote, roundCad } from "./cost";
import { isRunningSystem } from "./tool-fit";
import { joinWords } from "./text";

/**
 * The recommended tools' new spending together, against the budget the executive stated (issue
 * 34, review 8): "Together, the new tools above add at most about C$25,700 a year, within the
 * C$40,000 you set (you wrote “We approved C$40,000 for AI in October 2026”)". The tools are
 * chosen to stay within it (constraint-fit.ts `withinCeiling`); this says so, once. The total is
 * the sum of the prices the cards show, each part named (review r12 class 9: "at most about
 * C$470 a month" beside one card of C$88): a system the company already licenses shows no price
 * for its AI modules, so it is asked about, never counted at a plan's list price.
 */
export function budgetLine(tools: readonly RecommendedTool[], ctx: Context): string | null {
  const c = ctx.constraints.find((s) => s.id === "budget-cap");
  const ceiling = c?.amountCad;
  if (!c || !ceiling || !c.cap) return null;
  const entries = tools
    .map((t) => findTool(t.name))
    .filter((t): t is CatalogueTool => t !== undefined && !paidFor(t, ctx));
  const asked = entries.filter((t) => isRunningSystem(t, ctx) && monthlyCostCad(ctx, t)[1] > 0);
  // No published price: asked for, never added at a figure of ours.
  const quoted = entries.filter((t) => !asked.includes(t) && pricedOnQuote(ctx, t));
  const priced = entries
    .filter((t) => !asked.includes(t) && !quoted.includes(t))
    .map((t) => ({ name: t.name, yearly: monthlyCostCad(ctx, t)[1] * 12 }))
    .filter((t) => t.yearly > 0);
  const yearly = priced.reduce((sum, t) => sum + t.yearly, 0);
  const monthly = c.cap.endsWith("a month");
  const amount = (y: number) =>
    monthly ? `C$${roundCad(y / 12)} a month` : `C$${roundCad(y)} a year`;
  const said = `(you wrote “${c.clause.trim().replace(/[.;,]$/, "")}”)`;
  const ask = asked.length
    ? ` Ask the price of the AI modules of ${joinWords(asked.map((t) => t.name))} before switching them on, against what is left.`
    : "";
  const onRequest = quoted.length
    ? ` ${joinWords(quoted.map((t) => t.name))} ${quoted.length > 1 ? "are" : "is"} priced on request and left out of this total: ask for a quote before the pilot, against what is left.`
    : "";
  if (!yearly)
    return `**Against your budget:** the tools above add no new spending to the ${capNamed(c)} you set ${said}.${ask}${onRequest}`;
  // A ceiling on each project holds each tool to it, never their sum (review r27).
  if (c.perProject) {
    const over = priced.filter((t) => t.yearly > ceiling);
    const each = joinWords(priced.map((t) => `${t.name} ${amount(t.yearly)}`));
    return `**Against your budget:** each new tool above stays ${over.length ? "within, except " + joinWords(over.map((t) => t.name)) + "," : "within"} the ${c.cap} ${capCovers(c)} ${said} (${each}); the tools already paid for add nothing.${ask}${onRequest}`;
  }
  const within = yearly <= ceiling ? "within" : "above";
  const parts =
    priced.length > 1
      ? ` (${joinWords(priced.map((t) => `${t.name} ${amount(t.yearly)}`))})`
      : ` (${priced[0]!.name} alone)`;
  return `**Against your budget:** together, the new tools above add at most about ${amount(yearly)}${parts}, ${within} the ${capNamed(c)} you set ${said}; the tools already paid for add nothing.${ask}${onRequest}`;
}
