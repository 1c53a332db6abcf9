import { namesKept } from "./constraints";
import type { ProvinceCode } from "./jurisdictions";
import {
  SENSITIVE_SECTORS,
  audienceOf,
  personalData,
  possessive,
  recoversDebts,
  type RiskEntry,
  type RiskSignals,
} from "./risks-types";

/**
 * The privacy law that governs a company's personal information, by head office and sector,
 * stated conservatively: BC, Alberta and Quebec have their own private-sector acts; elsewhere
 * PIPEDA governs commercial activity; public bodies and health custodians have their own acts.
 * Canada has no federal AI statute in force at the report's date: the Artificial Intelligence
 * and Data Act (part of Bill C-27) died on the Order Paper when Parliament was prorogued in
 * January 2025.
 */

export interface PrivacyRegime {
  /** The full name, for the first mention. */
  law: string;
  /** The short name, for the risk sentence. */
  short: string;
  /** What it governs, for the "why" sentence. */
  covers: string;
  /** A duty of that law that AI use tests, for the mitigation. */
  duty: string;
  /** How AI use could break it, completing "… could be". */
  misuse: string;
  /** A health act's word for who holds health information: "custodian", or Manitoba's and Saskatchewan's "trustee". */
  holder?: string;
}

const PIPEDA = "the federal Personal Information Protection and Electronic Documents Act (PIPEDA)";
const PIPEDA_DUTY =
  "PIPEDA keeps you accountable for personal information you hand to an AI vendor for processing, requires meaningful consent for a new purpose, and requires breaches with a real risk of significant harm to be reported to the Privacy Commissioner of Canada";

/** Replaced by whom the company serves: "the personal information of your staff and your guests". */
const PEOPLE = "the personal information of your staff and your {people}";

const PIPEDA_MISUSE = "used for a purpose people never consented to, against PIPEDA";

const BC_PIPA: PrivacyRegime = {
  law: "British Columbia's Personal Information Protection Act (PIPA)",
  short: "BC's PIPA",
  covers: PEOPLE,
  duty: "PIPA allows personal information to be used only for purposes people were told of, and requires reasonable security arrangements that extend to the AI vendors processing it for you",
  misuse:
    "kept by a vendor or used for purposes people were never told of, which BC's PIPA does not allow",
};
const BC_FIPPA: PrivacyRegime = {
  law: "British Columbia's Freedom of Information and Protection of Privacy Act (FIPPA)",
  short: "FIPPA",
  covers: "the personal information a public body holds",
  duty: "FIPPA requires a privacy impact assessment before a new system handles personal information, including an assessment of any storage or disclosure outside Canada",
  misuse: "stored or disclosed outside Canada without the assessment FIPPA requires",
};

const PROVINCIAL: Partial<Record<ProvinceCode, PrivacyRegime>> = {
  BC: BC_PIPA,
  AB: {
    law: "Alberta's Personal Information Protection Act (PIPA)",
    short: "Alberta's PIPA",
    covers: PEOPLE,
    duty: "Alberta's PIPA requires you to tell people when a service provider outside Canada, as most AI vendors are, handles their personal information for you, and to report breaches with a real risk of significant harm to the Information and Privacy Commissioner",
    misuse: "handled by AI vendors outside Canada without the notice Alberta's PIPA requires",
  },
  QC: {
    law: "Quebec's Act respecting the protection of personal information in the private sector, as amended by Law 25",
    short: "Law 25",
    covers: PEOPLE,
    duty: "Law 25 makes the person with the highest authority in the business responsible for personal information unless that duty is delegated in writing to a privacy officer, requires a privacy impact assessment before personal information is communicated outside Quebec (as it is to most AI services) and before any new information system handles it, requires telling people when a decision about them is made by automated processing alone, and requires confidentiality incidents with a risk of serious injury to be reported to the Commission d'accès à l'information and to the people concerned",
    misuse: "sent outside Quebec without the privacy impact assessment Law 25 requires",
  },
};

