import { airTaxiRules } from "./regulators-aviation";
import { securityRules } from "./regulators-security";
import { translationRules } from "./regulators-translation";
import { broadcasterRules, pressRules } from "./regulators-press";
import { miningRules } from "./regulators-mining";
import { cleaningRules } from "./regulators-cleaning";
import { staffingRules } from "./regulators-staffing";
import { municipalRules } from "./regulators-municipal";
import { performingArtsRules } from "./regulators-arts";
import { freightBrokerRules } from "./regulators-logistics";
import type { ProvinceCode } from "./jurisdictions";
import { financialRegulator } from "./regulators-finance";
import { airlineRules, telecomRules } from "./regulators-federal";
import {
  alliedClinicians,
  careHome,
  clinicians,
  dentists,
  healthUnshown,
  pharmacists,
  physicians,
  veterinarians,
} from "./regulators-health";
import { roofingRules, surveyorRules } from "./regulators-field";
import { farmRules } from "./regulators-farm";
import { homeCareRules } from "./regulators-homecare";
import { immigrationRules } from "./regulators-immigration";
import { agrologyRules, environmentalRules } from "./regulators-advisers";
import { jobShopRules } from "./regulators-shop";
import { liquorRules } from "./regulators-liquor";
import { nationRules } from "./regulators-nations";
import {
  cpaRules,
  engineeringRules,
  lawSocietyRules,
  partnersRules,
} from "./regulators-professional";
import { propertyRules } from "./regulators-property";
import { skiResortRules } from "./regulators-resorts";
import { charityRules, grainRules, oilfieldRules } from "./regulators-sectors";
import { collegeRules, fieldServiceRules, researchRules } from "./regulators-services";
import { bodyThere, byProvince, inPlace, type Regulator } from "./regulators-shared";
import {
  carDealerRules,
  childCareRules,
  collectionRules,
  funeralRules,
  homeBuilderRules,
  travelAgencyRules,
} from "./regulators-kinds";
import { autoBodyRules, foodImporterRules, selfStorageRules } from "./regulators-kinds-trade";
import { schoolRules } from "./regulators-schools";
import { bakeryRules, foodProcessingRules, managedItRules } from "./regulators-trades";
import { carrierRules } from "./regulators-transport";
import type { RiskSignals } from "./risks-types";
import type { Profession } from "./types";

/**
 * The regulator whose expectations a company's AI use is held to: the one of the profession
 * the answers show (strongest evidence first), otherwise its industry's, named generally where
 * the industry has several and the answers do not say which (a clinic's clinicians each answer
 * to their own college). Sector rules live by sector in regulators-*.ts.
 */

export type { Regulator } from "./regulators-shared";

const REAL_ESTATE: Partial<Record<ProvinceCode, string>> = {
  BC: "the BC Financial Services Authority (BCFSA)",
  AB: "the Real Estate Council of Alberta (RECA)",
  ON: "the Real Estate Council of Ontario (RECO)",
  QC: "the Organisme d'autoréglementation du courtage immobilier du Québec (OACIQ)",
};

/**
 * A real estate business whose kind the answers do not show (a brokerage, a property manager, a
 * developer, a landlord) hears its regulator conditionally: licensing binds only the work done
 * for others, and its words name no listing, offer or buyer.
 */
function realEstateUnshown(s: RiskSignals): Regulator {
  const name = byProvince(s, REAL_ESTATE, bodyThere(s, "licenses real estate brokerages"));
  return {
    name,
    risk: `An AI-drafted advertisement or client document from ${s.company} misstates a property, or a client's details go into an unapproved tool, and, where the work is licensed, ${name} holds the licensee responsible.`,
    duty: `where the work ${s.company} does for others needs a licence, have the licensee check every AI-drafted advertisement and client document against the property's facts before it goes out, and keep clients' identity and financial documents out of unapproved tools`,
    because: `${s.company} is a real estate business ${inPlace(s)}, where ${name} licenses those who trade in real estate for others.`,
  };
}

/** Each profession's regulator; professions without one of their own take their industry's. */
const BY_PROFESSION: Partial<Record<Profession, (s: RiskSignals) => Regulator>> = {
  medical: physicians,
  dental: dentists,
  veterinary: veterinarians,
  pharmacy: pharmacists,
  "allied-health": alliedClinicians,
  "care-home": careHome,
  "home-care": homeCareRules,
  legal: lawSocietyRules,
  accounting: cpaRules,
  "design-engineering": engineeringRules,
  "alcohol-producer": liquorRules,
  bank: financialRegulator,
  "credit-union": financialRegulator,
  lending: financialRegulator,
  insurer: financialRegulator,
  "insurance-broker": financialRegulator,
  investment: financialRegulator,
  "mortgage-broker": financialRegulator,
  telecom: telecomRules,
  airline: airlineRules,
  "property-management": propertyRules,
  trucking: carrierRules,
  "first-nation": nationRules,
  nonprofit: charityRules,
  "agri-coop": grainRules,
  "energy-services": oilfieldRules,
  "managed-it": managedItRules,
  "food-processing": foodProcessingRules,
  bakery: bakeryRules,
  "life-sciences": researchRules,
  "career-college": collegeRules,
  "field-service": fieldServiceRules,
  "funeral-home": funeralRules,
  "security-guard": securityRules,
  "translation-bureau": translationRules,
  newspaper: pressRules,
  broadcaster: broadcasterRules,
  "mine-contractor": miningRules,
  "cleaning-contractor": cleaningRules,
  "staffing-agency": staffingRules,
  "performing-arts": performingArtsRules,
  "freight-broker": freightBrokerRules,
  "air-taxi": airTaxiRules,
  "home-builder": homeBuilderRules,
  "car-dealer": carDealerRules,
  "child-care": childCareRules,
  "travel-agency": travelAgencyRules,
  "land-surveyor": surveyorRules,
  "collection-agency": collectionRules,
  roofer: roofingRules,
  "self-storage": selfStorageRules,
  "auto-body": autoBodyRules,
  "food-importer": foodImporterRules,
  "grower-packer": farmRules,
  "job-shop": jobShopRules,
  "immigration-consultant": immigrationRules,
  "environmental-consultant": environmentalRules,
  agrologist: agrologyRules,
  "ski-resort": skiResortRules,
  municipality: municipalRules,
};

/** The profession whose regulator governs the company, or null when none of those shown has one. */
export const regulatedProfession = (s: RiskSignals): Profession | null =>
  s.professions.find((p) => BY_PROFESSION[p]) ?? null;

/** The sector's regulator for this company, or null when its sector has none special. */
export function regulatorOf(s: RiskSignals): Regulator | null {
  const profession = regulatedProfession(s);
  if (profession) return BY_PROFESSION[profession]!(s);
  // A kind the option's usual business is not (a renovator under Real Estate) answers to none
  // of its regulators (a real estate council licenses trading for others): none is named.
  if (s.otherKind) return null;
  switch (s.industry) {
    case "financial-services":
      return financialRegulator(s);
    case "real-estate":
      return realEstateUnshown(s);
    case "healthcare":
      return s.clinic ? clinicians(s) : healthUnshown(s);
    case "education":
      return s.k12 ? schoolRules(s) : null;
    default:
      return s.partnership ? partnersRules(s) : null;
  }
}
