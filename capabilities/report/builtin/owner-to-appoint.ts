import type { Context } from "./context";
import type { Area } from "./named-people";
import { seniorTitlesShown } from "./role-scale";

/**
 * From 51 to 500 staff the answers rarely show who runs each area, and a guessed title ("the
 * Operations Manager", "the Clinical Director") reads as someone who exists. Where no one is
 * named for an area, the owner is a lead the executive names: "your operations lead", named once in
 * the next steps.
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

/**
 * The lead the executive names for an area: "your finance lead", said as a role once named. In a
 * firm of 11 to 50, which has no department leads, it leads one pilot: "your finance pilot lead".
 */
const leadFor = (area: Area | undefined, pilot = false): string =>
  area === "executive"
    ? "your lead on the leadership team"
    : area
      ? `your ${AREA_WORDS[area]} ${pilot ? "pilot lead" : "lead"}`
      : "your lead for this work";

const APPOINTED = new Set([
  "your clinical lead",
  leadFor(undefined),
  ...(Object.keys(AREA_WORDS) as Area[]).flatMap((a) => [leadFor(a), leadFor(a, true)]),
]);

/**
 * The owner to appoint for an area, or for the work a template's title names: a lead the next
 * steps have the executive name once ("name a finance lead"), referred to after that as theirs.
 */
export function toAppoint(area: Area | undefined, title = "", pilot = false): string {
  // Clinical work and a care home's care are led by a clinician, named by the executive.
  if (/\bclinic(?:al|ian)|\bof care\b/i.test(title)) return "your clinical lead";
  return leadFor(area, pilot);
}

/** An owner still to be named, which takes no article and is named rather than handed work. */
export const isToAppoint = (owner: string): boolean => APPOINTED.has(owner);

/** The area an owner still to be named leads: "your finance lead" -> "finance". */
export const appointedArea = (owner: string): string | undefined =>
  isToAppoint(owner) ? /^your (.+?)(?: pilot)? lead$/.exec(owner)?.[1] : undefined;

/** The owner as the one the executive names: "your HR lead" -> "an HR lead". */
export const whoToName = (owner: string): string =>
  owner.replace(/^your (?=(?:[aeiou]|HR\b|IT\b))/i, "an ").replace(/^your /, "a ");
