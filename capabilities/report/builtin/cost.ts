import { departmentOptions, labelOf, type Department } from "@/model/assessment/options";
import type { CatalogueTool, Currency, ToolScope } from "@/capabilities/report/content/types";
import type { CostEstimate } from "@/model/documents/report-schemas";
import type { Context, SizeBand } from "./context";
import { toConfirm } from "./ai-to-confirm";
import { joinWords } from "./text";
import { ownerInBrackets } from "./named-people";
import { DESK_SHARE, KIND_DESK_SHARE } from "@/capabilities/report/content/desk-share";
import { governingOf } from "./professions";
import { statedGroup } from "./stated-groups";
import { oncePerPair } from "./once";

/**
 * What a tool would cost this company in Canadian dollars, for the people who would use it,
 * with the assumption stated, and the business case: the saving that covers that cost and the
 * measure to check it by. One exchange rate, stated in every estimate.
 */

export const USD_TO_CAD = 1.38;
export const EXCHANGE_RATE = `US$1 = C$${USD_TO_CAD}`;
/** Loaded cost of an hour of staff time, for break-even sums. */
export const HOURLY_VALUE_CAD = 60;

const LEADERS: Record<SizeBand, number> = { micro: 2, small: 4, mid: 6, large: 10, enterprise: 25 };
/** A pilot group: in a firm of ten or fewer, the two or three people who write and meet the most. */
const PILOT: Record<SizeBand, number> = {
  micro: 3,
  small: 10,
  mid: 20,
  large: 50,
  enterprise: 100,
};
/** Locations assumed for per-location prices when the answers do not say. */
const SITES: Record<SizeBand, number> = { micro: 1, small: 2, mid: 4, large: 10, enterprise: 30 };

export interface StaffInScope {
  count: number;
  /** "16 sales staff (about 15% of 120)". */
  label: string;
  /** "sales staff", for "each of the 16 sales staff". */
  noun: string;
  /** The people the answers name ("Anika, who handles marketing"), not a count of seats. */
  named?: true;
}

/** A count as an executive reads it: "2,200", never "2200". */
const figure = (n: number) => n.toLocaleString("en-CA");

/** Where the headcount comes from: the executive's words, or a figure assumed for the band. */
const assumedFor = (ctx: Context) =>
  `assumed for a company of ${ctx.employeesLabel.replace(/\s/g, "")}`;
const headcountSource = (ctx: Context) =>
  ctx.staffWords ? `“${ctx.staffWords}”, as you wrote` : assumedFor(ctx);

/**
 * The one size of a pilot group, from the staff stated (or the band's): every sentence that
 * sizes one (the Copilot Chat step, a tool's cost) says the same number (review r15 class 4).
 */
export const pilotGroupSize = (ctx: Context): number => Math.min(ctx.staff, PILOT[ctx.sizeBand]);

function pilotGroup(ctx: Context): StaffInScope {
  const size = pilotGroupSize(ctx);
  return {
    count: size,
    label: `a pilot group of the heaviest users (priced as ${figure(size)} people)`,
    noun: "people in the pilot",
  };
}

/**
 * From 201 staff a desk-wide subscription is bought for a pilot group first: a seat for every
 * desk of 320 or 2,000 is a decision the pilot earns, not the first year's cost (review r16).
 */
const PILOT_FIRST: readonly SizeBand[] = ["large", "enterprise"];

/** The share of staff at a desk: the kind's (a security company's few), else the industry's. */
const deskShareOf = (ctx: Context): number | undefined =>
  governingOf(ctx)
    .map((p) => KIND_DESK_SHARE[p])
    .find((share) => share !== undefined) ?? DESK_SHARE[ctx.industry];

/** How many work at a desk: at least the leadership team, however few of the others do. */
function deskCount(ctx: Context): number {
  const share = deskShareOf(ctx);
  return share
    ? Math.min(ctx.staff, Math.max(LEADERS[ctx.sizeBand], Math.round(ctx.staff * share)))
    : ctx.staff;
}

function deskStaff(ctx: Context): StaffInScope {
  if (ctx.industry === "other" && deskShareOf(ctx) === undefined) return pilotGroup(ctx);
  const desk = deskCount(ctx);
  const pilot = pilotGroupSize(ctx);
  const pilotFirst = PILOT_FIRST.includes(ctx.sizeBand) && pilot < desk;
  if (desk === ctx.staff && !pilotFirst) return staffInScope(ctx, "all");
  const source =
    desk === ctx.staff
      ? headcountSource(ctx)
      : ctx.staffWords
        ? `the share assumed; ${headcountSource(ctx)}`
        : `both ${assumedFor(ctx)}`;
  const atDesks =
    desk === ctx.staff
      ? `all ${figure(desk)} staff (${source})`
      : `the ${figure(desk)} of ${figure(ctx.staff)} staff who work at a desk (${source})`;
  if (pilotFirst)
    return {
      count: pilot,
      label: `a pilot group of the heaviest users (priced as ${figure(pilot)} people) of ${atDesks.replace(/ of [\d,]+ staff who/, " staff who")}`,
      noun: "people in the pilot",
    };
  return { count: desk, label: atDesks, noun: "desk staff" };
}

