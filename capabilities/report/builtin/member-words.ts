import type { Context } from "./context";
import { financialKindOf, governing } from "./sector-words-of";

/**
 * A credit union serves members, never "clients" or "customers" (review r21 class 4): every
 * sentence the report writes says members, while the executive's own words, inside “…”, stay
 * as written, and so do a label's singular "client onboarding" and "customer service".
 */

/** The report's words for whom the company serves, and a member's. */
const MEMBER_WORDS: readonly [RegExp, string][] = [
  [/\bmembers(?:'|’) and clients(?:'|’)/g, "members'"],
  [/\bmembers and clients\b/g, "members"],
  [/\b(?:clients|customers)(?:'|’)/g, "members'"],
  [/\b(?:Clients|Customers)(?:'|’)/g, "Members'"],
  [/\b(?:clients|customers)\b/g, "members"],
  [/\b(?:Clients|Customers)\b/g, "Members"],
  [/\b(?:client|customer) (data|details|records|satisfaction|complaints)\b/g, "member $1"],
  [/\b(?:Client|Customer) (data|details|records|satisfaction|complaints)\b/g, "Member $1"],
];

const QUOTED = /(“[^”]*”)/;

/** A text in members' words, its quotations as written. */
export const memberWorded = (text: string): string =>
  text
    .split(QUOTED)
    .map((part) =>
      QUOTED.test(part) ? part : MEMBER_WORDS.reduce((t, [from, to]) => t.replace(from, to), part),
    )
    .join("");

/** Whether the answers show a credit union, whose customers are its members. */
export const servesMembers = (ctx: Context): boolean =>
  financialKindOf(
    ctx,
    governing(ctx).map((e) => e.profession),
  ) === "credit-union";

/** Every string of a document in members' words, for a credit union; its shape kept. */
export function inMembersWords<T>(ctx: Context, value: T): T {
  if (!servesMembers(ctx)) return value;
  const walk = (node: unknown): unknown => {
    // An address is a name, never prose.
    if (typeof node === "string") return /^https?:/.test(node) ? node : memberWorded(node);
    if (Array.isArray(node)) return node.map(walk);
    // What a tool's evidence says is the executive's answer, quoted when it is shown.
    if (node && typeof node === "object")
      return Object.fromEntries(
        Object.entries(node).map(([k, v]) => [k, k === "says" ? v : walk(v)]),
      );
    return node;
  };
  return walk(value) as T;
}
