import type { Context } from "./context";
import { themesOf } from "./roles";

/** Challenges that are only a business with several sites' to choose. */
const MULTI_SITE_CHALLENGES = new Set(["maintaining_consistency_across_locations"]);

/**
 * Whether the answers show more than one site: over 50 staff, offices beyond BC, a challenge
 * about consistency between locations, or the executive's words about several of them. A bakery
 * of six reads nothing "location by location" or "across locations".
 */
export function hasSeveralSites(ctx: Context): boolean {
  if (ctx.sizeBand !== "micro" && ctx.sizeBand !== "small") return true;
  if (ctx.answers.officeExpansion.some((o) => o !== "only-bc")) return true;
  if (ctx.challenges.some((c) => MULTI_SITE_CHALLENGES.has(c.slug))) return true;
  return themesOf(ctx).some((t) => t.themeId === "multi-site");
}

/** A solution area written for several sites (consistency between them). */
export const isMultiSiteArea = (challenges: readonly string[]): boolean =>
  challenges.some((c) => MULTI_SITE_CHALLENGES.has(c));
