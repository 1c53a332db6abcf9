import type { CatalogueTool } from "@/capabilities/report/content/types";
import type { CostEstimate } from "@/model/documents/report-schemas";
import type { Context } from "./context";
import {
  EXCHANGE_RATE,
  HOURLY_VALUE_CAD,
  hoursAMonth,
  money,
  perMonth,
  roundCad,
  toCad,
} from "./cost";
import type { StatedSeats } from "./in-place";

/**
 * A paid tool the company already runs is no new spending: its cost is what it pays today (for
 * the seats the executive stated, when they did) and what each seat added would cost, so the
 * advice to measure, extend or retire it is priced, never a purchase.
 */

const PAID_IN_PLACE = "Already paid for: no new spending to keep it";

/** "12 licences (“the twelve of us in the office”, as you wrote)"; "25 licences, as you wrote," when that is all they wrote. */
function licencesSaid(seats: { count: number; words: string }): string {
  const plain = `${seats.count} licences`;
  const same = (words: string) =>
    words
      .toLowerCase()
      .replace(/licenses|seats/, "licences")
      .trim();
  return same(seats.words) === plain
    ? `${plain}, as you wrote,`
    : `${plain} (“${seats.words}”, as you wrote)`;
}

/** What a paid tool in use costs: the seats in place, and the price of each seat added. */
export function inPlaceCost(tool: CatalogueTool, seats: StatedSeats | null): CostEstimate {
  const price = tool.price;
  const plan = "note" in price && price.note ? ` (${price.note})` : "";
  switch (price.kind) {
    case "perUser": {
      const each = toCad(price.amount, price.currency);
      const list = `${price.assumed ? "an assumed " : ""}${money(price.amount, price.currency)} per user per month${plan}`;
      const added = `each user added would cost about C$${roundCad(each)} a month, only for roles whose measured time saved covers it`;
      if (!seats)
        return {
          summary: PAID_IN_PLACE,
          assumption: `your current plan, for the users on it today (the answers do not say how many); at ${list}, ${added}; ${EXCHANGE_RATE}`,
        };
      return {
        summary: `Already paid for: ${perMonth(each * seats.count).replace(/^About/, "about")} for the ${seats.count} licences in place`,
        assumption: `${licencesSaid(seats)} at ${list}; ${added}; ${EXCHANGE_RATE}`,
      };
    }
    case "perSite":
      return {
        summary: PAID_IN_PLACE,
        assumption: `your current plan; each location added would cost about C$${roundCad(toCad(price.amount, price.currency))} a month; ${EXCHANGE_RATE}`,
      };
    case "flat":
      return { summary: PAID_IN_PLACE, assumption: `the company plan${plan} you pay for today` };
    case "quote":
      return {
        summary: PAID_IN_PLACE,
        assumption:
          "your current contract; ask the vendor what more users would add before extending it",
      };
    case "included":
    case "free":
      return {
        summary: "No extra licence cost",
        assumption: "included in what you already pay for",
      };
  }
}

/** The case for a paid tool in use: what each licence must save to earn its place, and how to check. */
export function inPlaceCase(
  tool: CatalogueTool,
  seats: StatedSeats | null,
  measure: string,
): string {
  const check = ` Measure ${measure} for ${tool.name} over the next quarter, move its idle licences to the people who use it most and retire those still idle.`;
  if (tool.price.kind !== "perUser")
    return `Already paid for: keep ${tool.name} where its measured use pays back its cost, and retire it where it does not.${check}`;
  const time = hoursAMonth(toCad(tool.price.amount, tool.price.currency) / HOURLY_VALUE_CAD);
  const who = seats
    ? `each of the ${seats.count} people with a licence`
    : "each person with a licence";
  return `Pays back if ${who} saves ${time} (at C$${HOURLY_VALUE_CAD} an hour).${check}`;
}

/**
 * A system the company runs whose vendor quotes: its seats are bought, so the question is which
 * AI modules the licence includes and what the others cost, never a quote for new seats.
 */
export const aiModulesCost = (tool: CatalogueTool, ctx: Context): CostEstimate => ({
  summary: "Already licensed: ask the price of its AI modules",
  assumption: `${ctx.company} already runs ${tool.name}: ask the vendor which AI features its current licence includes and what each of the others costs, and weigh them against the business case below`,
});

/** The case for the AI of a system the company already licenses: what it adds must be earned back. */
export const aiModulesCase = (tool: CatalogueTool, measure: string | null): string =>
  `Already licensed: switch on or buy an AI feature of ${tool.name} only where the time it saves covers what it adds to the licence.${measure ? ` Measure ${measure} before and after.` : ""}`;

/** The stated seats of a tool in place, if the answers give them. */
export const seatsInPlace = (tool: CatalogueTool, ctx: Context): StatedSeats | null =>
  ctx.inPlace.find((t) => t.name === tool.name)?.seats ?? null;
