import type { ProvinceCode } from "./jurisdictions";
import {
  bodyThere,
  byProvince,
  inPlace,
  provinceOf,
  shown,
  type Regulator,
} from "./regulators-shared";
import type { RiskSignals } from "./risks-types";

/**
 * The colleges of health professions, by the profession the answers show and the province:
 * physicians answer to their college of physicians and surgeons, dentists and hygienists in BC
 * to the BC College of Oral Health Professionals (since September 2022), physiotherapists and
 * chiropractors in BC to the two colleges formed in June 2024, care homes to their licensing
 * body and their nurses' college. A clinic whose professions the answers do not show is told
 * that each clinician answers to their own college, and none is named.
 */

const PHYSICIANS: Partial<Record<ProvinceCode, string>> = {
  BC: "the College of Physicians and Surgeons of BC (CPSBC)",
  AB: "the College of Physicians & Surgeons of Alberta (CPSA)",
  ON: "the College of Physicians and Surgeons of Ontario (CPSO)",
  QC: "the Collège des médecins du Québec",
};

function physiciansCollege(s: RiskSignals): string {
  const p = provinceOf(s);
  if (p && PHYSICIANS[p]) return PHYSICIANS[p];
  if (p && !["YT", "NT", "NU"].includes(p))
    return `the College of Physicians and Surgeons of ${s.jurisdiction.provinceName}`;
  return "your physicians' licensing college";
}

/** The dental regulator and whom it regulates. */
const ORAL_HEALTH: Partial<Record<ProvinceCode, { body: string; regulates: string }>> = {
  BC: {
    body: "the BC College of Oral Health Professionals (BCCOHP)",
    regulates: "dentists, dental hygienists and the other oral health professions",
  },
  AB: { body: "the College of Dental Surgeons of Alberta (CDSA)", regulates: "dentists" },
  SK: { body: "the College of Dental Surgeons of Saskatchewan", regulates: "dentists" },
  ON: { body: "the Royal College of Dental Surgeons of Ontario (RCDSO)", regulates: "dentists" },
  QC: { body: "the Ordre des dentistes du Québec", regulates: "dentists" },
  MB: { body: "the Manitoba Dental Association (MDA)", regulates: "dentists" },
  NB: { body: "the New Brunswick Dental Society", regulates: "dentists" },
  NS: { body: "the Provincial Dental Board of Nova Scotia (PDBNS)", regulates: "dentists" },
  PE: { body: "the Dental Council of Prince Edward Island", regulates: "dentists" },
  NL: { body: "the Newfoundland and Labrador Dental Board", regulates: "dentists" },
};

const ALLIED: Partial<Record<ProvinceCode, string>> = {
  BC: "the College of Health and Care Professionals of BC or the College of Complementary Health Professionals of BC, whichever regulates each clinician's profession",
  ON: "the college of each clinician's profession, such as the College of Physiotherapists of Ontario",
  QC: "the professional order of each clinician's profession, such as the Ordre professionnel de la physiothérapie du Québec",
};

const CARE: Partial<Record<ProvinceCode, string>> = {
  BC: "your licensing under BC's Community Care and Assisted Living Act, and the BC College of Nurses and Midwives (BCCNM) for your nurses",
  AB: "Alberta's care licensing, and the College of Registered Nurses of Alberta (CRNA) for your nurses",
  ON: "the Ministry of Long-Term Care's inspections under the Fixing Long-Term Care Act, 2021, and the College of Nurses of Ontario for your nurses",
  QC: "Québec's certification of residences, and the Ordre des infirmières et infirmiers du Québec (OIIQ) for your nurses",
};

/** How recording is handled: consent first, or no recording where the company rules it out. */
const recording = (s: RiskSignals, visit: "visit" | "appointment" | "session") =>
  s.noRecording
    ? `keep ${visit}s unrecorded, as ${s.company} requires`
    : `get and document each patient's consent before anything records ${visit === "appointment" ? "an" : "a"} ${visit}`;

const answering = (s: RiskSignals) =>
  s.customerFacing
    ? `, and have AI that answers ${s.words.audience} say it is an AI and hand every clinical question to a clinician`
    : "";

/** The agreement a drafting tool needs, about records named in the plural or not: "records are kept". */
const agreementOn = (records: string, plural: boolean) =>
  `use drafting tools only under an agreement that says where ${records} ${plural ? "are" : "is"} kept and when ${plural ? "they are" : "it is"} deleted`;
