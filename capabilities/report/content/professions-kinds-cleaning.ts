import type { ProfessionDefinition } from "./professions";

/**
 * Contract cleaning companies (janitorial, custodial and facility services) that clean clients'
 * offices, hospitals and schools, mostly at night: most of their staff are cleaners on shifts at
 * the clients' sites, watched by supervisors who inspect from site to site, under the province's
 * occupational health and safety rules and WHMIS for cleaning chemicals. Entered under "Other" or
 * Real Estate. Statistics Canada reports no AI adoption figure for administrative and support
 * services, so no other sector's figure stands in for it.
 */
export const cleaningKinds: readonly ProfessionDefinition[] = [
  {
    id: "cleaning-contractor",
    sector: "none",
    noun: "a commercial cleaning contractor",
    plural: "commercial cleaning contractors",
    industry: "other",
    alsoUnder: ["real-estate", "consulting"],
    keywords: [
      "janitorial",
      "janitors?",
      "custodial (?:services?|contracts?|staff|crews?|work)",
      "commercial cleaning",
      "contract cleaning",
      "cleaning (?:contracts?|contractors?|company|companies|business|crews?|staff|supervisors?)",
      "office cleaning",
      "building cleaning",
      "(?:our|\\d[\\d,]*|hundred|hundreds of) cleaners",
      "we clean (?:\\d[\\d,]*|dozens of|hundreds of)",
      "entretien ménager",
      "préposé(?:e)?s? à l'entretien",
      "nettoyage (?:commercial|d'immeubles|de bureaux|industriel)",
      "entreprises? de nettoyage",
      "nos nettoyeu(?:rs|ses)",
      "nous nettoyons",
    ],
    ambiguous: {
      words: ["cleaners", "cleaning"],
      context: [
        "sites?",
        "buildings?",
        "office towers?",
        "night shifts?",
        "supervisors?",
        "inspections?",
        "swept",
        "hospitals?",
        "schools?",
      ],
    },
    unless: [
      "data cleaning",
      "cleaning (?:up )?(?:our |the )?(?:data|records|lists?|spreadsheets?|files|crm|books)",
      "dry cleaners?",
      "dry cleaning",
      "carpet cleaning",
      "window cleaners?",
      "vacuum cleaners?",
      "cleaning products? (?:maker|manufacturer)s?",
    ],
    names: ["janitorial", "custodial", "cleaning", "nettoyage", "entretien ménager"],
    systems: [],
  },
];
