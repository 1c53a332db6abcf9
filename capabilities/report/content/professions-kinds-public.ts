import type { ProfessionDefinition } from "./professions";

/**
 * Local governments (a township, town, city, village, county or regional municipality; « ville »,
 * « municipalité », « canton »), entered under "Other": an institution its council governs by
 * resolution and by-law, whose Clerk keeps its records, that answers to its province's municipal
 * act and public-sector access and privacy law (regulators-municipal.ts). Read from its name or a
 * sentence saying what it is ("We are a township of 9,000 residents", "our council"), never from
 * a company that sells to, cleans for or covers municipalities ("we sell software to
 * municipalities", "we cover every council meeting"): their plural is their customers.
 */
export const publicKinds: readonly ProfessionDefinition[] = [
  {
    id: "municipality",
    // Statistics Canada's business AI figures leave out public administration: none stands in.
    sector: "none",
    noun: "a municipality",
    plural: "municipalities",
    industry: "other",
    // Its permits, by-laws, arenas, day cares, museums, transit and tax bills are its own services.
    rulesOut: [
      "property-management",
      "design-engineering",
      "legal",
      "accounting",
      "school",
      "newspaper",
      "broadcaster",
      "managed-it",
      "nonprofit",
      "field-service",
      "cleaning-contractor",
      "recreation",
      "child-care",
      "museum",
      "bus-operator",
      "restaurant",
      "hotel",
    ],
    keywords: [
      // What it says it is: "We are a township of 9,000 residents", « Nous sommes une petite municipalité ».
      "(?:we are|we're|as) an? (?:(?!in |a |an |the |of |for |at |near |to )[^\\s,.]+ ){0,3}(?:township|municipality|town|village|county|city|local government|regional municipality|district municipality)(?= of| with| in| that| serving| where| and|,|\\.|;|$)",
      "(?:nous sommes|on est) une (?:(?!dans |à |de |pour |près )[^\\s,.]+ ){0,3}(?:municipalité|ville)(?= de| d'| du| en| avec| qui| où|,|\\.|;|$)",
      // Its own council and officers, said as its own: "our council", "our councillors".
      "our council",
      "our councillors",
      "our mayor and council",
      "our reeve",
      "our ratepayers",
      "our (?:township|municipality|town|village|county) (?:council|staff|office|offices|clerk|administration|hall)",
      "notre conseil municipal",
      "notre municipalité",
      "les élus de notre municipalité",
      // Officers only a municipality has, in the title or the words ("the township clerk" is
      // anyone's mention of one: a contractor's too).
      "clerk-treasurer",
      "clerk-administrator",
      "greffier-trésorier",
      "greffière-trésorière",
      "directeur général et greffier",
      "directrice générale et greffière",
    ],
    names: [
      "^(?:the )?(?:corporation of the )?(?:township|town|city|village|county|united counties|municipality|district|regional municipality|regional district|district municipality|rural municipality|resort municipality) of",
      "township$",
      "municipalité d[^\\s]*",
      "^(?:ville|canton|paroisse|mrc|cité) d[^\\s]*",
      "^municipal district",
    ],
    // Systems only a municipality runs: its tax and utility billing and its building permits.
    systems: ["keystone-muni", "vadim", "diamond-municipal", "cloudpermit", "cityview"],
  },
];