const AGREEMENT = agreementOn("patient information", false);

export function physicians(s: RiskSignals): Regulator {
  const college = physiciansCollege(s);
  const because = `${s.company} provides medical care ${inPlace(s)}${shown(s, "medical")}, where ${college} sets physicians' standards for records, consent and virtual care.`;
  const virtualCare = s.customerFacing
    ? ", and hold AI that answers patients to the college's expectations for virtual care"
    : "";
  if (s.noRecording)
    return {
      name: college,
      risk: `An AI-drafted note or letter with an error reaches a chart at ${s.company}, or patient information goes into a tool without an agreement, against the standards of ${college}.`,
      duty: `keep visits unrecorded, as ${s.company} requires, have the physician review and sign every AI-drafted note and letter, and ${AGREEMENT}${virtualCare}`,
      because,
    };
  return {
    name: college,
    risk: `An AI scribe records a visit at ${s.company} without documented consent, or an AI-drafted note with an error reaches a chart, against the standards of ${college}.`,
    duty: `get and document each patient's consent before an ambient scribe records a visit, have the physician review and sign every AI-drafted note and letter, use scribes only under an agreement that says where recordings are kept and when they are deleted${virtualCare}`,
    because,
  };
}

export function dentists(s: RiskSignals): Regulator {
  const { body, regulates } = byProvince(s, ORAL_HEALTH, {
    body: bodyThere(s, "regulates dentists"),
    regulates: "dentists",
  });
  return {
    name: body,
    risk: `An AI-drafted chart note, treatment plan or insurance claim with an error leaves ${s.company}, or patients' records and radiographs go into a tool without an agreement, against the standards of ${body}.`,
    duty: `have the dentist or hygienist who saw the patient review and sign every AI-drafted note and treatment plan, check AI-prepared claims against the chart before they go to the insurer, ${recording(s, "appointment")}, and ${AGREEMENT}${answering(s)}`,
    because: `${s.company} is a dental practice ${inPlace(s)}${shown(s, "dental")}, where ${body} regulates ${regulates}, their records and their consent.`,
  };
}

/** The regulator of pharmacists and pharmacies, by province and territory. */
const PHARMACY: Partial<Record<ProvinceCode, string>> = {
  BC: "the College of Pharmacists of British Columbia (CPBC)",
  AB: "the Alberta College of Pharmacy (ACP)",
  SK: "the Saskatchewan College of Pharmacy Professionals (SCPP)",
  MB: "the College of Pharmacists of Manitoba (CPhM)",
  ON: "the Ontario College of Pharmacists (OCP)",
  QC: "the Ordre des pharmaciens du Québec (OPQ)",
  NS: "the Nova Scotia College of Pharmacists (NSCP)",
  NB: "the New Brunswick College of Pharmacists (NBCP)",
  // The territories have no college: their governments license pharmacists and pharmacies.
  YT: "the Government of Yukon (Pharmacists Act)",
  NT: "the Government of the Northwest Territories",
  NU: "the Government of Nunavut",
};

export function pharmacists(s: RiskSignals): Regulator {
  const body = byProvince(s, PHARMACY, bodyThere(s, "licenses pharmacists and pharmacies"));
  return {
    name: body,
    risk: `An AI-drafted patient leaflet, counselling note or refill message from ${s.company} carries a wrong dose or misses an interaction, or prescription records go into a tool without an agreement, against the standards of ${body}.`,
    duty: `keep every clinical decision (dispensing, interaction checks, counselling) with a pharmacist, have a pharmacist review every AI-drafted patient leaflet and message before it is used, and ${agreementOn("prescription and patient records", true)}${answering(s)}`,
    because: `${s.company} is a pharmacy ${inPlace(s)}${shown(s, "pharmacy")}, where ${body} licenses pharmacists and pharmacies and sets their standards for records, dispensing and patient communication.`,
  };
}

/** The regulator of veterinarians, by province. */
const VETERINARY: Partial<Record<ProvinceCode, string>> = {
  BC: "the College of Veterinarians of British Columbia (CVBC)",
  AB: "the Alberta Veterinary Medical Association (ABVMA)",
  SK: "the Saskatchewan Veterinary Medical Association (SVMA)",
  MB: "the Manitoba Veterinary Medical Association (MVMA)",
  ON: "the College of Veterinarians of Ontario (CVO)",
  QC: "the Ordre des médecins vétérinaires du Québec (OMVQ)",
  NS: "the Nova Scotia Veterinary Medical Association (NSVMA)",
  NB: "the New Brunswick Veterinary Medical Association (NBVMA)",
};

