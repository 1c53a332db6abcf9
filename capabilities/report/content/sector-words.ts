import type { Industry } from "@/model/assessment/options";
import { kindWords } from "./sector-words-kinds";
import type { Profession } from "./types";

/**
 * The words a report uses for a company's sector: whose data it holds, whom it serves, what it
 * would send them. By industry option, in words true of any business under it (a property
 * manager has no buyers, a bakery no diners), and by the profession the answers show where the
 * industry's words would be wrong: a winery has customers and club members, not diners; a
 * dental practice holds radiographs, not visit recordings.
 */
export interface SectorWords {
  /** The personal information it would put into AI tools. */
  personalData: string;
  /** Whom an AI assistant would answer. */
  audience: string;
  /** What AI would send, for the CASL sentences. */
  messages: string;
  /** Where an AI assistant's answers should come from. */
  grounding: string;
  /** An error an AI draft could carry. */
  draftError: string;
  /** Whom AI would screen when hiring. */
  candidates: string;
}

const INDUSTRY_WORDS: Record<Industry, SectorWords> = {
  technology: {
    personalData: "customer records and support conversations",
    audience: "customers",
    messages: "sales sequences to prospects",
    grounding: "your documentation, known issues and service terms",
    draftError: "a wrong answer in a support reply",
    candidates: "technical candidates",
  },
  "financial-services": {
    personalData: "members' and clients' account, income and identity details",
    audience: "members and clients",
    messages: "product offers",
    grounding: "current product terms, rates and fees",
    draftError: "a wrong figure in a member letter",
    candidates: "branch and advisory candidates",
  },
  // Any health business (a lab, a device maker, a home-care agency): a clinic's words are SETTING_WORDS'.
  healthcare: {
    personalData: "health information, client records and staff details",
    audience: "clients",
    messages: "marketing e-mails to clients",
    grounding: "your approved procedures, service terms and published information",
    draftError: "a wrong figure or instruction in a report or client letter",
    candidates: "clinical, technical and office candidates",
  },
  manufacturing: {
    personalData: "employee, customer and supplier contact records",
    audience: "customers",
    messages: "prospecting e-mails to buyers",
    grounding: "current specifications, lead times and warranty terms",
    draftError: "a wrong specification or quantity in a quote",
    candidates: "trades and plant candidates",
  },
  retail: {
    personalData: "customers' contact details and purchase histories",
    audience: "customers",
    messages: "promotions to customers",
    grounding: "your return policy, prices and stock",
    draftError: "a wrong price or detail in a product description",
    candidates: "sales-floor candidates",
  },
  consulting: {
    personalData: "clients' files, correspondence and financial details",
    audience: "clients",
    messages: "prospecting e-mails and newsletters",
    grounding: "your engagement terms and published material",
    draftError: "an invented source in a client report",
    candidates: "associate candidates",
  },
  // Any real estate business (a brokerage's clients, a storage operator's customers): a landlord's are its profession's.
  "real-estate": {
    personalData: "clients' identity documents, agreements and financial details",
    audience: "clients",
    messages: "property updates and newsletters",
    grounding: "your agreements, property facts and procedures",
    draftError: "a wrong figure or date in a property description or agreement",
    candidates: "candidates",
  },
  // Any education business (a college, a training provider, a tutoring company): a K-12 school's are SETTING_WORDS'.
  education: {
    personalData: "student records, grades and contact details",
    audience: "students",
    messages: "enrolment campaigns to prospective students",
    grounding: "published policies, fees and dates",
    draftError: "a wrong fact in course material",
    candidates: "instructor candidates",
  },
  "food-services": {
    personalData: "staff schedules, payroll details and customer orders",
    audience: "customers",
    messages: "promotions to customers",
    grounding: "your products, allergens and hours",
    draftError: "a missing allergen in a product or menu description",
    candidates: "kitchen and counter candidates",
  },
  "travel-hospitality-tourism": {
    personalData: "guests' names, stay dates, preferences and payment details",
    audience: "guests",
    messages: "offers to past and prospective guests",
    grounding: "rates, cancellation terms, directions and seasonal hours",
    draftError: "a wrong rate or policy in a guest reply",
    candidates: "seasonal candidates",
  },
  other: {
    personalData: "customer and employee records",
    audience: "customers",
    messages: "marketing e-mails",
    grounding: "your current policies, prices and terms",
    draftError: "a wrong figure or term in a quote, invoice or customer letter",
    candidates: "candidates",
  },
};

