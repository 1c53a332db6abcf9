import type { Industry } from "@/model/assessment/options";
import { financeProfessions } from "./professions-finance";
import { kindProfessions } from "./professions-kinds";
import { regulatedProfessions } from "./professions-regulated";
import { sectorProfessions } from "./professions-sectors";
import { serviceProfessions } from "./professions-services";
import { tradeProfessions } from "./professions-trades";
import type { StatCanSector } from "./benchmarks";
import { fieldKinds } from "./professions-kinds-field";
import { tradeKinds } from "./professions-kinds-trade";
import { careKinds } from "./professions-kinds-care";
import { farmKinds } from "./professions-kinds-farm";
import { shopKinds } from "./professions-kinds-shop";
import { apparelKinds } from "./professions-kinds-apparel";
import { usualKinds } from "./professions-usual";
import { adviserKinds } from "./professions-kinds-advisers";
import { resortKinds } from "./professions-kinds-resorts";
import { transitKinds } from "./professions-kinds-transit";
import { dealerKinds } from "./professions-kinds-dealers";
import { securityKinds } from "./professions-kinds-security";
import { languageKinds } from "./professions-kinds-language";
import { aviationKinds } from "./professions-kinds-aviation";
import { pressKinds } from "./professions-kinds-press";
import { miningKinds } from "./professions-kinds-mining";
import { cleaningKinds } from "./professions-kinds-cleaning";
import { staffingKinds } from "./professions-kinds-staffing";
import { publicKinds } from "./professions-kinds-public";
import { artsKinds } from "./professions-kinds-arts";
import { logisticsKinds } from "./professions-kinds-logistics";
import type { SystemId } from "./systems";
import type { Profession, Signal } from "./types";
import { OFFICIAL_TITLES } from "./official-titles";

/**
 * The professions and sub-sectors inside an industry option that some tools are built for
 * alone, and what in the answers shows each: the words (English and French) of the free text,
 * the company's name or the executive's title, a system only that profession runs, or a
 * challenge only it chooses. The industry option alone never shows one.
 */
export interface ProfessionDefinition extends Signal {
  id: Profession;
  /** "a law firm": the profession as the report names it. */
  noun: string;
  /** "law firms": whom a tool built for it is built for. */
  plural: string;
  /** The industry option the profession usually sits under, to weigh a challenge against other evidence. */
  industry: Industry;
  /**
   * Other industry options it is entered under (a winery under Manufacturing or Retail): its
   * regulators govern there too. Under "Other" every profession's do.
   */
  alsoUnder?: readonly Industry[];
  /**
   * Words that show the profession in the company's name alone ("Pacific Crown Bank",
   * "Fraser Harbour Savings"): too common elsewhere to count in the free text. `unless` applies.
   */
  names?: readonly string[];
  /**
   * Federally regulated (banks, telecoms, airlines): PIPEDA governs its personal information
   * and the Canadian Human Rights Act its hiring in every province, whatever the head office.
   * "beyond one province": only when the answers show it operates across a provincial or
   * national border (a trucking carrier), otherwise provincial law governs it.
   */
  federal?: true | "beyond one province";
  /** Professions its evidence does not rule out: a bank still lends, so a credit challenge shows a lender. */
  alongside?: readonly Profession[];
  /**
   * Professions its evidence rules out when at least as strong: a mortgage brokerage arranges
   * loans and makes none, so its "mortgages" show no lender.
   */
  rulesOut?: readonly Profession[];
  /**
   * Statistics Canada's sector for the kind where it is not its option's (benchmarks.ts): a land
   * surveyor under "Other" is in professional services; "none" where the sector's figure is not
   * reported (a golf course's arts and recreation), so no other sector's figure stands in for it.
   */
  sector?: StatCanSector | "none";
  /** What the summary calls it by the words its answers carry, for a kind with no profile of its own. */
  kinds?: readonly { noun: string; words: readonly string[] }[];
  /** Systems that only this profession runs. */
  systems: readonly SystemId[];
  /**
   * Challenge slugs that show the profession, unless the words or systems show another
   * profession of the same industry (a dental group may choose "clinician burden" too).
   */
  challenges?: readonly string[];
}

