import type { Revenue } from "@/model/assessment/options";
import type { CatalogueTool } from "@/capabilities/report/content/types";
import type { Context } from "./context";
import { hoursToPayBack, monthlyCostCad } from "./cost";

/** The most a single tool should cost a year, in CAD, by revenue band: about 0.5% of revenue. */
const BUDGET_CAD: Record<Revenue, number> = {
  "under-1m": 6_000,
  "1m-10m": 30_000,
  "10m-50m": 150_000,
  "50m-100m": 400_000,
  "100m-500m": 1_500_000,
  "500m-1b": 4_000_000,
  "over-1b": Number.POSITIVE_INFINITY,
};
/** Past this many hours a month per person in scope, a tool cannot pay for itself in time saved. */
const MAX_HOURS_TO_PAY_BACK = 10;

/** Within the budget a company of its revenue sets for one tool, and able to pay back in time saved. */
export function affordable(tool: CatalogueTool, ctx: Context): boolean {
  const [low] = monthlyCostCad(ctx, tool);
  if (low * 12 > BUDGET_CAD[ctx.answers.companyRevenue as Revenue]) return false;
  return tool.paysBackIn !== undefined || hoursToPayBack(ctx, tool) <= MAX_HOURS_TO_PAY_BACK;
}