const PROFESSION_WORDS: Partial<Record<Profession, Partial<SectorWords>>> = {
  restaurant: {
    audience: "diners",
    messages: "promotions to diners",
    grounding: "menus, allergens and hours",
    draftError: "a missing allergen in a menu description",
    candidates: "kitchen and front-of-house candidates",
  },
  medical: { personalData: "patient charts, visit recordings and referral letters" },
  dental: {
    personalData: "patient charts, radiographs, treatment plans and insurance details",
    draftError: "a wrong tooth or code in a treatment plan or claim",
    candidates: "hygienist, assistant and front-desk candidates",
  },
  pharmacy: {
    personalData: "patients' prescriptions, medication histories and health card numbers",
    audience: "patients",
    messages: "refill reminders and health offers to patients",
    draftError: "a wrong dose or interaction in a patient leaflet or counselling note",
    candidates: "pharmacist, technician and front-store candidates",
  },
  veterinary: {
    personalData: "clients' contact, payment and pet-insurance details, and their animals' records",
    audience: "clients",
    messages: "reminders and offers to clients",
    draftError: "a wrong dose or instruction in a discharge note",
    candidates: "veterinarian, RVT and client-service candidates",
  },
  "allied-health": { personalData: "patient charts, treatment notes and insurance details" },
  "care-home": {
    personalData: "residents' care records, medications and family contacts",
    audience: "residents and their families",
    messages: "e-mails to families and prospective residents",
    draftError: "a wrong medication or time in a care note",
    candidates: "care aide and nursing candidates",
  },
  "home-care": {
    personalData: "clients' care plans, visit notes, medications and home addresses",
    audience: "clients and their families",
    messages: "e-mails to clients, families and referral sources",
    draftError: "a wrong medication or instruction in a visit note",
    candidates: "PSW and nursing candidates",
  },
  legal: {
    personalData: "clients' files, privileged correspondence and identity documents",
    draftError: "a case that does not exist in a brief",
  },
  accounting: { personalData: "clients' tax returns, ledgers and financial statements" },
  "design-engineering": {
    personalData: "clients' drawings, site photos, reports and correspondence",
    draftError: "a wrong dimension or load in a drawing or report",
    candidates: "engineering and design candidates",
  },
  "alcohol-producer": {
    personalData: "customers' orders, shipping addresses and dates of birth",
    audience: "customers",
    messages: "release e-mails to customers",
    grounding: "current prices, product facts and where you may ship",
    draftError: "a claim on a label or product page that labelling rules do not allow",
    candidates: "cellar, production and tasting-room candidates",
  },
  bank: {
    personalData: "clients' account, income and identity details",
    audience: "clients",
    draftError: "a wrong rate or fee in a client letter",
  },
  "credit-union": {
    personalData: "members' account, income and identity details",
    audience: "members",
  },
  telecom: {
    personalData: "subscribers' account, usage and billing details",
    audience: "subscribers",
    messages: "offers to subscribers",
    grounding: "current plans, contract terms and fees",
    draftError: "a wrong fee or contract term in a customer reply",
    candidates: "technician and customer-care candidates",
  },
  airline: {
    personalData: "passengers' names, itineraries, travel documents and payment details",
    audience: "passengers",
    messages: "fare offers to past passengers",
    grounding: "your tariff, fares, baggage rules and passengers' rights",
    draftError: "a wrong fare rule or compensation amount in a passenger reply",
    candidates: "crew and ground candidates",
  },
  trucking: {
    personalData: "drivers' logs, licences and telematics, and shippers' load details",
    audience: "shippers",
    messages: "rate and capacity offers to shippers",
    grounding: "your rates, lanes, accessorial charges and service terms",
    draftError: "a wrong rate, appointment or address in a load booking",
    candidates: "driver candidates",
  },
  "first-nation": {
    personalData: "members' and employees' records",
    audience: "members and customers",
    messages: "e-mails to members and customers",
    grounding: "approved answers, current programmes and the Nation's published policies",
    draftError: "a wrong fact or position in a referral response",
  },
  nonprofit: {
    personalData: "clients' case notes and contact details, and donors' and volunteers' records",
    audience: "clients, donors and volunteers",
    messages: "e-mails to donors and supporters",
    grounding: "your programs, eligibility rules and published policies",
    draftError: "an outcome or figure in a grant report that the programs did not deliver",
    candidates: "staff and volunteer candidates",
  },
  "agri-coop": {
    personalData: "members' farm records, accounts and grain deliveries",
    audience: "members and farm customers",
    messages: "offers to members and farm customers",
    grounding: "current prices, grades, crop-input programs and the co-op's policies",
    draftError: "a wrong grade, price or product rate in a member's statement or agronomy advice",
    candidates: "elevator, agro-centre and seasonal candidates",
  },
  "energy-services": {
    personalData: "workers' records, field tickets and customers' site details",
    audience: "customers' field and procurement staff",
    messages: "service offers to operators",
    grounding: "your master service agreements, price books and safety procedures",
    draftError: "a wrong rate, quantity or hazard in a field ticket or job safety analysis",
    candidates: "field crew candidates",
  },
  "real-estate-brokerage": {
    personalData: "buyers' and sellers' identity documents, offers and financial details",
    audience: "buyers and sellers",
    messages: "listings, property updates and newsletters",
  },
  "property-management": {
    personalData: "owners' and tenants' names, units, contact details and arrears",
    audience: "owners, residents and tenants",
    messages: "notices and newsletters to residents",
    grounding: "each building's declaration, bylaws, rules and maintenance procedures",
    draftError: "a wrong bylaw, date or amount in a notice or board minutes",
    candidates: "property manager and building staff candidates",
  },
  "managed-it": {
    personalData:
      "clients' credentials, network documentation and their users' personal information",
    audience: "clients' staff",
    messages: "service offers to clients and prospects",
    grounding: "your client documentation, runbooks and service agreements",
    draftError: "a wrong fix or command in a ticket reply or script",
    candidates: "technician candidates",
  },
  "food-processing": {
    personalData: "workers' records and customers' order and delivery details",
    audience: "customers' buyers",
    messages: "offers to retail and food-service buyers",
    grounding: "current specifications, lot codes, shelf life and allergen information",
    draftError: "a wrong lot code, date or allergen in a record or label",
    candidates: "plant and line candidates",
  },
  bakery: {
    personalData: "customers' orders and contact details, and staff schedules",
    audience: "customers",
    messages: "promotions to customers",
    grounding: "your menu, allergens, hours and prices",
    draftError: "a missing allergen in a menu description or label",
    candidates: "baker and counter candidates",
  },
  "life-sciences": {
    personalData: "staff and partners' contacts, and any study participants' data",
    audience: "partners and collaborators",
    messages: "updates to partners and prospects",
    grounding: "your study protocols, notebook records and partner agreements",
    draftError: "a result in a study report or grant application that the raw data do not support",
    candidates: "scientist candidates",
  },
  "career-college": {
    personalData: "students' and applicants' records, identity and immigration documents",
    audience: "students and applicants",
    messages: "messages to prospective students and agents",
    grounding: "your program pages, enrolment contract terms and IRCC's published information",
    draftError: "a wrong fee, intake date or study-permit requirement in a reply to an applicant",
    candidates: "instructor and admissions candidates",
  },
  "field-service": {
    personalData: "clients' addresses, property notes and crews' records",
    audience: "clients",
    messages: "promotions to clients",
    grounding: "your price list, service agreements and job notes",
    draftError: "a wrong quantity or price in a quote, or a safety step lost in a crew instruction",
    candidates: "crew and technician candidates",
  },
  ...kindWords,
};