/**
 * Up to 200 staff, the people the answers name for a department's work ("Notre responsable
 * marketing, Sophie", "Marketing is Anika") are the people a tool for that work is used by.
 */
function namedStaff(ctx: Context, department: Department): StaffInScope | undefined {
  if (!["micro", "small", "mid"].includes(ctx.sizeBand)) return undefined;
  const named = ctx.people.filter((p) => p.areas.includes(department));
  if (!named.length) return undefined;
  return {
    count: named.length,
    label: joinWords(named.map((p) => ownerInBrackets(p.label))),
    noun: named.length === 1 ? "person" : "people you named",
    named: true,
  };
}

/** Departments that work in the office, sized from the staff at a desk. */
const OFFICE: readonly Department[] = ["finance", "hr", "marketing", "sales", "executive"];

/** Read for each tool's seats by every list that prices it: once per scope. */
export const staffInScope = oncePerPair((ctx: Context, scope: ToolScope): StaffInScope => {
  if (scope === "all")
    return {
      count: ctx.staff,
      label: `all ${figure(ctx.staff)} staff (${headcountSource(ctx)})`,
      noun: "staff",
    };
  if (scope === "desk") return deskStaff(ctx);
  if (scope === "pilot") return pilotGroup(ctx);
  if (scope === "leaders") {
    const leaders = Math.min(ctx.staff, LEADERS[ctx.sizeBand]);
    return {
      count: leaders,
      // A firm of ten has the executive and a partner or two, not a leadership team.
      label:
        ctx.sizeBand === "micro"
          ? `the ${leaders === 1 ? "one person" : `${figure(leaders)} people`} who run${leaders === 1 ? "s" : ""} ${ctx.company}`
          : `the leadership team (priced as ${figure(leaders)} people)`,
      noun: "leaders",
    };
  }
  const noun = scope.label ?? `${labelOf(departmentOptions, scope.department)} staff`;
  // The group the executive counted for the work ("our 22 recruiters") is the one sized (r18).
  const group = statedGroup(ctx.answers, scope.department, scope.label);
  if (group)
    return {
      count: group.count,
      label: `${figure(group.count)} ${noun} (“${group.words}”, as you wrote)`,
      noun,
    };
  // The people the executive named for the work are its staff, not a share of the band (round 12).
  const named = namedStaff(ctx, scope.department);
  if (named) return named;
  // An office team is a share of the staff at a desk, never of the guards or drivers (seats20).
  const base = OFFICE.includes(scope.department) ? deskCount(ctx) : ctx.staff;
  const people = Math.max(1, Math.round(base * scope.share));
  // A share of a handful of people is one person, not "about 5% of an assumed 3".
  if (people === 1) return { count: 1, label: "one person", noun: "person" };
  const ofWhom =
    base === ctx.staff
      ? figure(ctx.staff)
      : `the ${figure(base)} of ${figure(ctx.staff)} who work at a desk`;
  // No share of a headcount assumed for the band is a fact: the size is an estimate to confirm (r18).
  return {
    count: people,
    label: ctx.staffWords
      ? `${figure(people)} ${noun} (an estimate: about ${Math.round(scope.share * 100)}% of ${ofWhom})`
      : `an estimated ${figure(people)} ${noun} (a number to confirm: the answers do not count them)`,
    noun,
  };
});

export const sitesFor = (ctx: Context): number => SITES[ctx.sizeBand];

export const toCad = (amount: number, currency: Currency) =>
  currency === "CAD" ? amount : amount * USD_TO_CAD;
export const money = (amount: number, currency: Currency) =>
  `${currency === "CAD" ? "C" : "US"}$${amount.toLocaleString("en-CA")}`;

/** Two significant figures, with thousands separators: 1,656 -> "1,700". */
export function roundCad(amount: number): string {
  if (amount < 100) return String(Math.max(1, Math.round(amount)));
  const magnitude = 10 ** (Math.floor(Math.log10(amount)) - 1);
  return (Math.round(amount / magnitude) * magnitude).toLocaleString("en-CA");
}