/**
 * The private-sector privacy act of a province the company reaches, or PIPEDA where the province
 * has none of its own (it then covers what is collected in commercial activity there).
 */
export const privacyLawIn = (province: ProvinceCode): string =>
  PROVINCIAL[province]?.law ?? `${PIPEDA} for what is collected in commercial activity there`;

/** Health information acts for custodians such as physicians, where a province has one. */
const HEALTH: Partial<Record<ProvinceCode, PrivacyRegime>> = {
  BC: {
    ...BC_PIPA,
    // A health authority's FIPPA and E-Health Act never govern a private clinic: not named here.
    covers: "patient information at private clinics",
  },
  AB: {
    law: "Alberta's Health Information Act (HIA)",
    short: "the HIA",
    covers: "the health information that health custodians hold",
    holder: "custodian",
    duty: "the HIA requires custodians to submit a privacy impact assessment to the Information and Privacy Commissioner before putting in place a new system or practice that handles health information",
    misuse: "handled by a new AI system before the privacy impact assessment the HIA requires",
  },
  ON: {
    law: "Ontario's Personal Health Information Protection Act (PHIPA)",
    short: "PHIPA",
    covers: "the health information that health custodians hold",
    holder: "custodian",
    duty: "PHIPA keeps the custodian responsible for the agents and electronic service providers that handle health information on its behalf",
    misuse: "handled by an AI vendor the custodian does not control, against PHIPA",
  },
  SK: healthAct("Saskatchewan's Health Information Protection Act (HIPA)", "HIPA", "trustee"),
  MB: healthAct("Manitoba's Personal Health Information Act (PHIA)", "Manitoba's PHIA", "trustee"),
  NS: healthAct("Nova Scotia's Personal Health Information Act (PHIA)", "Nova Scotia's PHIA"),
  NB: healthAct("New Brunswick's Personal Health Information Privacy and Access Act", "the Act"),
  NL: healthAct("Newfoundland and Labrador's Personal Health Information Act (PHIA)", "PHIA"),
  PE: healthAct("Prince Edward Island's Health Information Act", "the Health Information Act"),
  YT: {
    law: "Yukon's Health Information Privacy and Management Act (HIPMA)",
    short: "HIPMA",
    covers: "the health information that custodians such as pharmacies and clinics hold",
    holder: "custodian",
    duty: "HIPMA holds the custodian responsible for the information managers that handle health information on its behalf, under a written agreement, and the Yukon Information and Privacy Commissioner oversees it",
    misuse:
      "handled by an AI vendor outside the written agreement HIPMA requires of an information manager",
  },
  NT: healthAct("the Northwest Territories' Health Information Act", "the Health Information Act"),
};

/** A health information act named in the words: "under Yukon's HIPMA", "PHIPA", "the Health Information Act". */
const HEALTH_ACT_SAID =
  /(?<!\p{L})(?:PHIPA|HIPMA|HIPA|PHIA|HIA|PHIPAA)(?!\p{L})|Health Information (?:Act|Protection Act|Privacy)|Personal Health Information|Loi sur la protection des renseignements personnels sur la santé/u;

/** Ontario's municipal act, named in the words: it reaches a contractor through its agreements. */
const MFIPPA_SAID =
  /(?<!\p{L})MFIPPA(?!\p{L})|Municipal Freedom of Information and Protection of Privacy Act/u;

const STUDENTS = /\b(?:students?|pupils?|riders?|children|élèves?)\b/i;

/**
 * Ontario's MFIPPA governs school boards and municipalities, and reaches the company that holds
 * their records through its agreements with them.
 */
const MFIPPA = (students: boolean): PrivacyRegime => ({
  law: "Ontario's Municipal Freedom of Information and Protection of Privacy Act (MFIPPA)",
  short: "MFIPPA",
  covers: `the ${students ? "student and family " : ""}information that school boards and municipalities hold, which reaches you through your agreements with them`,
  duty: `MFIPPA binds the school boards and municipalities whose records you hold, and their agreements pass that duty to you: what they share with you goes only to the uses those agreements allow, and into no AI service they have not approved`,
  misuse: "used or disclosed beyond what MFIPPA and your agreements with those institutions allow",
});

