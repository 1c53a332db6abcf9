import type { ProfessionDefinition } from "./professions";

/**
 * Advisory practices under Consulting (or "Other") whose professionals answer to their own
 * regulators: an immigration consultancy, an environmental consultancy, an agrology practice.
 *
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
  {
    id: "environmental-consultant",
    noun: "an environmental consultancy",
    plural: "environmental consultancies",
    industry: "consulting",
    alsoUnder: ["other"],
    sector: "professional",
    keywords: [
      "environmental consult*",
      "environmental services firm",
      "phase (?:i|ii|1|2) (?:environmental site assessments?|esas?)",
      "environmental site assessments?",
      "contaminated sites? (?:assessments?|investigations?|remediation plans?)",
      "environmental impact assessments? for (?:our )?clients",
      "records? of site condition",
      "consultants? en environnement",
      "firme-conseil en environnement",
      "services-conseils en environnement",
      "évaluations? environnementales? de sites?",
      "caractérisations? de terrains?",
    ],
    names: ["environmental consulting", "environmental consultants", "environnement conseil"],
    systems: [],
  },
  {
    id: "agrologist",
    noun: "an agrology practice",
    plural: "agrology practices",
    industry: "consulting",
    alsoUnder: ["other"],
    sector: "professional",
    keywords: [
      "professional agrologists?",
      "p\\.\\s?ag\\.?",
      "agronomy consult*",
      "agronomy advi[cs]\\w*",
      "agronomic advi[cs]\\w*",
      "crop advis[eo]rs?",
      "certified crop advis[eo]rs?",
      "ordre des agronomes",
      "services-conseils en agronomie",
      "clubs?-conseils? en agroenvironnement",
      "plans? agroenvironnementaux de fertilisation",
    ],
    // A farm's or co-operative's own agronomist is no practice: only beside the farms it advises.
    ambiguous: {
      words: ["agrologists?", "agronomists?", "agronomes?"],
      context: [
        "clients?",
        "our growers",
        "our farmers",
        "client farms",
        "farms we advise",
        "producteurs clients",
        "nos clients",
        "fermes clientes",
      ],
    },
    names: ["agronomy", "agronomie", "agro-conseil", "agroconseil"],
    systems: [],
  },
];
