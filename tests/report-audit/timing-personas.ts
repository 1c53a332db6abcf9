import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import type { AuditPersona } from "./personas";

/**
 * Executives who keep a range of months free of anything new and write how long their work takes,
 * in English and in French (issue 34): a trucking firm whose peak runs October to December, a
 * brewery closed to anything new through patio season, May to September, whose batch takes three
 * weeks from brew day to packaging, and a carrier whose peak wraps the new year. Each is labelled
 * with the months nothing new may start in, the durations that are the nature of the work (never
 * a baseline or a target; their sentences are those of duration-rules.ts) and those stated as a
 * problem (which may be one).
 */

export interface TimingPersona extends AuditPersona {
  /** The months of the year (0: January) nothing new may start in. */
  closed: readonly number[];
  /** Durations in the answers that a process takes by its nature, as written. */
  natural: readonly string[];
  /** Durations in the answers stated as a problem of the work, as written. */
  problem: readonly string[];
}

const persona = (answers: Partial<AssessmentInput>) =>
  makeAnswers({ aiExperience: undefined, ...answers });

export const timingPersonas: readonly TimingPersona[] = [
  {
    key: "prairie-trucking",
    summary: "Prairie trucking firm whose peak, October to December, changes nothing",
    closed: [9, 10, 11],
    natural: ["five days"],
    problem: [],
    answers: persona({
      executiveName: "Dale Kowalchuk",
      executiveTitle: "President",
      companyName: "Prairie Haul Ltd.",
      companyIndustry: "other",
      companyEmployees: "51-200",
      orgPosture: "exploring",
      otherChallenge:
        "We run 60 trucks hauling freight across the Prairies, and dispatch is done on whiteboards and phone calls. Transit to the coast is five days.",
      aiFriction: "Our peak is October to December, nothing changes then.",
    }),
  },
  {
    key: "fernie-brewery",
    summary: "Brewery that starts nothing new in patio season, May–Sep",
    closed: [4, 5, 6, 7, 8],
    natural: ["three weeks"],
    problem: [],
    answers: persona({
      executiveName: "Megan Doyle",
      executiveTitle: "Owner",
      companyName: "Fernie Ridge Brewing",
      companyIndustry: "manufacturing",
      companyEmployees: "11-50",
      companyRevenue: "1m-10m",
      orgPosture: "exploring",
      otherChallenge:
        "A batch takes three weeks from brew day to packaging. Our brewers log every tank reading on paper.",
      aiFriction: "Nothing new during patio season, May–Sep.",
    }),
  },
  {
    key: "brasserie-cantons",
    summary: "Brasserie québécoise : rien de nouveau de mai à septembre",
    closed: [4, 5, 6, 7, 8],
    natural: ["trois semaines"],
    problem: [],
    answers: persona({
      executiveName: "Marie-Ève Côté",
      executiveTitle: "Présidente",
      companyName: "Brasserie des Cantons",
      companyIndustry: "manufacturing",
      companyEmployees: "11-50",
      companyRevenue: "1m-10m",
      headOfficeLocation: "other",
      customLocation: "Sherbrooke, QC",
      orgPosture: "curious",
      otherChallenge:
        "Un brassin prend trois semaines du brassage à l'embouteillage. Nos brasseurs notent chaque lecture de cuve sur papier.",
      aiFriction: "Rien de nouveau pendant la saison des terrasses, de mai à septembre.",
    }),
  },
  {
    key: "transports-laurentides",
    summary: "Transporteur dont la pointe va de novembre à février",
    closed: [10, 11, 0, 1],
    natural: [],
    problem: ["trois jours"],
    answers: persona({
      executiveName: "Luc Gagnon",
      executiveTitle: "Directeur général",
      companyName: "Transports Laurentides",
      companyIndustry: "other",
      companyEmployees: "51-200",
      headOfficeLocation: "other",
      customLocation: "Saint-Jérôme, QC",
      orgPosture: "exploring",
      otherChallenge: "Nos soumissions prennent trois jours parce que tout se fait à la main.",
      aiFriction:
        "Notre période de pointe va de novembre à février. Rien ne change à ce moment-là.",
    }),
  },
];
