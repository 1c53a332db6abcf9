import type { Department, Industry } from "@/model/assessment/options";
import type { ChallengeMeasure } from "./challenge-measures";
import type { SectorWords } from "./sector-words";
import type { Theme } from "./themes";
import { bakeryProfile } from "./profession-profiles-bakery";
import { insuranceBrokerProfile } from "./profession-profiles-brokers";
import { insurerProfile } from "./profession-profiles-insurers";
import { mortgageBrokerProfile } from "./profession-profiles-mortgage";
import { investmentProfile } from "./profession-profiles-wealth";
import { careHomeProfile } from "./profession-profiles-care";
import { homeCareProfile } from "./profession-profiles-homecare";
import { collectionsProfile } from "./profession-profiles-collections";
import { collegeProfile } from "./profession-profiles-college";
import { coopProfile, nonprofitProfile } from "./profession-profiles-community";
import { engineeringProfile } from "./profession-profiles-engineering";
import { farmProfile } from "./profession-profiles-farm";
import { jobShopProfile } from "./profession-profiles-shop";
import { apparelProfile } from "./profession-profiles-apparel";
import { accountingProfile, oilfieldProfile } from "./profession-profiles-field";
import { fieldServiceProfile } from "./profession-profiles-fieldservice";
import { foodProcessingProfile } from "./profession-profiles-food";
import { dentalProfile } from "./profession-profiles-health";
import { managedItProfile } from "./profession-profiles-it";
import { alcoholProfile } from "./profession-profiles-liquor";
import { nationProfile } from "./profession-profiles-nations";
import { propertyProfile } from "./profession-profiles-property";
import { recreationProfile } from "./profession-profiles-recreation";
import { researchProfile } from "./profession-profiles-research";
import { surveyingProfile } from "./profession-profiles-surveying";
import { truckingProfile } from "./profession-profiles-transport";
import { pharmacyProfile } from "./profession-profiles-pharmacy";
import { busOperatorProfile } from "./profession-profiles-bus";
import { equipmentDealerProfile } from "./profession-profiles-dealer";
import { funeralHomeProfile } from "./profession-profiles-funeral";
import { translationBureauProfile } from "./profession-profiles-translation";
import { broadcasterProfile, newspaperProfile } from "./profession-profiles-press";
import { cleaningContractorProfile } from "./profession-profiles-cleaning";
import { staffingAgencyProfile } from "./profession-profiles-staffing";
import { municipalProfile } from "./profession-profiles-municipal";
import { performingArtsProfile } from "./profession-profiles-arts";
import { freightBrokerProfile } from "./profession-profiles-logistics";
import type { ChallengeApplication, IndustryProfile, Profession } from "./types";

/**
 * How a profession the answers show meets the report where its industry option's words would be
 * wrong: a winery under Food Services is no restaurant, a dental group no hospital, an
 * engineering firm no management consultancy, a trucking carrier or a First Nation's
 * development corporation no generic "Other" company. Each profile gives the profession its own
 * solution landscape (published cases with their source, one "Illustrative example" at most),
 * what the summary calls the company, the roles that own the work and its challenges as the
 * profession meets them. By sector in profession-profiles-*.ts.
 */
export interface ProfessionProfile extends Omit<IndustryProfile, "industry"> {
  /**
   * What the summary calls the company, the first kind whose words its name, title or free text
   * carry ("a dental group", "a brewery"); otherwise the profession's noun (professions.ts).
   */
  kinds?: readonly ProfileKind[];
  /**
   * The industry options it is read under, where not every one its profession sits under: a
   * pharmacy's dispensing words under Healthcare, a drugstore chain under Retail the option's own.
   */
  options?: readonly Industry[];
  /** The roles that own work in a department, where the industry's would be wrong. */
  roles?: Partial<Record<Department, string>>;
  /**
   * Its own roles whose titles read as senior but are the working managers of the trade at any
   * size (a station's News Director and Program Director): never taken for an invented head.
   */
  workingTitles?: readonly string[];
  /** A role's title as this profession has it ("IT Manager" at an IT provider). */
  titles?: Readonly<Record<string, string>>;
  /** A challenge as this profession meets it: its own applications, tools and measure. */
  challenges?: Readonly<Record<string, ProfessionChallenge>>;
  /**
   * Who approves, at the decision gates, whatever touches data the company holds for its owner:
   * a Nation's Chief and Council for the Nation's data.
   */
  approval?: { body: string; scope: string };
  /** A theme of the executive's words as this profession needs it said, by theme id. */
  themes?: Readonly<Record<string, ThemeWording>>;
  /** The sector's words where the profession's are another kind's (sector-words.ts). */
  words?: Partial<SectorWords>;
  /**
   * Categories of catalogue tools built for work this kind never does, recommended by no route:
   * a cold-outreach database to a practice that wins its work by public RFP, a contractor's
   * site-risk engine to the architect who designs the building.
   */
  otherWork?: readonly string[];
  /**
   * Themes whose words name what the company sells, not a need it has (a translation bureau's
   * "translation work"): no tool is proposed for them as a need of its own.
   */
  trade?: readonly string[];
  /**
   * An industry option's neutral words for a kind of business it was not written for
   * (neutral-profiles.ts): whether the option's department roles and Statistics Canada sector
   * figure still hold for every kind under it.
   */
  neutral?: {
    industryRoles: boolean;
    sectorFigure: boolean;
    /** Another kind of business is shown (a renovator), not only none: the option's regulators do not govern it. */
    otherKind: boolean;
  };
}

