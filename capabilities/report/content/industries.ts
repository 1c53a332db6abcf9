import type { Industry } from "@/model/assessment/options";
import { knowledgeIndustries } from "./industries-knowledge";
import { operationsIndustries } from "./industries-operations";
import { profileFor } from "./neutral-profiles";
import type { IndustryProfile, Profession } from "./types";

/** Every industry's solution landscape, common use cases and typical maturity. */
/** The source of an example that is a typical scenario, not a published case. */
export const ILLUSTRATIVE = "Illustrative example";

export const industryProfiles: readonly IndustryProfile[] = [
  ...knowledgeIndustries,
  ...operationsIndustries,
];

const byIndustry: ReadonlyMap<string, IndustryProfile> = new Map(
  industryProfiles.map((profile) => [profile.industry, profile]),
);

/** The industry option's own profile, written for its usual business; unknown industries get 'other''s. */
export const optionProfile = (industry: Industry | string): IndustryProfile =>
  byIndustry.get(industry) ?? byIndustry.get("other")!;

/**
 * The profile of an industry; unknown industries get the general ('other') profile. A profession
 * the answers show with a landscape of its own (a winery under Food Services) gets that instead,
 * and another kind of business than the option's usual one its neutral landscape (a law firm
 * under Consulting: neutral-profiles.ts).
 */
export function industryProfile(
  industry: Industry | string,
  professions: readonly Profession[] = [],
): IndustryProfile {
  const profile = optionProfile(industry);
  const own = profileFor(profile.industry, professions);
  return own
    ? {
        industry: profile.industry,
        landscape: own.landscape,
        commonUseCases: own.commonUseCases,
        typicalMaturity: own.typicalMaturity,
      }
    : profile;
}
