import { optionProfile } from "@/capabilities/report/content/industries";
import type { IndustryProfile } from "@/capabilities/report/content/types";
import type { Context } from "./context";

/**
 * The landscape, use cases and maturity the report reads: the profile the context resolved once
 * (the profession's own, in its province's words, or the option's neutral one), else the
 * industry option's.
 */
export function industryProfileOf(ctx: Pick<Context, "industry" | "profile">): IndustryProfile {
  const own = ctx.profile;
  return own
    ? {
        industry: ctx.industry,
        landscape: own.landscape,
        commonUseCases: own.commonUseCases,
        typicalMaturity: own.typicalMaturity,
      }
    : optionProfile(ctx.industry);
}
