import type { AssessmentInput } from "@/model/assessment/schemas";
import { namedSystems } from "@/capabilities/report/content/systems";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { generateReport } from "./index";
import { professionsOf } from "./professions";
import { challenges, inputFor, proseOf } from "@/tests/helpers/test-personas";

/**
 * A residential property manager, a managed IT services provider, a food processor and a bakery
 * each get their own landscape, owners, measures and regulators (issue 34), shown only by their
 * systems, words (English and French) or name. Each test contrasts answers that differ only in
 * what shows the profession, so each fails if the report carries the other's words.
 */

const quiet: Partial<AssessmentInput> = {
  executiveTitle: "President",
  otherChallenge: "",
  aiFriction: "",
  aiExperience: "",
  otherPlatforms: "",
};

/** What the answers show, as "profession: answer" pairs. */
function shown(overrides: Partial<AssessmentInput>) {
  const answers = makeAnswers({ ...quiet, companyName: "Northwind Group", ...overrides });
  return professionsOf(answers, namedSystems(answers), answers.businessChallenges).map(
    (e) => `${e.profession}: ${e.answer}`,
  );
}

const summaryOf = (answers: Partial<AssessmentInput>) =>
  generateReport(inputFor(makeAnswers({ ...quiet, ...answers }))).reportData.executiveSummary;

const toronto = { headOfficeLocation: "other" as const, customLocation: "Toronto, Ontario" };
const montreal = { headOfficeLocation: "other" as const, customLocation: "Montréal, Québec" };

describe("what shows the new professions", () => {
  it.each([
    ["property-management", "Our condo boards want minutes within a week"],
    ["property-management", "Our strata councils ask for faster minutes"],
    ["property-management", "Owners keep asking the same questions about the bylaws"],
    ["property-management", "Les syndicats de copropriété attendent leurs procès-verbaux"],
    ["managed-it", "As a managed services provider we answer tickets all day"],
    ["managed-it", "Nos techniciens trient les billets toute la journée"],
    ["managed-it", "Nous sommes une entreprise d'infogérance"],
    ["food-processing", "A recall trace at our poultry plant takes a full day"],
    ["food-processing", "Notre abattoir tient ses registres sur papier"],
    ["food-processing", "The Safe Food for Canadians Regulations keep us busy"],
    ["bakery", "Planning the week's sourdough and croissants takes hours"],
    ["bakery", "La boulangerie jette trop de pain en fin de journée"],
  ])("shows %s from the words “%s”", (profession, words) => {
    expect(shown({ otherChallenge: words })).toContain(`${profession}: otherChallenge`);
  });

  it.each([
    ["property-management", "BuildingLink"],
    ["managed-it", "ConnectWise Manage, IT Glue"],
    ["managed-it", "NinjaOne"],
    ["managed-it", "Datto and Autotask"],
    ["food-processing", "Marel line scales"],
  ])("shows %s from a system only it runs (%s)", (profession, systems) => {
    expect(shown({ otherPlatforms: systems })).toContain(`${profession}: system`);
  });

  it.each([
    // A society's bylaws, BC's Medical Services Plan, a kitchen's HACCP log, a grain elevator's
    // yields, a commercial bakery's plant.
    ["Our society's bylaws require board minutes within a week", "property-management"],
    ["MSP billing takes the front desk hours", "managed-it"],
    ["Our kitchen line keeps a HACCP log every shift", "food-processing"],
    ["Crop yields were down this year", "food-processing"],
    ["Our commercial bakery ships bread to grocery chains", "bakery"],
  ])("reads “%s” as no %s", (words, profession) => {
    expect(shown({ otherChallenge: words }).map((s) => s.split(":")[0])).not.toContain(profession);
  });
});

describe("a condominium manager against a brokerage", () => {
  const base: Partial<AssessmentInput> = {
    ...quiet,
    ...toronto,
    companyIndustry: "real-estate",
    companyEmployees: "51-200",
    businessChallenges: challenges("real-estate", 0, 3),
    aiDepartments: ["operations", "customer_service"],
  };
  const condo = {
    ...base,
    companyName: "Bayview Residential",
    otherChallenge:
      "We manage 30 condominium corporations; managers spend evenings on board meeting minutes.",
  };
  const brokerage = {
    ...base,
    companyName: "Bayview Residential",
    otherChallenge: "Our agents spend evenings on paperwork.",
  };
  const manager = proseOf(condo);

  it("gives the manager no buyers, sellers, listings or Managing Broker; the brokerage keeps them", () => {
    expect(manager).not.toMatch(/buyers|sellers|Managing Broker|listing alerts|RECO\b/);
    expect(proseOf(brokerage)).toContain("Real Estate Council of Ontario (RECO)");
  });

  it("holds an Ontario condominium manager to the CMRAO, the Condominium Act and the AODA", () => {
    expect(manager).toContain("Condominium Management Regulatory Authority of Ontario (CMRAO)");
    expect(manager).toContain("Condominium Act, 1998");
    expect(manager).toContain("Condominium Authority Tribunal");
    expect(manager).toContain("Accessibility for Ontarians with Disabilities Act (AODA)");
  });

  it("drafts minutes for the board to approve, owned by a property manager", () => {
    expect(manager).toMatch(/minutes[^.]*owned by the (?:Senior )?Property Manager/i);
    expect(manager).toContain("boards of the corporations you manage approve");
    expect(summaryOf(condo)).toContain("Bayview Residential, a condominium management firm");
  });

  it("keeps vacancy work to rental buildings and a rental manager under the tenancy law alone", () => {
    const rental = proseOf({
      ...base,
      companyName: "Bayview Residential",
      businessChallenges: challenges("real-estate", 2, 5),
      otherChallenge: "Our tenants in 12 rental buildings call about repairs at all hours.",
    });
    expect(rental).toContain("Residential Tenancies Act, 2006");
    expect(rental).toContain("Landlord and Tenant Board");
    expect(rental).toContain("fewer days vacant per turnover in the pilot buildings");
    expect(rental).not.toMatch(/CMRAO|Condominium Act/);
  });

  it("names the Strata Property Act and BCFSA in BC, the Civil Code and the TAL in Quebec", () => {
    const strata = proseOf({
      ...condo,
      headOfficeLocation: "lower-mainland",
      otherChallenge: "We manage 30 strata corporations and their council minutes.",
    });
    expect(strata).toContain("Strata Property Act");
    expect(strata).toContain("BC Financial Services Authority (BCFSA)");
    expect(strata).not.toMatch(/CMRAO|AODA/);
    const quebec = proseOf({
      ...condo,
      ...montreal,
      otherChallenge:
        "Nous gérons 30 syndicats de copropriété et quelques immeubles pour leurs locataires.",
    });
    expect(quebec).toContain("divided co-ownership");
    expect(quebec).toContain("Tribunal administratif du logement (TAL)");
  });
});