/** The licence cost per month in CAD, as a range (equal ends unless the vendor quotes). */
export function monthlyCostCad(ctx: Context, tool: CatalogueTool): [number, number] {
  const price = tool.price;
  switch (price.kind) {
    case "perUser": {
      const seats = staffInScope(ctx, tool.scope).count * toCad(price.amount, price.currency);
      const monthly = seats + (price.base ? toCad(price.base.amount, price.currency) : 0);
      return [monthly, monthly];
    }
    case "flat":
      return [toCad(price.amount, price.currency), toCad(price.amount, price.currency)];
    case "perSite": {
      const monthly = sitesFor(ctx) * toCad(price.amount, price.currency);
      return [monthly, monthly];
    }
    case "quote":
      return [
        toCad(price.perYear[0], price.currency) / 12,
        toCad(price.perYear[1], price.currency) / 12,
      ];
    case "included":
    case "free":
      return [0, 0];
  }
}

/** The hours each person in scope must save a month for the tool to cover its cost. */
export function hoursToPayBack(ctx: Context, tool: CatalogueTool): number {
  const [low, high] = monthlyCostCad(ctx, tool);
  return (low + high) / 2 / (staffInScope(ctx, tool.scope).count * HOURLY_VALUE_CAD);
}

export const perMonth = (monthly: number) =>
  `About C$${roundCad(monthly)} a month (C$${roundCad(monthly * 12)} a year)`;
const plan = (note?: string) => (note ? ` (${note})` : "");

/**
 * A price per user or per location the vendor quotes rather than publishes (the catalogue's
 * figure is assumed): never multiplied by a headcount into a cost, asked for instead.
 */
const quotedPerHead = (price: CatalogueTool["price"]): boolean =>
  (price.kind === "perUser" || price.kind === "perSite") && price.assumed === true;

/**
 * The estimate for the staff in scope. `home` names the platform or system an included tool
 * comes with; `running` says the company already runs the system the tool belongs to.
 */
export function costEstimate(
  ctx: Context,
  tool: CatalogueTool,
  home: string | null,
  running = false,
): CostEstimate {
  const staff = staffInScope(ctx, tool.scope);
  const [low] = monthlyCostCad(ctx, tool);
  const ifNew = running && tool.price.kind !== "included" ? "if not already on this plan: " : "";
  const price = tool.price;
  if (price.kind === "flat" && pricedOnQuote(ctx, tool))
    return {
      summary: "Priced by company size",
      assumption: `the vendor publishes only its entry plan (${price.assumed ? "an assumed " : "about "}${money(price.amount, price.currency)} a month, for smaller companies): ask it for a plan for a company of ${ctx.staffWords ? figure(ctx.staff) : ctx.employeesLabel.replace(/\s/g, "")} staff, used by ${staff.label}, and weigh it against the business case below`,
    };
  if (quotedPerHead(price))
    return {
      summary: "Priced on quote",
      assumption: `the vendor publishes no price${plan("note" in price ? price.note : undefined)}: ask it for a quote for ${staff.label} before the pilot, and weigh it against the business case below`,
    };
  switch (price.kind) {
    case "perUser": {
      // The company charge first, then every seat: the sum the executive can redo.
      const base = price.base
        ? `${money(price.base.amount, price.currency)} a month for ${price.base.note}, plus `
        : "";
      return {
        summary: perMonth(low),
        assumption: `${ifNew}${base}${staff.label} at ${money(price.amount, price.currency)} per user per month${plan(price.note)}; ${EXCHANGE_RATE}`,
      };
    }
    case "flat": {
      // One price for the company: no seats are counted on it (review r19), only the people named.
      const users = staff.named ? `used by ${staff.label}` : "whatever the number of users";
      return {
        summary: perMonth(low),
        assumption: `${ifNew}${price.assumed ? "an assumed " : "about "}${money(price.amount, price.currency)} a month for the company${plan(price.note)}, ${users}; ${EXCHANGE_RATE}`,
      };
    }
    case "perSite":
      return {
        summary: perMonth(low),
        assumption: `${ifNew}${sitesFor(ctx)} location${sitesFor(ctx) === 1 ? "" : "s"} (assumed for ${ctx.employeesLabel.replace(/\s/g, "")} staff; scale it to the real number) at about ${money(price.amount, price.currency)} per location per month${plan(price.note)}; ${EXCHANGE_RATE}`,
      };
    case "included": {
      // Included only if the plan is the one that carries it: nothing is counted until it is confirmed.
      const open = toConfirm(ctx, tool.name);
      if (open)
        return {
          summary: "To be confirmed before counting on it",
          assumption: `no extra licence cost only if ${open.condition}; then the cost is set-up and training time for ${staff.label}`,
        };
      return {
        summary: "No extra licence cost",
        assumption: `included in the ${home ?? "subscription"} plan ${ctx.company} already pays for; the cost is set-up and training time for ${staff.label}`,
      };
    }
    case "free":
      return {
        summary: "No licence cost",
        assumption: `the free plan${price.note ? ` ${price.note}` : ""}; the cost is set-up and training time for ${staff.label}`,
      };
    case "quote":
      // The vendor publishes no price: no range is invented, the executive is told what to ask for.
      return {
        summary: "Priced on quote",
        assumption: `the vendor publishes no price: ask it for a quote for ${staff.label} and weigh it against the business case below`,
      };
  }
}

