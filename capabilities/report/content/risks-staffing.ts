import type { ProvinceCode } from "./jurisdictions";
import { byProvince, lawThere } from "./regulators-shared";
import { sentenceWith, type RiskEntry, type RiskSignals } from "./risks-types";

/**
 * Risks of the people a company recruits and places, beside its licence (regulators-staffing.ts):
 * the pay a job ad must state, and the safety of workers placed at clients' sites.
 *
 * BC's Pay Transparency Act has required, since 1 November 2023, the expected pay or pay range in
 * every job opportunity an employer advertises publicly: an AI-drafted or AI-translated ad that
 * drops it breaks the Act. A federally regulated employer answers to federal law instead.
 *
 * A staffing agency is the employer of the workers it places, and each client directs their work
 * at its site: the province's safety law holds both to duties for them (in BC, WorkSafeBC's OHS
 * Regulation has new and young workers oriented and trained before they start, sections 3.22 to
 * 3.25). Who delivers a site's orientation is agreed with each client; an AI-translated safety
 * instruction is checked before it is sent.
 */

/** Job ads or postings in the executive's words: "write job ads", "our job postings", « offres d'emploi ». */
const JOB_ADS =
  /\b(?:job (?:ads?|adverts?|advertisements?|postings?|posts|descriptions?))\b|(?<!\p{L})(?:offres? d['’]emploi|affichages? de postes?)(?!\p{L})/iu;

const placesWorkers = (s: RiskSignals) => s.professions.includes("staffing-agency");

/** The executive's sentence about job ads, or null. */
const jobAdsSaid = (s: RiskSignals): string | null => sentenceWith(s.ownWords, JOB_ADS);

export const payTransparencyRisk: RiskEntry = {
  id: "pay-transparency",
  risk: (s) =>
    `An AI-drafted or AI-translated job ad from ${s.company} leaves out the expected pay or pay range BC's Pay Transparency Act requires, or states a pay rate, shift or safety requirement wrongly.`,
  mitigation: () =>
    "Keep the pay or pay range in every job ad template, and have a recruiter fluent in each language the ad is posted in check its pay, duties, shifts and safety wording before it is posted.",
  why: (s) => {
    const said = jobAdsSaid(s);
    return `${said ? `You wrote “${said}”` : `${s.company} advertises the jobs it fills`}: BC's Pay Transparency Act has required the expected pay or pay range in every publicly advertised job since 1 November 2023.`;
  },
  applies: (s) =>
    s.jurisdiction.province === "BC" && !s.federal && (placesWorkers(s) || jobAdsSaid(s) !== null),
  // A job ad AI already drafts, or an agency that advertises every job it fills, breaks the Act with one omission.
  impact: () => "High",
  weight: 80,
};

/** Each province's safety law for workers placed at clients' sites, and what it asks before they start. */
const SAFETY: Partial<Record<ProvinceCode, string>> = {
  BC: "WorkSafeBC's Occupational Health and Safety Regulation holds both to duties for them, including the orientation and training new and young workers get before they start (sections 3.22 to 3.25)",
  AB: "Alberta's Occupational Health and Safety Act and Code hold both to duties for them",
  ON: "Ontario's Occupational Health and Safety Act holds both to duties for them",
  QC: "Quebec's Act respecting occupational health and safety, enforced by the CNESST, holds both to duties for them",
};

const safetyLaw = (s: RiskSignals) =>
  byProvince(
    s,
    SAFETY,
    `${lawThere(s, "occupational health and safety law")} holds both to duties for them`,
  );

export const placedWorkerSafetyRisk: RiskEntry = {
  id: "placed-worker-safety",
  risk: (s) =>
    `A worker ${s.company} places starts at a client's site without the orientation either side thought the other gave, or an AI-translated safety instruction sent to a worker is wrong.`,
  mitigation: () =>
    "Agree with each client who delivers the site's orientation and safety training, record it for every placement before the worker's first shift, and have a fluent supervisor check every AI-drafted or AI-translated safety instruction before it is sent.",
  why: (s) =>
    `${s.company} places workers at its clients' sites as their employer, while each client directs the work there: ${safetyLaw(s)}.`,
  applies: (s) => placesWorkers(s) && s.jurisdiction.known,
  impact: () => "High",
  weight: 84,
};
