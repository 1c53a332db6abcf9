import type { Industry } from "@/model/assessment/options";
import { knowledgeIndustries } from "./industries-knowledge";
import { operationsIndustries } from "./industries-operations";
import {
  neutralAreas,
  neutralMaturity,
  neutralUseCases,
  optionNeutralAreas,
} from "./neutral-areas";
import { neutralChallenges } from "./neutral-challenges";
import { professionProfile, type ProfessionProfile } from "./profession-profiles";
import { kindsAmong } from "./professions";
import type { IndustryProfile, Profession, SolutionArea } from "./types";

/**
 * What the report reads for a kind of business the answers show under an industry option whose
 * own words were written for another (issue 34): a law firm under Consulting (a consultancy's),
 * a home builder under Real Estate (a brokerage's or a landlord's), a printer under
 * Manufacturing (a parts plant's), a funeral home under "Other" (any firm's, with a fintech's and
 * a call centre's cases), a credit union under Financial Services (a wealth manager's advisers).
 * A kind with a profile of its own reads that; any other reads the option's neutral profile: the
 * option's areas true of every kind (`anyKind`), areas whose cases are no one sector's, the
 * option's challenges in words true of any kind, and no roles, sector figure or regulator of
 * the usual business. Where the option's own words are one kind's (`SHOWN_ONLY`), a company
 * whose answers show no kind at all reads the neutral profile too: a self-storage operator under
 * Real Estate is no brokerage, a florist under Retail no chain.
 */

/** The kinds each option's own words were written for: they read the option's words. */
const USUAL: Partial<Record<Industry, readonly Profession[]>> = {
  healthcare: ["medical", "dental", "allied-health", "pharmacy"],
  education: ["school"],
  "food-services": ["restaurant"],
  "travel-hospitality-tourism": ["hotel"],
  "financial-services": ["bank"],
  "real-estate": ["property-management", "real-estate-brokerage"],
  retail: ["store-chain", "apparel-retail"],
};

/** Options whose own words are one kind's: read only where the answers show it (professions-usual.ts). */
const SHOWN_ONLY = new Set<Industry>(["real-estate", "retail"]);

/** Options whose department roles are their usual business's (a school's Director of Admissions). */
const USUAL_ROLES = new Set<Industry>([
  "consulting",
  "education",
  "retail",
  "food-services",
  "travel-hospitality-tourism",
]);

/** Options whose Statistics Canada sector figure is not every kind's (a tour operator houses no one). */
const USUAL_SECTOR = new Set<Industry>(["travel-hospitality-tourism"]);

/** Benchmarks' use cases and maturity true of every kind under the option, where it has its own. */
const OWN: Partial<Record<Industry, { useCases: readonly string[]; maturity?: true }>> = {
  "financial-services": {
    useCases: [
      "Real-time fraud and anti-money-laundering detection",
      "Digital onboarding and KYC document checks",
      "Regulatory reporting and compliance document review",
      "Credit decisioning with explainable models",
      "Drafting and summarising letters, reports and notices for a person to check",
    ],
    maturity: true,
  },
};

const optionProfiles: ReadonlyMap<string, IndustryProfile> = new Map(
  [...knowledgeIndustries, ...operationsIndustries].map((p) => [p.industry, p]),
);

const built = new Map<string, ProfessionProfile>();

/** An area true of every kind under its option, or of one of the kinds shown (a law firm's case). */
const fits = (area: SolutionArea, kinds: readonly Profession[]) =>
  area.anyKind === true || (area.anyKind?.some((k) => kinds.includes(k)) ?? false);

/** The option's words true of any kind of business under it, with the cases of the kinds shown. */
export function neutralProfile(
  industry: Industry,
  kinds: readonly Profession[] = [],
  otherKind = true,
): ProfessionProfile {
  const option = optionProfiles.get(industry) ?? optionProfiles.get("other")!;
  const areas = option.landscape.filter((area) => fits(area, kinds));
  const key = `${industry}|${otherKind}|${areas.map((a) => a.title).join("|")}`;
  const cached = built.get(key);
  if (cached) return cached;
  const own = OWN[industry];
  const answered = new Set(areas.flatMap((a) => a.challenges));
  const general = (optionNeutralAreas[industry] ?? []).filter(
    (a) => !a.challenges.some((c) => answered.has(c)),
  );
  const profile: ProfessionProfile = {
    landscape: [...areas, ...general, ...neutralAreas],
    commonUseCases: own?.useCases ?? neutralUseCases,
    typicalMaturity: own?.maturity ? option.typicalMaturity : neutralMaturity,
    challenges: neutralChallenges[industry] ?? {},
    neutral: {
      industryRoles: !USUAL_ROLES.has(industry),
      sectorFigure: !USUAL_SECTOR.has(industry),
      otherKind,
    },
  };
  built.set(key, profile);
  return profile;
}

/**
 * Whether the answers show a kind of business the option's own words were not written for: a
 * profession shown under it that is not its usual business (a credit union that lends counts
 * once, as a credit union).
 */
export function showsOtherKind(industry: Industry, governing: readonly Profession[]): boolean {
  const kinds = kindsAmong(governing);
  const usual = USUAL[industry] ?? [];
  return kinds.some((p) => !usual.includes(p));
}

/** Whether the option's words are one kind's and the answers show no kind of business at all. */
const noKindShown = (industry: Industry, governing: readonly Profession[]) =>
  SHOWN_ONLY.has(industry) && kindsAmong(governing).length === 0;

/**
 * The profile the report reads: the first governing profession's own, else the option's neutral
 * one where the answers show another kind of business or, for an option whose words are one
 * kind's, none; else none (the option's own words).
 */
export function profileFor(
  industry: Industry,
  governing: readonly Profession[],
): ProfessionProfile | null {
  // What a kind of business does besides (a grocer's bakery counter) never lends it its profile.
  const own = professionProfile(kindsAmong(governing), industry)?.profile;
  if (own) return own;
  if (showsOtherKind(industry, governing)) return neutralProfile(industry, governing);
  return noKindShown(industry, governing) ? neutralProfile(industry, [], false) : null;
}
