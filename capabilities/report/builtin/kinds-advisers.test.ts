import type { AssessmentInput } from "@/model/assessment/schemas";
import { headOfficeAt, proseOf } from "@/tests/helpers/test-personas";

/**
 * Review r19 (#34): an environmental consultancy and an agrology practice were read as a generic
 * consultancy, with no regulator. Each is now a kind of its own, in English and French, under
 * Consulting or "Other", naming the province's environmental act and the bodies of those who sign
 * its reports, or the province's institute of agrologists (the Ordre des agronomes in Quebec).
 */

const base: Partial<AssessmentInput> = {
  companyEmployees: "11-50",
  aiExperience: "",
  otherPlatforms: "",
  aiFriction: "",
};

/** The report's own words, the executive's quoted ones left out. */
const ownWords = (answers: Partial<AssessmentInput>) =>
  proseOf({ ...base, ...answers }).replace(/“[^”]*”/g, "“”");

describe("an environmental consultancy", () => {
  it.each([
    [
      "in BC, in English, under Consulting",
      {
        companyName: "Coastline Earth Sciences Ltd.",
        companyIndustry: "consulting",
        ...headOfficeAt("Nanaimo, British Columbia"),
        otherChallenge:
          "We are an environmental consulting firm; our Phase II environmental site assessments take weeks to write up from the lab results.",
      },
      [
        /BC's Environmental Management Act and its Contaminated Sites Regulation/,
        /College of Applied Biology/,
      ],
    ],
    [
      "in Quebec, in French, under Other",
      {
        companyName: "Géo-Boréal inc.",
        companyIndustry: "other",
        ...headOfficeAt("Rimouski, Québec"),
        otherChallenge:
          "Nous sommes une firme-conseil en environnement : nos caractérisations de terrains prennent des semaines à rédiger.",
      },
      [/Quebec's Environment Quality Act/, /Ordre des géologues du Québec/],
    ],
  ] as const)("%s, names its act and the signers' bodies", (_, answers, regulators) => {
    const prose = ownWords(answers as Partial<AssessmentInput>);
    expect(prose).toMatch(/an environmental consultancy/);
    for (const regulator of regulators) expect(prose).toMatch(regulator);
    expect(prose).toContain("never let AI alter or fill in sampling or laboratory data");
  });
});

describe("an agrology practice", () => {
  it.each([
    [
      "in Quebec, in French",
      {
        companyName: "Terre Vive Agro-Conseil",
        companyIndustry: "consulting",
        ...headOfficeAt("Saint-Hyacinthe, Québec"),
        otherChallenge:
          "Nos agronomes préparent les PAEF de 300 producteurs clients chaque printemps et la rédaction prend des semaines.",
      },
      /its agronomists are licensed by the Ordre des agronomes du Québec.*agri-environmental fertilization plan \(PAEF\)/,
    ],
    [
      "in Saskatchewan, in English, under Other",
      {
        companyName: "Prairie Crop Advisory",
        companyIndustry: "other",
        ...headOfficeAt("Saskatoon, Saskatchewan"),
        otherChallenge:
          "Our six crop advisers write fertility recommendations for 200 client farms from soil tests every fall.",
      },
      /its agrologists are licensed by the Saskatchewan Institute of Agrologists/,
    ],
    [
      "in BC, with professional agrologists",
      {
        companyName: "Okanagan Soil & Water",
        companyIndustry: "consulting",
        ...headOfficeAt("Vernon, British Columbia"),
        otherChallenge:
          "Our professional agrologists write nutrient management plans for orchards and vineyards.",
      },
      /the BC Institute of Agrologists, under the Professional Governance Act/,
    ],
  ] as const)("%s, names its institute or order", (_, answers, regulator) => {
    const prose = ownWords(answers as Partial<AssessmentInput>);
    expect(prose).toMatch(/an agrology practice/);
    expect(prose).toMatch(regulator);
    expect(prose).toContain("have the licensed agrologist check every AI-drafted recommendation");
  });

  it("a farm with its own agronomist is no agrology practice", () => {
    const farm = ownWords({
      companyName: "Rang Double Fermes",
      companyIndustry: "other",
      ...headOfficeAt("Drummondville, Québec"),
      otherChallenge:
        "We grow 900 hectares of corn and soybeans; our agronomist plans the spraying and the harvest crews.",
    });
    expect(farm).not.toMatch(/an agrology practice|Ordre des agronomes/);
  });
});