/** A municipality the answers show: the institution its province's public-sector act governs. */
const isMunicipality = (s: RiskSignals) => s.professions[0] === "municipality";

/**
 * A municipality's own access and privacy act, where this report knows it: it is the institution
 * the act governs, never a contractor the act reaches through agreements (MFIPPA's "institutions
 * you serve"). Elsewhere the province's public-sector act is named generally (`publicBody`).
 */
const MUNICIPAL: Partial<Record<ProvinceCode, PrivacyRegime>> = {
  ON: {
    law: "Ontario's Municipal Freedom of Information and Protection of Privacy Act (MFIPPA)",
    short: "MFIPPA",
    covers:
      "the records and personal information the municipality holds as an institution under the Act, residents' tax, permit and by-law complaint files among them",
    duty: "MFIPPA lets the municipality collect personal information only as a statute or by-law authorises, for law enforcement or as the proper administration of a lawfully authorised activity needs, use it only for that purpose or a consistent one and disclose it only as the Act allows, and its records, AI-assisted ones included, are open to access requests made to the Clerk",
    misuse: "used or disclosed beyond what MFIPPA allows the municipality",
  },
  BC: BC_FIPPA,
  AB: {
    law: "Alberta's Protection of Privacy Act and Access to Information Act (in force since June 2025, in place of the FOIP Act)",
    short: "the Protection of Privacy Act",
    covers: "the records and personal information the municipality holds as a public body",
    duty: "the Protection of Privacy Act lets the municipality collect, use and disclose personal information only as the Act allows and requires it to protect that information with reasonable security, at the vendors that host it too, and the Access to Information Act opens its records, AI-assisted ones included, to access requests",
    misuse:
      "used or disclosed beyond what Alberta's Protection of Privacy Act allows the municipality",
  },
  QC: {
    law: "Quebec's Act respecting access to documents held by public bodies and the protection of personal information, as amended by Law 25",
    short: "the Access Act",
    covers: "the documents and personal information the municipality holds as a public body",
    duty: "the Access Act requires a privacy impact assessment before a new information system handles personal information and before personal information is communicated outside Quebec (as it is to most AI services), the reporting of confidentiality incidents with a risk of serious injury to the Commission d'accès à l'information, and opens the municipality's documents, AI-assisted ones included, to access requests",
    misuse: "sent outside Quebec without the privacy impact assessment the Access Act requires",
  },
};

/** The sector privacy law the executive's words name for their own province, or null. */
function namedSectorLaw(s: RiskSignals): PrivacyRegime | null {
  const province = s.jurisdiction.province;
  if (!province || s.jurisdiction.country !== "Canada") return null;
  // A township that names MFIPPA is the institution under it, never one serving institutions.
  if (isMunicipality(s)) return null;
  if (province === "ON" && MFIPPA_SAID.test(s.ownWords)) return MFIPPA(STUDENTS.test(s.ownWords));
  if (HEALTH_ACT_SAID.test(s.ownWords) && HEALTH[province] && province !== "BC")
    return HEALTH[province];
  return null;
}

/**
 * The data the privacy risk is about: the patients' or students' information a named sector law
 * governs, or what the company holds in its sector's words.
 */
/**
 * The list of personal information less what a rule keeps from every AI tool: "donors' giving
 * histories and contact details, subscribers' and ticket buyers' accounts, and artists' records"
 * less "donor information" is "subscribers' and ticket buyers' accounts, and artists' records";
 * null when nothing of the list is named by the rule, or nothing is left.
 */
function withoutKept(list: string, kept: string): string | null {
  const items = list.split(/,\s+(?:and\s+)?/u);
  const left = items.filter((item) => !namesKept(item, kept));
  if (left.length === items.length || !left.length) return null;
  return left.length === 1 ? left[0]! : `${left.slice(0, -1).join(", ")}, and ${left.at(-1)}`;
}

