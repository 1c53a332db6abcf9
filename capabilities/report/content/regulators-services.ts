import { safetyLawOf, standardsLawOf } from "./labour-law";
import {
  byProvince,
  inPlace,
  lawThere,
  provinceOf,
  shown,
  type Regulator,
} from "./regulators-shared";
import type { RiskSignals } from "./risks-types";

/**
 * The rules a life-sciences research company, a private career college and a field-service
 * contractor answer to for their AI use. A research company answers to its partners'
 * confidentiality and audit terms, to patent law (an invention disclosed before the application
 * is filed may lose its novelty), to data-integrity practice (ALCOA+, and GLP where a study
 * supports a regulatory filing) and to the tri-agency guidance on AI in grant applications;
 * Health Canada only where its studies support a clinical trial. A private career college
 * answers to its province's private training law, and, with international students, to IRCC's
 * designated learning institution rules, where only authorised representatives may advise on a
 * person's own immigration case (IRPA s. 91). A field-service contractor's crews work under the
 * province's occupational health and safety law and employment standards, and CASL governs its
 * marketing.
 */

const CLINICAL =
  /\b(?:clinical trials?|clinical stud(?:y|ies)|first-in-human|essais? cliniques?)\b/i;

export function researchRules(s: RiskSignals): Regulator {
  const clinical = CLINICAL.test(s.ownWords);
  return {
    name: `your partners' confidentiality and audit terms, patent law's novelty rule and the tri-agency guidance on AI in grant applications${clinical ? ", and Health Canada's clinical trial rules" : ""}`,
    risk: `A scientist at ${s.company} pastes a partner's unpublished sequences or compounds into an AI tool the partner's agreement does not cover, an invention reaches a public AI tool before its patent application is filed, or an AI-drafted study report or grant application states a result the raw data do not support.`,
    duty: `keep partners' data and unfiled inventions out of any AI tool their agreements and your patent plan do not allow, and log which tools hold which partner's data for their audits; have the scientist check every number in an AI-drafted report against the raw data, keeping records attributable, original and complete (ALCOA+, and Good Laboratory Practice where a study supports a regulatory filing); and follow the tri-agency guidance when AI helps write an NSERC, CIHR or SSHRC application, the applicant remaining responsible for every word${clinical ? "; where a study supports a clinical trial, keep its records as Health Canada's Food and Drug Regulations require" : ""}`,
    because: `${s.company} is a life-sciences research company ${inPlace(s)}${shown(s, "life-sciences")}: its partners' agreements set where their data may go and let them audit it, an invention made public before its patent application is filed can lose its novelty (Canada's one-year grace period covers only the inventor's own disclosure, and most countries have none), and the tri-agencies hold applicants responsible for what AI writes in their applications.`,
  };
}

const PRIVATE_TRAINING = {
  BC: "BC's Private Training Act and the Private Training Institutions Branch (PTIB)",
  ON: "Ontario's Career Colleges Act, 2005 and its Superintendent of Career Colleges",
  QC: "Quebec's Act respecting private education, for the programs it governs",
};

const INTERNATIONAL =
  /\b(?:international|study[- ]permits?|dlis?|designated learning|visas?|permis d'études|internationaux|étrangers)\b/i;
const CARE_AIDE = /\b(?:health ?care assistants?|hca|care aides?)\b/i;

export function collegeRules(s: RiskSignals): Regulator {
  const law = byProvince(s, PRIVATE_TRAINING, lawThere(s, "private career college law"));
  const international = INTERNATIONAL.test(s.ownWords);
  const registry = provinceOf(s) === "BC" && CARE_AIDE.test(s.ownWords);
  const parts = [
    law,
    international ? "IRCC's designated learning institution rules" : "",
    registry ? "the BC Care Aide and Community Health Worker Registry's program recognition" : "",
  ].filter(Boolean);
  return {
    name: parts.join(", "),
    risk: `${international ? `An admissions assistant at ${s.company} tells an applicant what to do about their own study permit, advice only an authorised representative may give, or ` : `At ${s.company}, `}a student's admission or grade rests on an AI tool or a detector's score, or the student records the regulator audits are incomplete.`,
    duty: `keep each student's enrolment contract, admission, attendance and grade records complete and ready for the audits under ${law}; keep admission and grade decisions with people, and treat no AI detector's score as proof of misconduct${international ? "; let an admissions assistant give IRCC's published information with the link, never advice on a person's own case, which the Immigration and Refugee Protection Act (s. 91) reserves to lawyers, Quebec notaries and licensed consultants (RCICs, or RISIAs for students)" : ""}${registry ? "; and keep the health care assistant program's assessments to the standards the Registry recognises it by" : ""}`,
    because: `${s.company} is a private career college ${inPlace(s)}${shown(s, "career-college")}, whose student records and enrolment contracts are governed by ${law}${international ? ", and whose international students' study permits depend on its standing as a designated learning institution" : ""}.`,
  };
}

export function fieldServiceRules(s: RiskSignals): Regulator {
  const safety = safetyLawOf(s, lawThere(s, "occupational health and safety law"));
  const standards = standardsLawOf(s, lawThere(s, "employment standards"));
  return {
    name: `${safety}, ${standards} and Canada's Anti-Spam Legislation (CASL)`,
    risk: `An AI-translated safety or job instruction from ${s.company} says something other than the original and a crew member acts on it, an AI-built schedule or route keeps crews past the hours and rest ${standards} allows, or AI-written promotions go to people who never consented.`,
    duty: `have a bilingual crew lead check every AI-translated safety and job instruction before it reaches the crew, so workers understand it as ${safety} requires; have a person confirm every AI-drafted route and schedule within the hours and overtime rules of ${standards}; and send AI-written promotions only to clients who consented, with an unsubscribe, as CASL requires`,
    because: `${s.company} is a field-service contractor ${inPlace(s)}${shown(s, "field-service")}: its crews work under ${safety}, which requires workers to get the instruction they need in a way they understand, their hours and overtime fall under ${standards}, and CASL governs its commercial email and texts.`,
  };
}
