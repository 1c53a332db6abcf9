import type { Industry } from "@/lib/assessment/options";
import { knowledgeIndustries } from "./industries-knowledge";
import { operationsIndustries } from "./industries-operations";
import type { IndustryProfile } from "./types";

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

/** The profile of an industry; unknown industries get the general ('other') profile. */
export function industryProfile(industry: Industry | string): IndustryProfile {
  return byIndustry.get(industry) ?? byIndustry.get("other")!;
}
