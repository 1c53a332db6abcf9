import type { ProvinceCode } from "./jurisdictions";
import { byProvince } from "./regulators-shared";
import type { RiskSignals } from "./risks-types";

/**
 * The law over a workplace's health and safety and its employment standards: the province's, or,
 * for a federally regulated undertaking (a bank, a telecom, an airline, a carrier crossing a
 * provincial or national border), the Canada Labour Code: Part II for occupational health and
 * safety, Part III for hours of work, overtime and other standards. Workers' compensation stays
 * provincial either way (a federal carrier in BC still registers with WorkSafeBC for it): only
 * the safety rules and the standards are federal.
 */

export const FEDERAL_SAFETY = "the Canada Labour Code, Part II (occupational health and safety)";
export const FEDERAL_STANDARDS =
  "the Canada Labour Code, Part III (hours of work, overtime and other standards)";
/** Both parts at once, for a sentence that names the whole workplace regime. */
export const FEDERAL_WORKPLACE =
  "the Canada Labour Code (Part II for occupational health and safety, Part III for hours of work, overtime and other standards)";

const SAFETY: Partial<Record<ProvinceCode, string>> = {
  BC: "WorkSafeBC's Occupational Health and Safety Regulation under the Workers Compensation Act",
  AB: "Alberta's Occupational Health and Safety Act and Code",
  SK: "The Saskatchewan Employment Act and its occupational health and safety regulations",
  MB: "Manitoba's Workplace Safety and Health Act",
  ON: "Ontario's Occupational Health and Safety Act",
  QC: "Quebec's Act respecting occupational health and safety, enforced by the CNESST",
  NB: "New Brunswick's Occupational Health and Safety Act",
  NS: "Nova Scotia's Occupational Health and Safety Act",
};

const STANDARDS: Partial<Record<ProvinceCode, string>> = {
  BC: "BC's Employment Standards Act",
  AB: "Alberta's Employment Standards Code",
  ON: "Ontario's Employment Standards Act, 2000",
  QC: "Quebec's Act respecting labour standards",
};

/** A province's occupational health and safety law, or null where none is listed. */
export const safetyLawIn = (province: ProvinceCode): string | null => SAFETY[province] ?? null;

/** Federal law governs the workplace of a federally regulated undertaking placed in Canada. */
const federalWorkplace = (s: RiskSignals) => s.federal && !s.jurisdiction.outsideCanada;

/** The occupational health and safety law over the company's workplaces, or `otherwise`. */
export const safetyLawOf = <T>(s: RiskSignals, otherwise: T): string | T =>
  federalWorkplace(s) ? FEDERAL_SAFETY : byProvince<string | T>(s, SAFETY, otherwise);

/** The employment standards over its staff's hours and pay, or `otherwise`. */
export const standardsLawOf = <T>(s: RiskSignals, otherwise: T): string | T =>
  federalWorkplace(s) ? FEDERAL_STANDARDS : byProvince<string | T>(s, STANDARDS, otherwise);

/**
 * The safety committee's name where a province's law does not call it a joint health and safety
 * committee: Québec's comité de santé et de sécurité (Act respecting occupational health and
 * safety, as modernised in 2021), Saskatchewan's occupational health committee (The Saskatchewan
 * Employment Act), Manitoba's workplace safety and health committee (The Workplace Safety and
 * Health Act).
 */
const SAFETY_COMMITTEE: Partial<Record<ProvinceCode, string>> = {
  QC: "the comité de santé et de sécurité (health and safety committee)",
  SK: "the occupational health committee",
  MB: "the workplace safety and health committee",
};

/** The committee that reviews safety instructions, as the governing law names it. */
export const safetyCommitteeOf = (s: RiskSignals) =>
  federalWorkplace(s)
    ? "the workplace health and safety committee"
    : byProvince(s, SAFETY_COMMITTEE, "the joint health and safety committee");
