import type { ProvinceCode } from "./jurisdictions";
import { byProvince, inPlace, lawThere, shown, type Regulator } from "./regulators-shared";
import type { RiskSignals } from "./risks-types";

/**
 * An underground mining contractor works under its province's mine health and safety rules:
 * Ontario's Occupational Health and Safety Act and its Mines and Mining Plants regulation
 * (O. Reg. 854), BC's Mines Act and Code, Quebec's mine safety regulation under the CNESST. A
 * change to work that touches workers' safety (shift reports, inspections, ground control,
 * procedures) goes to the joint health and safety committee first.
 */
const MINE_SAFETY: Partial<Record<ProvinceCode, string>> = {
  ON: "Ontario's Occupational Health and Safety Act and its Mines and Mining Plants regulation (O. Reg. 854)",
  BC: "BC's Mines Act and the Health, Safety and Reclamation Code for Mines in British Columbia",
  QC: "Quebec's Act respecting occupational health and safety and its Regulation respecting occupational health and safety in mines, enforced by the CNESST",
  MB: "Manitoba's Workplace Safety and Health Act and its Operation of Mines Regulation",
  SK: "Saskatchewan's Mines Regulations, 2018 under the Saskatchewan Employment Act",
  NL: "Newfoundland and Labrador's Occupational Health and Safety Act and its mines regulations",
  NB: "New Brunswick's Occupational Health and Safety Act and its Underground Mine Regulation",
  NS: "Nova Scotia's Occupational Health and Safety Act and its Underground Mining Regulations",
};

const COMMITTEE: Partial<Record<ProvinceCode, string>> = {
  BC: "the joint occupational health and safety committee",
  QC: "the health and safety committee (comité de santé et de sécurité)",
};

export function miningRules(s: RiskSignals): Regulator {
  const act = byProvince(s, MINE_SAFETY, lawThere(s, "mine health and safety rules"));
  const committee = byProvince(s, COMMITTEE, "the joint health and safety committee (JHSC)");
  return {
    name: act,
    risk: `An AI-drafted shift report, workplace inspection, ground control record or procedure from ${s.company} misstates a hazard underground, or a change to safety work is made without going to ${committee}.`,
    duty: `put every AI tool that touches shift reports, workplace inspections, ground control or safety procedures to ${committee} before it is used, have the supervisor who was underground check and sign every AI-drafted record the regulation requires, and keep workers' injury, training and medical records in systems you control`,
    because: `${s.company} is an underground mining contractor ${inPlace(s)}${shown(s, "mine-contractor")}, whose work underground falls under ${act}.`,
  };
}
