import type { ProvinceCode } from "./jurisdictions";
import { byProvince, inPlace, shown, type Regulator } from "./regulators-shared";
import type { RiskSignals } from "./risks-types";

/**
 * The licensing regime of a contract security company, by province: Ontario's Private Security
 * and Investigative Services Act, 2005 (the Ministry of the Solicitor General's Private Security
 * and Investigative Services Branch), BC's Security Services Act, Alberta's Security Services and
 * Investigators Act, Quebec's Private Security Act (the Bureau de la sécurité privée), and each
 * other province's private investigators and security guards act. Hospital clients in Ontario
 * are PHIPA custodians, so incident reports from their sites carry patients' health information.
 */
const SECURITY: Partial<Record<ProvinceCode, string>> = {
  ON: "Ontario's Private Security and Investigative Services Act, 2005 (PSISA), administered by the Ministry of the Solicitor General's Private Security and Investigative Services Branch",
  BC: "BC's Security Services Act, administered by the Security Programs Division of the Ministry of Public Safety and Solicitor General",
  AB: "Alberta's Security Services and Investigators Act",
  SK: "Saskatchewan's Private Investigators and Security Guards Act, 1997",
  MB: "Manitoba's Private Investigators and Security Guards Act",
  QC: "Quebec's Private Security Act (Loi sur la sécurité privée), administered by the Bureau de la sécurité privée",
  NB: "New Brunswick's Private Investigators and Security Services Act",
  NS: "Nova Scotia's Private Investigators and Private Guards Act",
  PE: "Prince Edward Island's Private Investigators and Security Guards Act",
  NL: "Newfoundland and Labrador's Private Investigation and Security Services Act",
};

const HOSPITAL =
  /\b(?:hospitals?|health centres?|health partners|long[- ]term care|hôpita(?:l|ux))\b/iu;

export function securityRules(s: RiskSignals): Regulator {
  const act = byProvince(s, SECURITY, "your province's private security licensing law");
  const hospitals =
    HOSPITAL.test(s.ownWords) && s.jurisdiction.province === "ON"
      ? "; incident reports from hospital sites can hold patients' health information, which the hospital as custodian under Ontario's Personal Health Information Protection Act (PHIPA) must be able to account for, so keep it in tools and in Canada as the hospital's contract requires"
      : "";
  return {
    name: act,
    risk: `An AI-written incident report, occurrence log or post order from ${s.company} misstates what a licensed guard saw or did, or guards' licence, training and discipline records and clients' site and incident details go into an unapproved tool.`,
    duty: `have the licensed guard or supervisor who was there check and sign every AI-drafted incident report before it reaches the client or the police, keep the licence, training and conduct records the act requires in systems you control${hospitals}`,
    because: `${s.company} is a security guard company ${inPlace(s)}${shown(s, "security-guard")}, whose guards and agency are licensed under ${act}.`,
  };
}
