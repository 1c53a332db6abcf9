import type { Context } from "./context";
import type { Area } from "./named-people";
import { seniorTitlesShown } from "./role-scale";

/**
 * From 51 to 500 staff the answers rarely show who runs each area, and a guessed title ("the
 * Operations Manager", "the Clinical Director") reads as someone who exists. Where no one is
 * named for an area, the owner is one the executive appoints: "a person you appoint in operations",
 * never "someone you name in …" (review r20), nor "an owner you appoint" ("owned by an owner").
 */

/** From 51 to 500 staff: below, the executive owns what no one named does; above, the titles are the rule. */
export const appointsOwners = (ctx: Pick<Context, "sizeBand" | "answers">): boolean =>
  ctx.sizeBand === "mid" || (ctx.sizeBand === "large" && !seniorTitlesShown(ctx));

const AREA_WORDS: Readonly<Record<Area, string>> = {
  hr: "HR",
  finance: "finance",
  sales: "sales",
  marketing: "marketing",
  operations: "operations",
  customer_service: "customer service",
  product: "product",
  executive: "the leadership team",
  supply_chain: "purchasing",
  it: "IT",
  maintenance: "maintenance",
  dispatch: "dispatch",
  privacy: "privacy",
  drafting: "drafting",
  production: "production",
};

const PREFIX = /^a (?:person|clinician) you appoint\b/;

/** The owner to appoint for an area, or for the work a template's title names. */
export function toAppoint(area: Area | undefined, title = ""): string {
  // Clinical work and a care home's care are led by a clinician, named by the executive.
  if (/\bclinic(?:al|ian)|\bof care\b/i.test(title)) return "a clinician you appoint";
  return area
    ? `a person you appoint in ${AREA_WORDS[area]}`
    : "a person you appoint for this work";
}

/** An owner still to be named, which takes no article and is named rather than handed work. */
export const isToAppoint = (owner: string): boolean => PREFIX.test(owner);

/** The owner as the one the executive appoints: "a person you appoint in HR" -> "a person in HR". */
export const whoToName = (owner: string): string => owner.replace(/ you appoint\b/, "");
