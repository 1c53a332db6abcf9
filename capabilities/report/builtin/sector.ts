import { professionDefinition } from "@/capabilities/report/content/professions";
import type { Context } from "./context";
import { governingOf } from "./professions";

/**
 * What the cover calls the company's industry when the executive chose "Other": the kind of
 * business the answers show ("Trucking carrier"), so a carrier's report never says "Industry:
 * Other". Undefined for a listed industry or when nothing shows one.
 */
export function sectorOf(ctx: Pick<Context, "industry" | "professions">): string | undefined {
  if (ctx.industry !== "other") return undefined;
  const [first] = governingOf(ctx);
  if (!first) return undefined;
  const noun = professionDefinition(first).noun.replace(/^an? /, "");
  return noun.charAt(0).toUpperCase() + noun.slice(1);
}
