import type { Jurisdiction } from "@/capabilities/report/content/jurisdictions";
import { CROSS_BORDER, INTO_UNITED_STATES } from "@/capabilities/report/content/risk-signal-words";
import type { PlacesReached } from "@/capabilities/report/content/risks-types";
import type { Context } from "./context";
import { freeText } from "./sector-words-of";

/**
 * Whether the company works beyond its head office's province, and into the United States: what
 * makes a trucking carrier an extra-provincial undertaking under federal law (the Canada Labour
 * Code, the federal hours-of-service rules) and, on US runs, brings the FMCSA's rules. Read from
 * where it plans to operate or expand, its markets, the places its own words say it reaches ("we haul to Alberta") and
 * the words that say so without a place ("cross-border", "long-haul", "interprovincial").
 */

const quoted = (text: string) => `“${text}”`;

/** What shows the company operating beyond one province, or null. */
export function crossesBordersOf(
  ctx: Context,
  jurisdiction: Jurisdiction,
  reaches: PlacesReached,
): string | null {
  const offices = ctx.answers.officeExpansion ?? [];
  // The question asks where the company plans to operate or expand: a plan, never an office.
  if (offices.includes("united-states"))
    return "the United States, where you plan to operate or expand";
  if (offices.includes("other-provinces") || offices.includes("canada-wide"))
    return "other provinces, where you plan to operate or expand";
  if (jurisdiction.markets.unitedStates) return "the United States among your markets";
  if (reaches.quote) return `your words ${quoted(reaches.quote)}`;
  const words = freeText(ctx).match(CROSS_BORDER);
  return words ? `your words ${quoted(words[0])}` : null;
}

/** Its work crosses into the United States: US offices or markets, or its own words. */
export const intoUnitedStatesOf = (
  ctx: Context,
  jurisdiction: Jurisdiction,
  reaches: PlacesReached,
): boolean =>
  jurisdiction.country === "Canada" &&
  ((ctx.answers.officeExpansion ?? []).includes("united-states") ||
    jurisdiction.markets.unitedStates ||
    reaches.unitedStates ||
    INTO_UNITED_STATES.test(freeText(ctx)));
