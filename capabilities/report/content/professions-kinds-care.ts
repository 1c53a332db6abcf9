import type { ProfessionDefinition } from "./professions";

/**
 * Care delivered in the client's own home: a home-care agency's PSWs and nurses visit clients on
 * a schedule and drive between visits, so it has clients, visits and routes, never a care home's
 * residents, beds or shifts on a unit. Its rules are the contract under which it delivers publicly
 * funded care (regulators-homecare.ts), never the long-term care home acts.
 */
export const careKinds: readonly ProfessionDefinition[] = [
  {
    id: "home-care",
    noun: "a home-care agency",
    plural: "home-care agencies",
    industry: "healthcare",
    alsoUnder: ["other"],
    // Its PSWs and nurses, visits and clients would otherwise read as a care home's staff.
    rulesOut: ["care-home"],
    keywords: [
      "home ?care",
      "home-care",
      "home support",
      "home health care",
      "in-home care",
      "care at home",
      "home and community care",
      "ontario health athome",
      "visits? to clients",
      "visit verification",
      "soins à domicile",
      "soins et services à domicile",
      "soutien à domicile",
      "aide à domicile",
      "visites? (?:à domicile|chez les clients)",
      "domicile des clients",
    ],
    names: ["home care", "homecare", "home health", "soins à domicile", "aide à domicile"],
    systems: ["alayacare"],
  },
];