describe("a managed IT services provider against a software company", () => {
  const base: Partial<AssessmentInput> = {
    ...quiet,
    companyIndustry: "technology",
    companyEmployees: "51-200",
    businessChallenges: challenges("technology", 3, 5, 1),
    aiDepartments: ["customer_service", "operations"],
  };
  const msp = {
    ...base,
    companyName: "Rideau Systems Inc.",
    otherPlatforms: "ConnectWise Manage, IT Glue, NinjaOne",
  };
  const provider = proseOf(msp);
  const software = proseOf({ ...base, companyName: "Rideau Systems Inc." });

  it("triages tickets in the PSA and locks down client access, never a software firm's words", () => {
    expect(provider).not.toMatch(
      /builds software|product documentation|sprint|VP Engineering|IT Manager|help centre/,
    );
    expect(provider).toContain("technician minutes per ticket");
    expect(provider).toContain("least privilege");
    expect(provider).toContain("owned by the Service Desk Manager");
    expect(software).toMatch(/builds software|VP Engineering/);
    expect(summaryOf(msp)).toContain("Rideau Systems Inc., a managed IT services provider");
  });

  it("names the public-sector access act and the Charter of the French language in Quebec", () => {
    const quebec = proseOf({
      ...msp,
      ...montreal,
      aiFriction: "Nos contrats avec les municipalités exigent que les données restent ici.",
    });
    expect(quebec).toContain("Act respecting access to documents held by public bodies");
    expect(quebec).toContain("Charter of the French language");
    expect(provider).not.toMatch(/Charter of the French language|access to documents/);
  });
});

describe("a food processor against a parts maker", () => {
  const PARTS = /part numbers|by part\b|every part\b|good parts|spot welds|components maker/i;
  const base: Partial<AssessmentInput> = {
    ...quiet,
    companyIndustry: "manufacturing",
    companyEmployees: "201-500",
    businessChallenges: challenges("manufacturing", 1, 0, 3),
    aiDepartments: ["operations", "supply_chain"],
  };
  const plant = { ...base, companyName: "Sumas Poultry Ltd.", otherPlatforms: "Marel" };
  const processor = proseOf(plant);
  const maker = proseOf({ ...base, companyName: "Sumas Fabrication Ltd." });

  it("traces lots for CFIA within 24 hours, with no parts or spot welds", () => {
    expect(processor).not.toMatch(PARTS);
    expect(processor).toContain("Safe Food for Canadians Regulations");
    expect(processor).toContain("Preventive Control Plan");
    expect(processor).toContain("within 24 hours");
    expect(processor).toContain("mock recall");
    expect(processor).toContain("supply-managed quota");
    expect(maker).toMatch(PARTS);
    expect(maker).not.toContain("Safe Food for Canadians");
    expect(summaryOf(plant)).toContain("Sumas Poultry Ltd., a poultry processor");
  });
});

describe("a small bakery against a restaurant", () => {
  const base: Partial<AssessmentInput> = {
    ...quiet,
    companyIndustry: "food-services",
    companyEmployees: "1-10",
    companyBusinessModel: "b2c",
    headOfficeLocation: "vancouver-island",
    businessChallenges: challenges("food-services", 0, 1),
    aiDepartments: ["operations", "marketing"],
  };
  const bakery = {
    ...base,
    companyName: "Harbour Loaf",
    otherChallenge: "Planning the week's sourdough and croissants takes hours.",
  };
  const baker = proseOf(bakery);
  const restaurant = proseOf({
    ...base,
    companyName: "Harbour Grill",
    otherChallenge: "Planning the week's specials takes hours.",
  });

  it("plans the bake from the till and counts unsold product at close, with no chain's words", () => {
    expect(baker).not.toMatch(
      /drive-thru|diners?\b|across locations|by location|area managers?|Winnow|LeanPath|Starbucks/i,
    );
    expect(baker).toContain("unsold at close");
    expect(baker).toContain("bake plan");
    // Its cases from before 2021 are no longer shown (example-fit.ts): its own roles and covers are.
    expect(restaurant).toMatch(/drive-thru|diners|Winnow|Kitchen Manager|forecast covers/);
    expect(summaryOf(bakery)).toContain("Harbour Loaf, a bakery");
  });

  it("holds a bakery to allergen labelling and its food premises permit", () => {
    expect(baker).toContain("Food and Drug Regulations");
    expect(baker).toContain("BC's Food Premises Regulation");
    expect(baker).toMatch(/allergen/);
    expect(restaurant).not.toContain("Food and Drug Regulations");
  });
});