export function veterinarians(s: RiskSignals): Regulator {
  const body = byProvince(s, VETERINARY, bodyThere(s, "licenses veterinarians"));
  const recorded = s.noRecording
    ? `keep exam-room conversations unrecorded, as ${s.company} requires`
    : "get and record each client's consent before an AI scribe records an exam-room conversation";
  return {
    name: body,
    risk: `An AI-drafted medical record, discharge instruction or estimate with an error leaves ${s.company}, or an exam-room recording is made without the client's consent, against the record-keeping and consent standards of ${body}.`,
    duty: `have the veterinarian who saw the animal review and sign every AI-drafted record and discharge instruction, ${recorded}, and ${agreementOn("clients' and animals' records", true)}${s.customerFacing ? ", and have AI that answers clients say it is an AI and hand every medical question to a veterinarian or RVT" : ""}`,
    because: `${s.company} is a veterinary practice ${inPlace(s)}${shown(s, "veterinary")}, where ${body} licenses veterinarians and sets their standards for medical records and client consent.`,
  };
}

export function alliedClinicians(s: RiskSignals): Regulator {
  const name = byProvince(s, ALLIED, "the college that regulates each clinician's profession");
  return {
    name,
    risk: `An AI-drafted treatment note or report with an error reaches a chart or an insurer at ${s.company}, or patient information goes into a tool without an agreement, against the record-keeping standards of ${name}.`,
    duty: `have the clinician who treated the patient review and sign every AI-drafted note and report, ${recording(s, "session")}, and ${AGREEMENT}${answering(s)}`,
    because: `${s.company} is an allied health clinic ${inPlace(s)}${shown(s, "allied-health")}, and each of its clinicians answers to ${name}.`,
  };
}

export function careHome(s: RiskSignals): Regulator {
  const name = byProvince(
    s,
    CARE,
    `${bodyThere(s, "licenses care homes")}, and your nurses' regulatory college`,
  );
  return {
    name,
    risk: `An AI-drafted care note, medication record or incident report at ${s.company} is wrong or incomplete, or residents' records go into an unapproved tool, against the record-keeping duties of ${name}.`,
    duty: `have the nurse or care staff who gave the care review and sign every AI-drafted note and report, keep medication records out of drafting tools, and ${AGREEMENT}${answering(s)}`,
    because: `${s.company} cares for residents ${inPlace(s)}${shown(s, "care-home")}, licensed and inspected as a care home, with nurses who answer to their college.`,
  };
}

/** A health organisation whose professions the answers do not show: no college is guessed. */
export function clinicians(s: RiskSignals): Regulator {
  const name = "the colleges that license your clinicians";
  return {
    name,
    risk: `An AI-drafted note or letter with an error reaches a chart at ${s.company}, or patient information goes into a tool without an agreement, against the record-keeping and consent standards of ${name}.`,
    duty: `have the clinician who owns each record review and sign every AI-drafted note and letter, ${recording(s, "visit")}, and ${AGREEMENT}${answering(s)}`,
    because: `${s.company} provides health care ${inPlace(s)}; your answers do not say which professions practise there, so this report names no single college: each clinician answers to the college of their own profession.`,
  };
}

/**
 * A health business whose kind the answers do not show (a lab, a device maker, a home-care
 * agency, a biotech) hears its regulators conditionally: no patients, visits or clinicians are
 * assumed, and no college is named.
 */
export function healthUnshown(s: RiskSignals): Regulator {
  const name = "the regulators of the health work you do";
  return {
    name,
    risk: `An AI-drafted record, report or submission from ${s.company} carries an error, or health information goes into a tool without an agreement, and the body that regulates that work holds ${s.company} or its professionals responsible.`,
    duty: `have a qualified person review and sign every AI-drafted record, report or submission before it is relied on, and use AI tools on health information only under an agreement that says where it is kept and when it is deleted`,
    because: `${s.company} is a health business ${inPlace(s)}; your answers do not say what kind, so this report names no single regulator: Health Canada regulates drugs and medical devices, and each regulated health professional on staff answers to their own college.`,
  };
}
