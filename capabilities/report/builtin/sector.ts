import type { Context } from "./context";
import { governingOf } from "./professions";

/**
 * What the cover calls the company's industry when the executive chose "Other": the kind of
 * business the answers show ("Trucking carrier"), so a carrier's report never says "Industry:
 * Other", in the summary's own noun. Undefined for a listed industry or when nothing shows one.
 */
export function sectorOf(
  ctx: Pick<Context, "industry" | "professions" | "companyNoun">,
): string | undefined {
  if (ctx.industry !== "other" || !governingOf(ctx)[0]) return undefined;
  const noun = ctx.companyNoun.replace(/^an? /, "");
  return noun.charAt(0).toUpperCase() + noun.slice(1);
}
