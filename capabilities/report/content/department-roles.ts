import type { Department } from "@/model/assessment/options";

/**
 * The people who do a department's work, as an executive counts them ("our 22 recruiters", "9
 * people in customer service", « 4 acheteurs »): a tool for that work is used by the count
 * stated, never a share of a headcount assumed for the band (review r18 class 2). Plural nouns,
 * English and French; `areas` are the words after "people in…", « personnes au… ».
 * Operations' roles are too many kinds of people (drivers, lawyers, cooks) to count for any
 * operations tool: a role counts there only when the tool's own group names it.
 */
export const DEPARTMENT_ROLES: Readonly<
  Record<Department, { roles: readonly string[]; areas: readonly string[] }>
> = {
  hr: {
    roles: [
      "recruiters",
      "recruitment consultants",
      "HR staff",
      "HR advisors",
      "HR people",
      "recruteurs",
      "recruteuses",
      "conseillers en recrutement",
      "conseillères en recrutement",
    ],
    areas: [
      "HR",
      "human resources",
      "recruiting",
      "recruitment",
      "ressources humaines",
      "recrutement",
      "RH",
    ],
  },
  finance: {
    roles: [
      "bookkeepers",
      "accounting clerks",
      "billing clerks",
      "payables clerks",
      "AP clerks",
      "finance staff",
      "commis comptables",
      "techniciens comptables",
      "techniciennes comptables",
    ],
    areas: [
      "accounting",
      "finance",
      "billing",
      "accounts",
      "payroll",
      "comptabilité",
      "facturation",
      "finances",
    ],
  },
  sales: {
    roles: [
      "sales reps",
      "sales representatives",
      "salespeople",
      "salesmen",
      "account managers",
      "sales staff",
      "représentants",
      "représentantes",
      "vendeurs",
      "vendeuses",
      "conseillers aux ventes",
      "conseillères aux ventes",
    ],
    areas: ["sales", "ventes"],
  },
  marketing: {
    roles: ["marketers", "marketing staff", "marketing coordinators", "marketing people"],
    areas: ["marketing"],
  },
  customer_service: {
    roles: [
      "customer service reps",
      "customer service representatives",
      "customer service agents",
      "service agents",
      "CSRs",
      "call-centre agents",
      "call center agents",
      "call-center agents",
      "agents du service à la clientèle",
      "préposés au service à la clientèle",
      "préposées au service à la clientèle",
    ],
    areas: [
      "customer service",
      "customer care",
      "the call centre",
      "the call center",
      "the contact centre",
      "service à la clientèle",
      "service client",
    ],
  },
  supply_chain: {
    roles: [
      "buyers",
      "purchasers",
      "planners",
      "warehouse staff",
      "acheteurs",
      "acheteuses",
      "planificateurs",
      "planificatrices",
    ],
    areas: ["purchasing", "procurement", "the warehouse", "approvisionnement", "achats"],
  },
  product: {
    roles: ["developers", "product managers", "développeurs", "développeuses"],
    areas: [],
  },
  operations: {
    roles: [
      "drivers",
      "dispatchers",
      "technicians",
      "engineers",
      "designers",
      "analysts",
      "managers",
      "supervisors",
      "chauffeurs",
      "répartiteurs",
      "répartitrices",
      "techniciens",
      "ingénieurs",
    ],
    areas: ["the shop floor", "the plant", "dispatch", "l'usine", "la répartition"],
  },
  executive: { roles: [], areas: [] },
};