/**
 * A kind of business within a profession: its noun, the words that show it and, where they are
 * not its own vocabulary, the words only it uses ("the catch" and "landings" are a seafood
 * plant's). Another kind's report never uses them (tests/report-audit/kind-words-rules.ts).
 */
export interface ProfileKind {
  noun: string;
  words: readonly string[];
  /** Its own vocabulary, where the words that show it are not all of it. */
  signature?: readonly string[];
  /**
   * Its own profile, where the profession's is written for another kind: an architecture
   * practice produces and seals other work than an engineering firm.
   */
  profile?: ProfessionProfile;
}

/**
 * A theme's title, name, action (with `{words}` where the quotation goes), measure and pilot,
 * reworded; its placement and department where the profession's work differs (a translation
 * bureau's translation words are its capacity, a pilot in operations, never a quick win). A
 * pilot's baseline may carry `{money}`: the sums the executive's sentence states, if any.
 */
export type ThemeWording = Partial<
  Pick<Theme, "title" | "name" | "action" | "measure" | "pilot" | "placement" | "department">
>;

export interface ProfessionChallenge {
  applications?: readonly ChallengeApplication[];
  /** Catalogue tool names, best fit first; the industry's list when absent. */
  tools?: readonly string[];
  /** What differs from the industry's measure (challenge-measures.ts). */
  measure?: Partial<ChallengeMeasure>;
}

export const professionProfiles: Partial<Record<Profession, ProfessionProfile>> = {
  "alcohol-producer": alcoholProfile,
  dental: dentalProfile,
  "care-home": careHomeProfile,
  "home-care": homeCareProfile,
  "design-engineering": engineeringProfile,
  trucking: truckingProfile,
  "first-nation": nationProfile,
  accounting: accountingProfile,
  nonprofit: nonprofitProfile,
  "agri-coop": coopProfile,
  "energy-services": oilfieldProfile,
  "property-management": propertyProfile,
  "managed-it": managedItProfile,
  "food-processing": foodProcessingProfile,
  bakery: bakeryProfile,
  "life-sciences": researchProfile,
  "career-college": collegeProfile,
  "field-service": fieldServiceProfile,
  "insurance-broker": insuranceBrokerProfile,
  insurer: insurerProfile,
  investment: investmentProfile,
  "mortgage-broker": mortgageBrokerProfile,
  "land-surveyor": surveyingProfile,
  "collection-agency": collectionsProfile,
  recreation: recreationProfile,
  "grower-packer": farmProfile,
  "job-shop": jobShopProfile,
  "apparel-retail": apparelProfile,
  pharmacy: pharmacyProfile,
  "bus-operator": busOperatorProfile,
  "equipment-dealer": equipmentDealerProfile,
  "funeral-home": funeralHomeProfile,
  "translation-bureau": translationBureauProfile,
  newspaper: newspaperProfile,
  broadcaster: broadcasterProfile,
  "cleaning-contractor": cleaningContractorProfile,
  "staffing-agency": staffingAgencyProfile,
  municipality: municipalProfile,
  "performing-arts": performingArtsProfile,
  "freight-broker": freightBrokerProfile,
};

/** Every profile a report may read, with its profession: each profession's and each of its kinds' own. */
export const everyProfile: readonly (readonly [Profession, ProfessionProfile])[] = (
  Object.entries(professionProfiles) as [Profession, ProfessionProfile][]
).flatMap(([profession, profile]) => [
  [profession, profile] as const,
  ...(profile.kinds ?? []).flatMap((kind) =>
    kind.profile ? [[profession, kind.profile] as const] : [],
  ),
]);

/** The profile of the first profession shown that has one (under the option, if given), with that profession, or null. */
export function professionProfile(
  professions: readonly Profession[],
  industry?: Industry,
): { profession: Profession; profile: ProfessionProfile } | null {
  for (const profession of professions) {
    const profile = professionProfiles[profession];
    if (profile && (!industry || !profile.options || profile.options.includes(industry)))
      return { profession, profile };
  }
  return null;
}
