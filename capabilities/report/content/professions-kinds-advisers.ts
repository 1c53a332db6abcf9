import type { ProfessionDefinition } from "./professions";

/**
 * A regulated immigration consultancy under Consulting (or "Other"): it prepares clients'
 * applications to IRCC and employers' LMIAs, and answers to the College of Immigration and
 * Citizenship Consultants. Study permits, LMIAs and colleges are its clients' world, never what
 * it is: it rules out the career college their words would otherwise show.
 */
export const adviserKinds: readonly ProfessionDefinition[] = [
  {
    id: "immigration-consultant",
    noun: "a regulated immigration consultancy",
    plural: "immigration consultancies",
    industry: "consulting",
    alsoUnder: ["other"],
    sector: "professional",
    keywords: [
      "immigration consult*",
      "regulated canadian immigration consultants?",
      "regulated immigration consultants?",
      "licensed immigration consultants?",
      "rcics?",
      "rcic-irb",
      "college of immigration and citizenship consultants",
      "cicc",
      "immigration firm",
      "immigration practice",
      "immigration services firm",
      "consultants? en immigration",
      "consultantes? en immigration",
      "consultants? réglementés? en immigration",
      "consultantes? réglementées? en immigration",
      "cabinet d'immigration",
      "cabinet-conseil en immigration",
      "services d'immigration",
      "collège des consultants en immigration et en citoyenneté",
    ],
    // An immigration lawyer is a law firm's, under its law society.
    unless: ["immigration law*", "immigration lawyers?", "avocats? en immigration"],
    names: ["immigration", "visa", "visas"],
    rulesOut: ["career-college"],
    systems: [],
  },
];