export const professions: readonly ProfessionDefinition[] = [
  {
    id: "legal",
    sector: "professional",
    noun: "a law firm",
    plural: "law firms",
    industry: "consulting",
    keywords: [
      "law firm",
      "law office",
      "law practice",
      "law corporation",
      "law corp",
      "law llp",
      "law group",
      "law offices",
      "barristers & solicitors",
      "lawyer",
      "barrister",
      "solicitor",
      "paralegal",
      "litigation",
      "notary",
      "conveyancing",
      "legal practice",
      "legal research",
      "case law",
      "cabinet d'avocats",
      "avocat",
      "avocate",
      "juriste",
      "notaire",
      "parajuriste",
    ],
    ambiguous: {
      words: ["legal", "law"],
      context: ["firm", "practice", "files", "matters", "court", "counsel", "docket", "precedents"],
    },
    // A ministry's or an official's title names no law practice ("audited by the Ministry of
    // the Solicitor General", "the Attorney General's office", "Crown counsel").
    unless: OFFICIAL_TITLES,
    names: ["law", "legal", "avocats"],
    systems: ["clio", "pclaw", "westlaw", "lexis"],
  },
  {
    id: "accounting",
    sector: "professional",
    noun: "an accounting or tax practice",
    plural: "accounting and tax practices",
    industry: "consulting",
    keywords: [
      "accounting firm",
      "accounting practice",
      "accountant",
      "cpa",
      "cpas",
      "chartered accountants",
      "chartered professional accountant",
      "bookkeeping clients",
      "tax season",
      "tax return",
      "tax preparation",
      "tax practice",
      "tax research",
      "audit engagement",
      "assurance engagement",
      "year-end files",
      "cabinet comptable",
      "comptable",
      "déclarations de revenus",
      "fiscaliste",
      "fiscalité",
    ],
    ambiguous: {
      words: ["audit", "tax", "taxes", "bookkeeping"],
      context: [
        "clients",
        "client",
        "engagement",
        "files",
        "season",
        "firm",
        "practice",
        "returns",
        "filing",
      ],
    },
    systems: ["caseware", "taxcycle", "profile-tax", "cch"],
  },
  {
    id: "design-engineering",
    sector: "professional",
    noun: "an engineering or architecture firm",
    plural: "engineering and architecture firms",
    industry: "consulting",
    keywords: [
      "engineering firm",
      "consulting engineer",
      "structural engineer*",
      "civil engineer*",
      "geotechnical",
      "p.eng",
      "architect",
      "architecture firm",
      "architectural",
      "design review",
      "shop drawings",
      "drawing set",
      "stamped drawings",
      "firme d'ingénierie",
      "firme de génie-conseil",
      "génie-conseil",
      "ingénierie",
      "ingénieur civil",
      "génie civil",
      "architecte",
      "plans et devis",
    ],
    ambiguous: {
      words: ["drawings", "drawing", "designs", "engineers", "ingénieurs", "ingénieures"],
      context: [
        "review",
        "markup*",
        "revision*",
        "stamp*",
        "seal*",
        "permit",
        "redline*",
        "consultants",
        "clients",
        "inspection*",
        "reports",
        "specifications",
        "estimates",
        "rapports",
        "devis",
        "plans",
        "sceau",
      ],
    },
    unless: [
      "software architect*",
      "solutions? architect*",
      "cloud architect*",
      "data architect*",
      "enterprise architect*",
      "software engineers?",
      "ingénierie (logicielle|informatique|des données)",
      "ingénieurs? (logiciels?|informatiques?|de données)",
    ],
    systems: ["autodesk-design", "bluebeam", "archicad", "microstation", "deltek"],
  },
  {
    id: "medical",
    noun: "a medical practice",
    plural: "medical practices",
    industry: "healthcare",
    keywords: [
      "physician",
      "family doctor",
      "doctors",
      "family practice",
      "family medicine",
      "walk-in clinic",
      "medical clinic",
      "medical office",
      "medical office assistant",
      "moa",
      "emr",
      "referral letter",
      "specialist referral",
      "médecin",
      "clinique médicale",
      "dossier médical",
      "omnipraticien",
    ],
    // Clinician burden is every clinic's challenge (a pharmacy's, a vet's): it shows no physicians.
    systems: ["oscar", "ps-suite", "med-access", "accuro", "epic", "cerner"],
  },
  {
    id: "pharmacy",
    noun: "a pharmacy",
    plural: "pharmacies",
    industry: "healthcare",
    keywords: [
      "pharmacy",
      "pharmacies",
      "pharmacists?",
      "pharmacy technicians?",
      "dispensary",
      "dispensing",
      "compounding",
      "prescriptions? (filled|refills?|volumes?)",
      "pharmacie*",
      "pharmaciens?",
      "pharmaciennes?",
    ],
    unless: ["pharmaceutical*", "pharmaceutique*"],
    names: ["pharmacy", "pharmacies", "drug mart", "drugs", "apothecary", "pharmacie"],
    alsoUnder: ["retail"],
    systems: [],
  },
  {
    id: "veterinary",
    noun: "a veterinary practice",
    plural: "veterinary practices",
    industry: "healthcare",
    keywords: [
      "veterinar*",
      "vet clinics?",
      "vet hospitals?",
      "vet er",
      "(our|the|\\d+|two|three|four|five|six|eight|ten|twelve) vets",
      "rvts?",
      "animal hospitals?",
      "pet owners",
      "pet insurance",
      "small animal",
      "large animal",
      "companion animals?",
      "vétérinaire*",
      "clinique vétérinaire",
    ],
    names: ["animal hospital*", "animal clinic*", "pet hospital*", "vet clinic*", "vet centre*"],
    systems: [],
  },
  {
    id: "dental",
    noun: "a dental practice",
    plural: "dental practices",
    industry: "healthcare",
    keywords: [
      "dental",
      "dentist",
      "dentistry",
      "hygienist",
      "orthodont*",
      "dentaire",
      "dentiste",
      "hygiéniste",
    ],
    systems: ["dentrix", "abeldent", "tracker-dental", "open-dental", "eaglesoft", "curve-dental"],
  },
  {
    id: "allied-health",
    noun: "an allied health clinic",
    plural: "allied health clinics",
    industry: "healthcare",
    keywords: [
      "physiotherap*",
      "physio",
      "chiropract*",
      "massage therap*",
      "rmt",
      "occupational therap*",
      "kinesiolog*",
      "naturopath*",
      "optometr*",
      "psychologist",
      "counselling practice",
      "physiothérap*",
      "chiropratique",
      "ergothérap*",
    ],
    systems: ["jane", "cliniko"],
  },
  {
    id: "care-home",
    noun: "a care home",
    plural: "care homes",
    industry: "healthcare",
    keywords: [
      "long-term care",
      "care home",
      "nursing home",
      "assisted living",
      "seniors' residence",
      "seniors' living",
      "retirement home",
      "retirement residence",
      "chsld",
      "résidence pour aînés",
      "soins de longue durée",
    ],
    systems: ["pointclickcare"],
  },
  {
    id: "school",
    noun: "a school or college",
    plural: "schools and colleges",
    industry: "education",
    keywords: [
      "teacher",
      "students",
      "classroom",
      "lesson plan",
      "report card",
      "grading",
      "curriculum",
      "school district",
      "k-12",
      "independent school",
      "college",
      "university",
      "faculty",
      "enseignant",
      "enseignante",
      "élèves",
      "étudiants",
      "école",
      "cégep",
    ],
    systems: ["powerschool", "google-education", "canvas", "brightspace", "veracross"],
    challenges: [
      "personalising_learning_for_every_student",
      "reducing_teacher_workload_and_burnout",
      "upholding_academic_integrity_as_students_use_ai",
    ],
  },
  {
    id: "restaurant",
    noun: "a restaurant",
    plural: "restaurants",
    industry: "food-services",
    keywords: [
      "restaurant",
      "café",
      "cafe",
      "bistro",
      "diner",
      "pizzeria",
      "kitchen",
      "chef",
      "line cook",
      "front of house",
      "back of house",
      "food cost",
      "menu item",
      "takeout",
      "delivery apps",
      "brasserie",
      "serveurs",
      "cuisiniers",
    ],
    ambiguous: {
      words: ["menu", "servers", "covers"],
      context: ["prices", "dishes", "food", "specials", "tables", "shift*", "kitchen", "night"],
    },
    unless: [
      "kitchen cabinet*",
      "kitchen renovation*",
      // Green coffee is a roaster's raw bean, no café: "le café vert a doublé".
      "café vert",
      "cafe vert",
      "green coffee",
      // "torréfacteur en chef", "ingénieur en chef": the head of a trade, no cook.
      "en chef",
      // "Présidente et chef de la direction": a French executive's title, no cook.
      "chef de la direction",
      "chef de la direction financière",
      "chef des finances",
      "chef des opérations",
      "chef de l'exploitation",
      "chef de l’exploitation",
      "chef de la technologie",
      "chef de l'information",
      "chef de service",
      "chef d'équipe",
      "chef de projets?",
      // "chef du service à la clientèle", "chef des ventes": the head of a department (review r23);
      // "chef de cuisine" stays a cook.
      "chef (du|des|de la|de l'|d')",
      // "at the family's kitchen table": a home's, no restaurant's.
      "kitchen tables?",
    ],
    systems: ["toast", "touchbistro", "7shifts"],
    challenges: ["managing_delivery_platforms_and_online_orders"],
  },
  {
    id: "hotel",
    noun: "a hotel or lodge",
    plural: "hotels and lodges",
    industry: "travel-hospitality-tourism",
    keywords: [
      "hotel",
      "motel",
      "resort",
      "lodge",
      "inn",
      "b&b",
      "bed and breakfast",
      "revpar",
      "room rates",
      "front desk",
      "housekeeping",
      "hôtel",
      "auberge",
    ],
    // Occupancy is a storage facility's, a landlord's and a care home's too: a hotel's beside its rooms.
    ambiguous: [
      {
        words: ["rooms"],
        context: ["guests", "rates", "nights", "booked", "empty", "book*"],
      },
      {
        words: ["occupancy", "taux d'occupation"],
        context: [
          "rooms?",
          "guests",
          "nights",
          "revpar",
          "average daily rate",
          "chambres?",
          "nuitées",
        ],
      },
    ],
    // A ski hill is a resort but no hotel: its lifts, not its rooms, are the business.
    unless: [
      "ski resort*",
      "ski hill*",
      "ski area*",
      "mountain resort*",
      "mount \\w+ resort*",
      "station de ski",
    ],
    systems: ["cloudbeds", "mews", "opera"],
    challenges: ["optimising_pricing_and_occupancy"],
  },
  {
    id: "property-management",
    noun: "a property manager",
    plural: "property managers",
    industry: "real-estate",
    keywords: [
      "property management",
      "property manager",
      "tenants",
      "landlord",
      "rental units",
      "rent roll",
      "rent collection",
      "maintenance requests",
      "multifamily",
      "apartment buildings",
      "strata management",
      "strata managers?",
      "strata corporations?",
      "strata councils?",
      "strata lots?",
      "strata property act",
      "condominium corporations?",
      "condo corporations?",
      "condominium boards?",
      "condo boards?",
      "condominium management",
      "condo management",
      "condominium managers?",
      "condo managers?",
      "condo owners",
      "condominium act",
      "condominium authority",
      "reserve fund stud(?:y|ies)",
      "status certificates?",
      "landlord and tenant board",
      "residential tenanc(?:y|ies)",
      "locataires",
      "gestion immobilière",
      "propriétaire bailleur",
      "syndicats? de copropriété",
      "copropriétés?",
      "copropriétaires",
      "gestionnaires? immobiliers?",
      "déclaration de copropriété",
    ],
    ambiguous: [
      {
        words: ["units", "suites", "leases"],
        context: ["rent*", "vacan*", "tenant*", "leasing", "portfolio"],
      },
      {
        // A society has bylaws and board minutes too: only with owners, residents or buildings.
        words: ["bylaws?", "by-laws?", "board meeting minutes", "board minutes", "règlements?"],
        context: [
          "owners",
          "residents",
          "units",
          "tenants",
          "buildings?",
          "condo*",
          "strata",
          "copropriét*",
          "immeubles?",
        ],
      },
    ],
    names: ["strata", "property management", "residential management", "condominium management"],
    systems: ["yardi", "appfolio", "buildium", "buildinglink", "condo-control"],
    challenges: [
      "managing_tenant_communications_and_maintenance_requests",
      "reducing_vacancy_rates_across_the_portfolio",
    ],
  },
  ...financeProfessions,
  {
    id: "lending",
    noun: "a lender",
    plural: "lenders",
    industry: "financial-services",
    keywords: [
      "loans",
      "lending",
      "lender",
      "underwriting",
      "mortgages",
      "borrowers",
      "credit union",
      "loan applications",
      "credit decisions",
      "prêts",
      "caisse populaire",
      "hypothèques",
      "emprunteurs",
    ],
    systems: ["temenos"],
    challenges: ["improving_credit_and_risk_decisions"],
  },
  ...regulatedProfessions,
  ...sectorProfessions,
  ...tradeProfessions,
  ...serviceProfessions,
  ...kindProfessions,
  ...fieldKinds,
  ...tradeKinds,
  ...careKinds,
  ...farmKinds,
  ...shopKinds,
  ...apparelKinds,
  ...adviserKinds,
  ...resortKinds,
  ...transitKinds,
  ...dealerKinds,
  ...securityKinds,
  ...languageKinds,
  ...pressKinds,
  ...miningKinds,
  ...cleaningKinds,
  ...staffingKinds,
  ...logisticsKinds,
  ...aviationKinds,
  ...publicKinds,
  ...artsKinds,
  ...usualKinds,
];

/** A profession's definition by id. */
export const professionDefinition = (id: Profession): ProfessionDefinition =>
  professions.find((p) => p.id === id)!;

/**
 * The governing professions that are kinds of business, not what another shown does besides
 * (a credit union that lends is a credit union, a grocer's bakery counter no bakery).
 */
export const kindsAmong = (governing: readonly Profession[]): Profession[] =>
  governing.filter((p) => !governing.some((q) => professionDefinition(q).alongside?.includes(p)));
