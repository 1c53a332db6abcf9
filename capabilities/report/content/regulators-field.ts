import { safetyCommitteeOf, safetyLawOf } from "./labour-law";
import {
  bodyThere,
  byProvince,
  inPlace,
  lawThere,
  shown,
  type Regulator,
} from "./regulators-shared";
import type { RiskSignals } from "./risks-types";

/**
 * The rules a land surveyor and a roofing or building-envelope contractor answer to for their AI
 * use. A land surveyor practises under its province's land surveyors' association: in BC the
 * Association of BC Land Surveyors under the Land Surveyors Act, where a BCLS answers for every
 * plan filed at the Land Title and Survey Authority (LTSA); the AOLS in Ontario, the ALSA in
 * Alberta, the SLSA in Saskatchewan, the Ordre des arpenteurs-géomètres du Québec. It is never
 * held to an engineers' or architects' body. A roofer's crews work at heights, under the
 * province's fall protection rules (Part 11 of WorkSafeBC's Occupational Health and Safety
 * Regulation, Part 9 of Alberta's OHS Code, Ontario's construction projects regulation and its
 * working-at-heights training, Quebec's Safety Code for the construction industry).
 */

const SURVEYORS = {
  BC: "the Association of BC Land Surveyors, under the Land Surveyors Act",
  AB: "the Alberta Land Surveyors' Association (ALSA)",
  SK: "the Saskatchewan Land Surveyors' Association (SLSA)",
  ON: "the Association of Ontario Land Surveyors (AOLS)",
  QC: "the Ordre des arpenteurs-géomètres du Québec (OAGQ)",
};

/** Who signs a plan, and where it is filed, where the province's names are known. */
const SIGNER = {
  BC: "a BCLS answers for every plan filed at the Land Title and Survey Authority (LTSA)",
};

export function surveyorRules(s: RiskSignals): Regulator {
  const body = byProvince(s, SURVEYORS, bodyThere(s, "licenses land surveyors"));
  const signer = byProvince(s, SIGNER, "the commissioned land surveyor answers for every plan");
  return {
    name: body,
    risk: `An AI-assisted plan, certificate or field-data reduction from ${s.company} carries a wrong dimension, boundary or title detail under a land surveyor's signature, or clients' and owners' title documents go into an unapproved tool.`,
    duty: `have a commissioned land surveyor check every AI-assisted drawing, certificate and data reduction as if they had prepared it before signing it, record in the job file where AI was used and how it was checked, and keep clients' title and property documents in tools under contract`,
    because: `${s.company} is a land surveying firm ${inPlace(s)}${shown(s, "land-surveyor")}, practising under ${body}: ${signer}.`,
  };
}

const FALL_PROTECTION = {
  BC: "WorkSafeBC's fall protection rules (Part 11 of the Occupational Health and Safety Regulation)",
  AB: "Alberta's fall protection rules (Part 9 of the Occupational Health and Safety Code)",
  ON: "Ontario's Construction Projects regulation (O. Reg. 213/91) and its working-at-heights training",
  QC: "Quebec's Safety Code for the construction industry, enforced by the CNESST",
};

export function roofingRules(s: RiskSignals): Regulator {
  const law = safetyLawOf(s, lawThere(s, "occupational health and safety law"));
  const rules = byProvince(s, FALL_PROTECTION, `the fall protection rules of ${law}`);
  return {
    name: rules,
    risk: `An AI-drafted safe work procedure, fall protection plan or toolbox talk at ${s.company} misstates a hazard or a control, and a crew working at heights acts on it.`,
    duty: `have the person accountable for safety check every AI-drafted procedure, fall protection plan and toolbox talk before it reaches a crew, with ${safetyCommitteeOf(s)} where a change touches its work, and keep fall protection and other safety-critical decisions with a competent person, never an AI tool`,
    because: `${s.company} is a roofing or building-envelope contractor ${inPlace(s)}${shown(s, "roofer")}, whose crews work at heights under ${rules}.`,
  };
}
