import type { AssessmentInput } from "@/model/assessment/schemas";
import { challenges, headOfficeAt, proseOf } from "@/tests/helpers/test-personas";

/**
 * Review r17 class 1: a partner, a body the company answers to or a credential one person on staff
 * holds never replaces what the company is. A caterer in joint ventures with First Nations
 * development corporations is no First Nation; an environmental consultancy with one P.Eng. (or a
 * firm with one CPA) is no engineering (or accounting) firm. Its name and title still say it.
 */

/** The report's own words, the executive's quoted ones left out. */
const ownWords = (prose: string) => prose.replace(/“[^”]*”/g, "“”");

const NATION =
  /Chief and Council|the Nation's|a First Nation's development corporation|band members/i;

const base: Partial<AssessmentInput> = {
  companyEmployees: "201-500",
  companyRevenue: "10m-50m",
  aiExperience: "",
  otherPlatforms: "",
};

describe("a partner is no identity", () => {
  it.each([
    [
      "a hotel group in a joint venture, in English",
      {
        companyName: "Northshore Hospitality Group",
        executiveTitle: "General Manager",
        companyIndustry: "travel-hospitality-tourism",
        ...headOfficeAt("Thunder Bay, Ontario"),
        otherChallenge:
          "Our two newest hotels are joint ventures with First Nations development corporations, and occupancy swings with the mining contracts.",
      },
    ],
    [
      "a caterer partnered with a Nation's development corporation, in French",
      {
        companyName: "Traiteur Boréal inc.",
        executiveTitle: "Président",
        companyIndustry: "food-services",
        ...headOfficeAt("Chibougamau, Québec"),
        otherChallenge:
          "Nous nourrissons 900 travailleurs par jour dans trois chantiers; deux sont des coentreprises avec la société de développement de la nation partenaire.",
      },
    ],
    [
      "a grocer whose partner is named after the Nation, in English",
      {
        companyName: "Lakehead Fresh Market",
        executiveTitle: "Owner",
        companyIndustry: "retail",
        ...headOfficeAt("Kenora, Ontario"),
        otherChallenge:
          "We run our second store in partnership with a First Nation development corporation, and shrink on produce is 6%.",
      },
    ],
  ])("%s", (_, answers) => {
    const prose = ownWords(proseOf({ ...base, ...(answers as Partial<AssessmentInput>) }));
    expect(prose).not.toMatch(NATION);
    expect(prose).not.toMatch(/OCAP® for the Nation|the Nation's data/);
  });

  it("a company that is a Nation's development corporation is still read as one", () => {
    const prose = ownWords(
      proseOf({
        ...base,
        companyName: "Red Sky First Nation Development Corporation",
        executiveTitle: "CEO",
        companyIndustry: "real-estate",
        ...headOfficeAt("Prince Albert, Saskatchewan"),
        otherChallenge: "Our Nation's land referrals pile up faster than we can answer them.",
      }),
    );
    expect(prose).toMatch(/First Nation/);
  });
});

describe("a credential on staff is no identity", () => {
  it.each([
    [
      "an environmental consultancy with one P.Eng., in English",
      {
        companyName: "Aspen Coulee Environmental Ltd.",
        executiveTitle: "Managing Director",
        ...headOfficeAt("Lethbridge, Alberta"),
        aiFriction:
          "Our senior reviewer is a P.Eng. and will not sign a report she cannot trace to the field notes and lab data.",
        otherChallenge:
          "We write about 150 environmental site assessments a year, and each takes 16 hours to draft.",
      },
      /engineering (?:or architecture )?firm|drawing set|Drawings and models/i,
    ],
    [
      "an HR consultancy with one CPA, in French",
      {
        companyName: "Conseil RH Laurentides inc.",
        executiveTitle: "Présidente",
        ...headOfficeAt("Saint-Jérôme, Québec"),
        aiFriction:
          "Notre associée, CPA, membre de l'Ordre des CPA du Québec, révise chaque budget de rémunération avant qu'il parte chez le client.",
        otherChallenge:
          "Nous menons une quarantaine de mandats de recrutement par année et chaque rapport d'évaluation prend deux jours.",
      },
      /accounting or tax practice|tax season|CPA Québec's|Ordre des CPA du Québec's/i,
    ],
    [
      "a planning consultancy whose technician is registered with the surveyors' body, in English",
      {
        companyName: "Rideau Planning Partners",
        executiveTitle: "Principal Planner",
        ...headOfficeAt("Ottawa, Ontario"),
        aiFriction:
          "Our GIS technician is registered with the Association of Ontario Land Surveyors as a student member.",
        otherChallenge:
          "We write about 60 planning justification reports a year for developers, and each takes three weeks.",
      },
      /land surveyor|survey plans|Surveyors Act/i,
    ],
  ])("%s", (_, answers, other) => {
    const prose = ownWords(
      proseOf({
        ...base,
        companyEmployees: "51-200",
        companyIndustry: "consulting",
        businessChallenges: challenges("consulting", 0, 1),
        ...(answers as Partial<AssessmentInput>),
      }),
    );
    expect(prose).not.toMatch(other);
  });

  it("a P.Eng. in the title still shows an engineering firm", () => {
    const prose = proseOf({
      ...base,
      companyEmployees: "11-50",
      companyName: "Kestrel Structural",
      executiveTitle: "Principal, P.Eng.",
      companyIndustry: "consulting",
      businessChallenges: challenges("consulting", 0, 1),
      ...headOfficeAt("Kelowna, British Columbia"),
    });
    expect(prose).toMatch(/engineering/i);
  });
});
