import { departmentOptions, labelOf } from "@/lib/assessment/options";
import type { Scope, ToolFit } from "@/lib/report/content/tool-fit";
import type { CostEstimate } from "@/lib/report/schemas";
import type { Context, SizeBand } from "./context";

/**
 * What a tool would cost this company in Canadian dollars, for the people who would use it,
 * with the assumption stated, and the break-even that makes it worth it.
 */

export const USD_TO_CAD = 1.38;
/** Loaded cost of an hour of staff time, for break-even sums. */
export const HOURLY_VALUE_CAD = 60;
const RATE = `US$1 = C$${USD_TO_CAD}`;

const LEADERS: Record<SizeBand, number> = { micro: 2, small: 4, mid: 6, large: 10, enterprise: 25 };

export interface StaffInScope {
  count: number;
  label: string;
}

export function staffInScope(ctx: Context, scope: Scope): StaffInScope {
  if (scope === "all")
    return {
      count: ctx.staff,
      label: `all ${ctx.staff} staff (a midpoint of ${ctx.employeesLabel.replace(/\s/g, "")})`,
    };
  if (scope === "leaders") {
    const count = Math.min(ctx.staff, LEADERS[ctx.sizeBand]);
    return { count, label: `the ${count} people of the leadership team` };
  }
  const count = Math.max(1, Math.round(ctx.staff * scope.share));
  const team = scope.label ?? labelOf(departmentOptions, scope.department);
  return {
    count,
    label: `${count} ${team} ${count === 1 ? "person" : "people"} (about ${Math.round(scope.share * 100)}% of ${ctx.staff} staff)`,
  };
}

/** Two significant figures, with thousands separators: 1,656 -> "1,700". */
export function roundCad(amount: number): string {
  if (amount < 100) return String(Math.max(1, Math.round(amount)));
  const magnitude = 10 ** (Math.floor(Math.log10(amount)) - 1);
  return (Math.round(amount / magnitude) * magnitude).toLocaleString("en-CA");
}

export function costEstimate(ctx: Context, fit: ToolFit, platform: string | null): CostEstimate {
  const staff = staffInScope(ctx, fit.scope);
  const price = fit.price;
  switch (price.kind) {
    case "perUser": {
      const monthly = staff.count * price.usd * USD_TO_CAD;
      return {
        summary: `About C$${roundCad(monthly)} a month (C$${roundCad(monthly * 12)} a year)`,
        assumption: `${staff.label} at US$${price.usd} per user per month; ${RATE}`,
      };
    }
    case "flat": {
      const monthly = price.usd * USD_TO_CAD;
      return {
        summary: `About C$${roundCad(monthly)} a month (C$${roundCad(monthly * 12)} a year)`,
        assumption: `one company plan at about US$${price.usd} a month, used by ${staff.label}; ${RATE}`,
      };
    }
    case "included":
      return {
        summary: "No extra licence cost",
        assumption: `included in the ${platform ?? "subscription"} plan ${ctx.company} already pays for; the cost is set-up and training time for ${staff.label}`,
      };
    case "quote": {
      const [low, high] = price.usdPerYear.map((usd) => usd * USD_TO_CAD);
      return {
        summary: `Quote only: roughly C$${roundCad(low)} to C$${roundCad(high)} a year`,
        assumption: `vendor quotes vary with volume; an order of magnitude for ${staff.label}; ${RATE}`,
      };
    }
  }
}

/** The break-even in hours saved per person per month, and the measure to check it by. */
export function businessCase(ctx: Context, fit: ToolFit, measure: string | null): string {
  const staff = staffInScope(ctx, fit.scope);
  const check = measure ? ` Check it by ${measure}.` : "";
  const price = fit.price;
  if (price.kind === "included")
    return `Costs set-up time only: keep it if the pilot group still uses it weekly after a month.${check}`;
  const monthly =
    price.kind === "perUser"
      ? staff.count * price.usd * USD_TO_CAD
      : price.kind === "flat"
        ? price.usd * USD_TO_CAD
        : ((price.usdPerYear[0] + price.usdPerYear[1]) / 2 / 12) * USD_TO_CAD;
  const hours = monthly / (staff.count * HOURLY_VALUE_CAD);
  const perPerson =
    hours < 1
      ? "less than an hour"
      : `about ${Math.ceil(hours)} hour${Math.ceil(hours) === 1 ? "" : "s"}`;
  return `Pays for itself if it saves each of the ${staff.count} ${staff.count === 1 ? "person" : "people"} ${perPerson} a month (valued at C$${HOURLY_VALUE_CAD} an hour).${check}`;
}
