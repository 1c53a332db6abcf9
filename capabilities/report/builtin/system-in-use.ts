import { knownSystems } from "@/capabilities/report/content/systems";
import type { Context } from "./context";
import { heldSystems, withFeature, type HeldSystem } from "./held-systems";

/**
 * The system already in use for a pilot's work (issue 34): a dental group's Dentrix for its
 * cancelled appointments, a tour operator's FareHarbor for its rebookings, a brokerage's Applied
 * Epic for its renewals. The pilot runs in or beside it: its own AI features or integrations
 * first, a new tool only for what it cannot do, and the vendor asked where the content library
 * does not know its AI.
 */

/** The named system whose function covers this work, first named first; none for paper or a portal. */
export function systemInUse(ctx: Context, work: string): HeldSystem | undefined {
  const system = heldSystems(ctx.answers).find(
    (s) =>
      s.product !== null &&
      !s.functions.some((f) => f.noVendor) &&
      s.functions.some((f) => f.covers?.test(work)),
  );
  return system && withFeature(system, work);
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The held system a problem's own words name ("chargebacks from our Shopify store"), if any. */
export const heldSystemNamedIn = (ctx: Context, words: string): HeldSystem | undefined =>
  heldSystems(ctx.answers).find(
    (s) =>
      s.product !== null &&
      new RegExp(`(?<![\\p{L}\\d])${escaped(s.product)}(?![\\p{L}\\d])`, "iu").test(words),
  );

/**
 * The system a problem's own words say its work runs on ("our trailers run Carrier Lynx"): the
 * held system it is, else the product as written, run though no answer listed it.
 */
export const namedSystem = (ctx: Context, product: string): HeldSystem =>
  heldSystemNamedIn(ctx, product) ?? { name: product, product, functions: [], listed: false };

/** Work a stated rule keeps unrecorded ("Visit notes … with nobody recorded"). */
const UNRECORDED = /\bwith nobody recorded\b/i;

/**
 * The AI the content library knows the system ships, in words; none where that AI does other
 * work than the pilot's (review r23: Jane's scribe offered for a claims pilot), nor a scribe that
 * records for work its rule keeps unrecorded.
 */
const knownAi = (system: HeldSystem, work?: string): string | undefined => {
  const known = knownSystems.find((k) => k.id === system.ref);
  if (!known || !("ai" in known)) return undefined;
  const only = "aiWork" in known ? known.aiWork : undefined;
  if (work && only && !only.test(work)) return undefined;
  return work && "aiRecords" in known && UNRECORDED.test(work) ? undefined : known.ai;
};

/** What a stated rule keeps in this system ("X-rays and charts never leave Dentrix"), if any. */
const keptIn = (ctx: Context, system: HeldSystem): string | undefined =>
  ctx.constraints.find(
    (c) =>
      c.id === "confidential" &&
      c.system !== undefined &&
      [system.name, system.product].some((n) => n?.toLowerCase() === c.system!.toLowerCase()),
  )?.keptIn;

/** "in Dentrix" where a rule keeps material in it, never beside it; else "in or beside Dentrix". */
export const runsIn = (ctx: Context, system: HeldSystem): string =>
  `${keptIn(ctx, system) ? "in" : "in or beside"} ${system.name}`;

/**
 * Where a pilot runs and what it tries first: "in or beside Dentrix: first its own AI features or
 * integrations (ask the vendor which your plan includes), a new tool only for what it cannot do".
 * `work` describes the pilot, so a system's AI for other work is not named first. A system a rule
 * keeps material in is worked in, and a tool beside it holds none of that material.
 */
export function inOrBeside(ctx: Context, system: HeldSystem, tool?: string, work?: string): string {
  const ai = knownAi(system, work);
  const kept = keptIn(ctx, system);
  const only = kept
    ? `${tool ?? "a new tool"} only for work that holds none of the ${kept} your rule keeps there`
    : tool
      ? `${tool} only for what it cannot do`
      : "a new tool only for what it cannot do";
  // Features paid for and never used are switched on first, and measured (review r22).
  if (system.unused)
    return `in ${system.name}, already paid for: first switch on the ${system.unused.features} you own and have not used${ai ? ` (${ai})` : ""}, and measure them against the baseline; ${only}`;
  const first = system.feature
    ? `first ask its vendor whether your plan includes ${system.feature}, and use it if it does`
    : ai
      ? `first ${ai}, or its integrations`
      : `first its own AI features or integrations (ask the vendor which your plan includes)`;
  return `${runsIn(ctx, system)}, already in use: ${first}, ${only}`;
}

/** The executive's generic words for the system ("the booking system you use") named as it is. */
export const namingSystem = (text: string, system: HeldSystem | undefined): string =>
  system ? text.replace(/\bthe booking system you use\b/g, system.name) : text;