export function privateDataOf(s: RiskSignals): string {
  const named = namedSectorLaw(s);
  if (named === null) return personalData(s);
  if (named.short === "MFIPPA")
    return STUDENTS.test(s.ownWords)
      ? "students' names, addresses and medical notes"
      : "the records the institutions you serve share with you";
  return s.industry === "healthcare" ? personalData(s) : "health information";
}

function healthAct(law: string, short: string, holder = "custodian"): PrivacyRegime {
  return {
    law,
    short,
    covers: `the health information that health ${holder}s hold`,
    holder,
    duty: `${short} limits the use and disclosure of health information to what care and the Act allow, and holds the ${holder} responsible for the vendors that handle it`,
    misuse: `used or disclosed beyond what ${short} allows`,
  };
}

const UNKNOWN: PrivacyRegime = {
  law: PIPEDA,
  short: "PIPEDA",
  covers: "personal information collected in commercial activity",
  duty: PIPEDA_DUTY,
  misuse: PIPEDA_MISUSE,
};

/** Federally regulated businesses (banks, telecoms, airlines) fall under PIPEDA in every province. */
const FEDERAL: PrivacyRegime = {
  law: PIPEDA,
  short: "PIPEDA",
  covers: "the personal information of your {people} and your employees in every province",
  duty: PIPEDA_DUTY,
  misuse: PIPEDA_MISUSE,
};

/** A BC education business that is no K-12 school shown: a private college, a trainer, a tutor. */
const BC_EDUCATION: PrivacyRegime = {
  ...BC_PIPA,
  law: "British Columbia's Personal Information Protection Act (PIPA; FIPPA for a public institution)",
  covers: "student and staff records",
};

function schoolRegime(s: RiskSignals): PrivacyRegime {
  // A private training institution is a private body: PIPA, never a public board's FIPPA.
  if (s.professions.includes("career-college"))
    return { ...BC_PIPA, covers: "the personal information a private college holds" };
  if (s.independentSchool === true)
    return { ...BC_PIPA, covers: "the personal information an independent school holds" };
  if (s.independentSchool === false) return BC_FIPPA;
  return {
    law: "British Columbia's PIPA if it is an independent school, or FIPPA if it is a public board or public institution",
    short: "BC's PIPA (or FIPPA for a public body)",
    covers: "student and staff records",
    duty: "both acts limit use to the purposes families were told of, and FIPPA adds a privacy impact assessment before a new system handles personal information",
    misuse: "used for purposes families were never told of, which neither act allows",
  };
}

/** The privacy law for this company's head office and sector; PIPEDA when it cannot be placed. */
export function privacyRegime(s: RiskSignals): PrivacyRegime {
  const regime = regimeOf(s);
  const people = audienceOf(s);
  return {
    ...regime,
    covers: regime.covers.replace("{people}", people),
    misuse: regime.misuse.replace("{people}", people),
  };
}