/** "half an hour a month", "about 4 hours a month": what must be saved, never "less than" it. */
export const hoursAMonth = (hours: number): string =>
  hours < 0.5
    ? "half an hour a month"
    : `about ${Math.max(1, Math.round(hours))} hour${Math.round(hours) > 1 ? "s" : ""} a month`;

/** The measure of a tool kept for its use when no pilot's measure is its own: the work, timed. */
export const untimedWork = (tool: string): string =>
  `Judge ${tool} by the work it takes on, not by its use: time one task the pilot group hands it in week one, before and after.`;

/** Kept when this share of the people it was given to still use it: a bar a pilot can meet. */
const KEEP_SHARE = 0.6;

/** "at least 12 of the 20 people in the pilot still use it weekly after a month". */
function keepBar(staff: StaffInScope): string {
  if (staff.count === 1) return "the one person in scope still uses it weekly after a month";
  if (staff.count === 2) return `both ${staff.noun} still use it weekly after a month`;
  const kept = Math.ceil(staff.count * KEEP_SHARE);
  return `at least ${figure(kept)} of the ${figure(staff.count)} ${staff.noun} still use it weekly after a month`;
}

const SIZE_ORDER: readonly SizeBand[] = ["micro", "small", "mid", "large", "enterprise"];

/** The vendor quotes it for this company: no published price, or a plan priced by size above its entry plan. */
export function pricedOnQuote(ctx: Context, tool: CatalogueTool): boolean {
  const price = tool.price;
  if (price.kind === "quote") return true;
  if (quotedPerHead(price)) return true;
  return (
    price.kind === "flat" &&
    price.upTo !== undefined &&
    SIZE_ORDER.indexOf(ctx.sizeBand) > SIZE_ORDER.indexOf(price.upTo)
  );
}

/** A tool priced on quote pays back when the quote is below what it saves: the value to weigh it against. */
function quotedCase(tool: CatalogueTool, staff: StaffInScope): string {
  if (tool.paysBackIn)
    return `Pays back if the yearly quote is below what it cuts in ${tool.paysBackIn}.`;
  const each =
    staff.count === 1
      ? "the one person in scope"
      : `each of the ${figure(staff.count)} ${staff.noun}`;
  const hourAMonth = staff.count * HOURLY_VALUE_CAD * 12;
  return `Pays back if the yearly quote is below the time it saves: each hour a month it saves ${each} is worth about C$${roundCad(hourAMonth)} a year (at C$${HOURLY_VALUE_CAD} an hour).`;
}

/**
 * The business case in one or two sentences: the saving that covers the cost (hours per person
 * in scope, or the outcome the tool pays back in) and the measure to check it by.
 */
export function businessCase(
  ctx: Context,
  tool: CatalogueTool,
  measure: string | null,
  /** The use case already asks the vendor question: it is not repeated here. */
  asked = false,
): string {
  const [low, high] = monthlyCostCad(ctx, tool);
  // Use alone proves nothing: a tool kept because people use it is judged by the work it saves.
  const check = measure
    ? ` Measure ${measure} before and after.`
    : high === 0
      ? ` ${untimedWork(tool.name)}`
      : "";
  const staff = staffInScope(ctx, tool.scope);
  const open = toConfirm(ctx, tool.name);
  if (open && high === 0)
    return asked
      ? `No licence cost once the first step confirms it, only set-up and training time: keep ${tool.name} if ${keepBar(staff)}.${check}`
      : `${open.question}. No licence cost once that is confirmed, only set-up and training time: keep ${tool.name} if ${keepBar(staff)}.${check}`;
  if (high === 0)
    return `No licence cost, only set-up and training time: keep ${tool.name} if ${keepBar(staff)}.${check}`;
  if (pricedOnQuote(ctx, tool)) return quotedCase(tool, staff) + check;
  if (tool.paysBackIn) {
    const yearly = low * 12;
    return `Pays back if it cuts ${tool.paysBackIn} by about C$${roundCad(yearly)} a year.${check}`;
  }
  const hours = hoursToPayBack(ctx, tool);
  const each =
    staff.count === 1
      ? `the one person in scope`
      : `each of the ${figure(staff.count)} ${staff.noun}`;
  return `Pays back if it saves ${each} ${hoursAMonth(hours)} (at C$${HOURLY_VALUE_CAD} an hour).${check}`;
}