/** Insurers, insurance brokerages and investment firms, read from the company's name or words (capabilities/report/builtin/risks.ts). */
export type FinancialKind = "insurer" | "insurance-broker" | "investment" | "mortgage-broker";

const KIND_WORDS: Record<FinancialKind, Partial<SectorWords>> = {
  insurer: {
    personalData: "policyholders' claims, health and identity details",
    audience: "policyholders",
  },
  "insurance-broker": {
    personalData: "clients' policy, claims and identity details",
    audience: "clients",
  },
  investment: {
    personalData: "clients' portfolios, income and identity details",
    audience: "clients",
  },
  "mortgage-broker": {
    personalData: "clients' income, credit reports and identity documents",
    audience: "clients",
  },
};

/** The setting the answers show under an industry option (capabilities/report/builtin/settings-shown.ts). */
export type Setting = "clinic" | "school";

const SETTING_WORDS: Record<Setting, SectorWords> = {
  clinic: {
    personalData: "patient charts, appointment notes and contact details",
    audience: "patients",
    messages: "promotional e-mails to patients",
    grounding: "clinic hours, booking rules and approved patient instructions",
    draftError: "a wrong dose or date in a patient letter",
    candidates: "clinical and front-desk candidates",
  },
  school: {
    personalData: "student records, report cards and family contact details",
    audience: "students and parents",
    messages: "enrolment campaigns to families",
    grounding: "published policies, fees and dates",
    draftError: "a wrong fact in teaching material",
    candidates: "teaching candidates",
  },
};

/**
 * The sector's words for this company: its kind of financial firm, then the professions the
 * answers show (strongest first), then the setting they show (a clinic, a school), then its
 * industry option.
 */
export function sectorWords(
  industry: Industry,
  professions: readonly Profession[],
  kind: FinancialKind | null = null,
  setting: Setting | null = null,
): SectorWords {
  const layers = [
    kind ? KIND_WORDS[kind] : {},
    ...professions.map((p) => PROFESSION_WORDS[p] ?? {}),
    setting ? SETTING_WORDS[setting] : {},
  ];
  const words = { ...INDUSTRY_WORDS[industry] };
  for (const key of Object.keys(words) as (keyof SectorWords)[]) {
    const override = layers.find((layer) => layer[key])?.[key];
    if (override) words[key] = override;
  }
  return words;
}