function regimeOf(s: RiskSignals): PrivacyRegime {
  const j = s.jurisdiction;
  if (j.country === "United States" || j.country === "other")
    return {
      law: `the privacy laws of ${j.countryName}, with ${PIPEDA} for the personal information of customers in Canada`,
      short: "the privacy laws that apply to you",
      covers: "your own operations, while PIPEDA covers personal information you collect in Canada",
      duty: PIPEDA_DUTY,
      misuse: `used or moved in ways the privacy laws of ${j.countryName}, or PIPEDA for customers in Canada, do not allow`,
    };
  if (s.federal) return FEDERAL;
  const province = j.province;
  if (!province) return UNKNOWN;
  const municipal = isMunicipality(s) ? MUNICIPAL[province] : undefined;
  if (municipal) return municipal;
  const named = namedSectorLaw(s);
  if (named) return named;
  if (province === "BC" && s.publicBody)
    return s.industry === "healthcare"
      ? { ...BC_FIPPA, law: `${BC_FIPPA.law}, and the E-Health Act for health information banks` }
      : BC_FIPPA;
  if (s.publicBody)
    return {
      law: `${j.provinceName}'s public-sector privacy act`,
      short: "the public-sector privacy act",
      covers: "the personal information a public body holds",
      duty: "public bodies must limit collection and use to their mandate and protect the information with reasonable security, including at the vendors that host it",
      misuse: "used or stored in ways the public-sector privacy act does not allow",
    };
  if (s.industry === "education" && province === "BC" && !s.otherKind)
    return s.k12 || s.professions.includes("career-college") ? schoolRegime(s) : BC_EDUCATION;
  // A lab or any health business with no clinic shown holds no patients' health information,
  // and a veterinary practice is no custodian under a health information act: its clients'
  // information falls under the province's private-sector act.
  if (s.industry === "healthcare" && HEALTH[province] && !s.professions.includes("veterinary"))
    return s.clinic || province !== "BC" ? HEALTH[province] : BC_PIPA;
  const provincial = PROVINCIAL[province];
  // A financial firm the answers do not place may be a federally regulated bank.
  if (provincial && s.industry === "financial-services" && !s.financialKind && !recoversDebts(s))
    return {
      ...provincial,
      law: `${provincial.law} (or PIPEDA, if ${s.company} is federally regulated, as banks are)`,
    };
  return (
    provincial ?? {
      law: PIPEDA,
      short: "PIPEDA",
      covers: `the personal information of your {people} you collect in commercial activity in ${j.provinceName}. ${staffRecordsUnder(province, j.provinceName ?? "the province")}`,
      duty: PIPEDA_DUTY,
      misuse: `used for a purpose people never consented to: against PIPEDA where it is about your {people}, and against your duties as an employer where it is about your staff`,
    }
  );
}

/**
 * PIPEDA reaches employees' information only at federally regulated employers (banks, airlines,
 * telecoms, interprovincial transport). A provincially regulated employer in a province without
 * a private-sector act of its own has no general privacy statute for its staff records.
 */
const STAFF_RECORDS: Partial<Record<ProvinceCode, string>> = {
  ON: "Ontario has no general private-sector privacy statute for them: what you do with them answers to the Employment Standards Act (its written electronic-monitoring policy), the Occupational Health and Safety Act, and the Human Rights Code",
};
function staffRecordsUnder(province: ProvinceCode, provinceName: string): string {
  const rules =
    STAFF_RECORDS[province] ??
    `${provinceName} has no general private-sector privacy statute for them: what you do with them answers to your employment contracts, ${provinceName}'s employment standards and human rights laws`;
  return `Your employees' own records are not under PIPEDA, which covers employee information only at federally regulated employers (banks, airlines, telecoms, interprovincial transport); ${rules}`;
}

/**
 * A federally regulated business in Quebec (an interprovincial carrier) is under PIPEDA, and
 * Quebec also applies its own act to businesses there: neither is dropped, nor called the only rule.
 */
const quebecFederal = (s: RiskSignals) =>
  s.federal && s.jurisdiction.country === "Canada" && s.jurisdiction.province === "QC";
const LAW_25_TOO =
  "Quebec's Act respecting the protection of personal information in the private sector, as amended by Law 25 (a privacy officer, privacy impact assessments), is written for every business in Quebec";
const LAW_25_SAID = /\b(?:Law|Loi|Bill|projet de loi)\s*(?:n°\s*)?25\b/i;

/** PIPEDA follows information across borders, even from provinces with their own act. */
function crossBorder(s: RiskSignals, regime: PrivacyRegime): string {
  const m = s.jurisdiction.markets;
  // PIPEDA governs commercial activity: never a public body's records.
  if (regime.short === "PIPEDA" || !s.jurisdiction.province || s.publicBody) return "";
  if (regime === BC_FIPPA) return "";
  if (!m.otherProvinces && !m.unitedStates && !m.europe) return "";
  return ", and PIPEDA applies when that information crosses provincial or national borders";
}

