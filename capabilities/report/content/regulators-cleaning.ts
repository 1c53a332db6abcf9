import type { ProvinceCode } from "./jurisdictions";
import { byProvince, inPlace, lawThere, shown, type Regulator } from "./regulators-shared";
import type { RiskSignals } from "./risks-types";

/**
 * A commercial cleaning contractor's cleaners work under the province's occupational health and
 * safety law, whose WHMIS rules cover the cleaning chemicals they use: labels, safety data sheets
 * and training. At a hospital the health authority is the custodian of its patients' health
 * information and binds its contractors by contract (in Alberta, people working for a custodian
 * under contract are its affiliates under the Health Information Act; in Ontario, its agents
 * under PHIPA).
 */
const OHS: Partial<Record<ProvinceCode, string>> = {
  AB: "Alberta's Occupational Health and Safety Act and Code (WHMIS in Part 29)",
  BC: "BC's Workers Compensation Act and Occupational Health and Safety Regulation (WHMIS in sections 5.3 to 5.19)",
  ON: "Ontario's Occupational Health and Safety Act and its WHMIS regulation (R.R.O. 1990, Reg. 860)",
  QC: "Quebec's Act respecting occupational health and safety and its WHMIS rules, enforced by the CNESST",
};

const HEALTH_PRIVACY: Partial<Record<ProvinceCode, string>> = {
  AB: "Alberta's Health Information Act, under which people working for a custodian under contract are its affiliates",
  ON: "Ontario's Personal Health Information Protection Act (PHIPA), under which a custodian answers for its agents",
};

const HOSPITAL =
  /\b(?:hospitals?|health services|health authority|patient areas?|patients?|long[- ]term care|hôpita(?:l|ux))\b/iu;

export function cleaningRules(s: RiskSignals): Regulator {
  const act = byProvince(
    s,
    OHS,
    lawThere(s, "occupational health and safety act and its WHMIS rules"),
  );
  const health = byProvince(s, HEALTH_PRIVACY, "the health privacy law that binds the hospital");
  const hospitals = HOSPITAL.test(s.ownWords)
    ? `; at hospital sites, keep to the health authority's contract and ${health}: no photograph, inspection note or AI tool takes in a patient, a patient's chart or a patient area the contract keeps private`
    : "";
  return {
    name: act,
    risk: `An AI-drafted safety instruction, training sheet or site scope from ${s.company} misstates a cleaning chemical's hazard, dilution or protective equipment, or is given in words the cleaner does not read; or clients' access codes, keys and alarm details go into an unapproved tool.`,
    duty: `have a supervisor check every AI-drafted safety instruction and WHMIS training against the product's label and safety data sheet before it is used, give it in the languages your cleaners read, keep cleaners' training records in systems you control and clients' access codes, keys and alarm details out of AI tools${hospitals}`,
    because: `${s.company} is a commercial cleaning contractor ${inPlace(s)}${shown(s, "cleaning-contractor")}, whose cleaners and the cleaning chemicals they use fall under ${act}.`,
  };
}