/** Staff's own phones in the executive's words: "on their personal phones", "leur cellulaire personnel". */
const PERSONAL_PHONES =
  /\b(?:(?:personal|own|private)\s+(?:cell\s*)?(?:phones?|cells?|cellphones?|smartphones?|devices?|mobiles?)|BYOD|WhatsApp|(?:cellulaires?|téléphones?)\s+(?:personnels?|perso))\b/iu;

/**
 * Where staff use their own phones with health information (PHIPA s. 12 and the other provinces'
 * health acts hold the custodian to reasonable safeguards against loss and unauthorised use, on
 * any device): the rule reaches those phones, said once in the privacy mitigation.
 */
const personalPhones = (s: RiskSignals, regime: PrivacyRegime) =>
  regime.holder && PERSONAL_PHONES.test(s.ownWords)
    ? ` ${possessive(s.company)} duty as ${regime.holder} to safeguard health information reaches the personal phones your answers mention: keep patient information, photos and AI prompts about patients off personal phones unless they run a managed, secured app ${s.company} controls, and put that rule in the AI policy.`
    : "";

export const privacyRisk: RiskEntry = {
  id: "privacy",
  risk: (s) => {
    const regime = privacyRegime(s);
    return `If ${s.company} puts ${privateDataOf(s)} into AI tools, that information could be ${regime.misuse}.`;
  },
  mitigation: (s) => {
    const regime = privacyRegime(s);
    const j = s.jurisdiction;
    const kept = s.keptFromAi && withoutKept(privateDataOf(s), s.keptFromAi);
    const steps = `${kept ? `Keep ${s.keptFromAi} out of every AI tool, as your rule says; before an AI tool touches ${kept}` : `Before an AI tool touches ${privateDataOf(s)}`}, sign a data-processing agreement that bars training on your data and says where it is stored: ${regime.duty}.${personalPhones(s, regime)}`;
    if (j.country !== "Canada") return steps;
    const rule = quebecFederal(s)
      ? `PIPEDA, and Law 25 wherever Quebec's act reaches ${s.company}, are the rules`
      : `${regime.short} is the rule`;
    const status = `No federal AI statute is in force in Canada at this report's date (the Artificial Intelligence and Data Act, part of Bill C-27, died on the Order Paper when Parliament was prorogued in January 2025), so ${rule} ${possessive(s.company)} AI use is measured against.`;
    return j.province
      ? `${steps} ${status}`
      : `${steps} Confirm the province of your head office: its own act may add duties. ${status}`;
  },
  why: (s) => {
    const regime = privacyRegime(s);
    const j = s.jurisdiction;
    if (!j.known)
      return `Your head office answer (${j.label === "an unstated location" ? "“Other”, with no place named" : `“${j.label}”`}) names no province, so this report cannot say which provincial act applies and takes ${PIPEDA} as the baseline for ${regime.covers}.`;
    if (j.country !== "Canada")
      return `Head office ${j.inLabel}, so the privacy laws of ${j.countryName} govern your own operations, while PIPEDA covers personal information you collect from customers in Canada.`;
    if (quebecFederal(s))
      return `${s.company} is federally regulated, so ${regime.law} governs ${regime.covers}, Quebec included; ${LAW_25_TOO}${LAW_25_SAID.test(s.ownWords) ? ", and your answers already apply it" : ""}.`;
    if (s.federal)
      return `${s.company} is federally regulated, so ${regime.law} governs ${regime.covers}${j.provinceName ? `, ${j.provinceName} included` : ""}.`;
    const named = namedSectorLaw(s);
    if (named)
      return `Your answers name ${named.short}: ${named.law} governs ${regime.covers}${crossBorder(s, regime)}.`;
    return `Head office ${j.inLabel}, so ${regime.law} governs ${regime.covers}${crossBorder(s, regime)}.`;
  },
  applies: () => true,
  impact: (s) =>
    SENSITIVE_SECTORS.includes(s.industry) ||
    s.publicBody ||
    s.jurisdiction.province === "QC" ||
    namedSectorLaw(s) !== null
      ? "High"
      : "Medium",
  weight: 90,
  essential: true,
};
