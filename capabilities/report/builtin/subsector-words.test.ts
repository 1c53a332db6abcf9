import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { generateReport, generateRoadmap } from "./index";
import { challenges, inputFor } from "@/tests/helpers/test-personas";

/**
 * A kind of business inside an industry option reads words true of it, not the option's usual
 * business's (issue 34, review classes 8 and 9): a veterinary practice no physicians' NHS and
 * Permanente cases, "third next available appointment" or patients' contact details, and no
 * health-information act or public body's FIPPA; a grocer no apparel returns for fit; a
 * sawmill no scrap write-offs or car-plant spot welds. Each contrasts with a business the
 * option's own words were written for, which keeps them.
 */

/** What the executive reads: the Markdown report and the roadmap's prose. */
function read(overrides: Partial<AssessmentInput>): string {
  const input = inputFor(makeAnswers(overrides));
  return `${generateReport(input).markdownReport}\n${JSON.stringify(generateRoadmap(input))}`;
}

const quiet = { aiFriction: "", aiExperience: "", otherPlatforms: "" };

const HUMAN_HEALTH =
  /\bNHS\b|Permanente|Moderna|third next available|patients' contact|patient consent|Auburn Community Hospital|Billing and claims accuracy checks/i;

describe("a veterinary practice under Healthcare", () => {
  const vet = (more: Partial<AssessmentInput>) => ({
    ...quiet,
    companyIndustry: "healthcare" as const,
    companyEmployees: "11-50" as const,
    businessChallenges: challenges("healthcare", 0, 1),
    ...more,
  });
  const kelowna = read(
    vet({
      companyName: "Mission Creek Veterinary Hospital",
      headOfficeLocation: "interior",
      otherChallenge: "Our four vets write records until 9 pm most nights.",
    }),
  );
  const ottawa = read(
    vet({
      companyName: "Rideau Companion Animal Hospital",
      headOfficeLocation: "other",
      customLocation: "Ottawa, Ontario",
      otherChallenge: "Pet owners wait two weeks for a dental appointment.",
    }),
  );
  const calgary = read(
    vet({
      companyName: "Bow River Mixed Practice",
      headOfficeLocation: "other",
      customLocation: "Calgary, Alberta",
      otherChallenge: "Our large animal vets spend evenings on herd health records and invoices.",
    }),
  );
  const montreal = read(
    vet({
      executiveName: "Dre Camille Lavoie",
      executiveTitle: "Propriétaire",
      companyName: "Clinique vétérinaire du Plateau",
      headOfficeLocation: "other",
      customLocation: "Montréal, Québec",
      otherChallenge:
        "Nos vétérinaires passent leurs soirées sur les dossiers médicaux et les rappels de vaccins.",
    }),
  );

  it.each([
    ["Kelowna", kelowna],
    ["Ottawa", ottawa],
    ["Calgary", calgary],
    ["Montréal, in French", montreal],
  ])("shows the %s practice no physicians' cases, metrics or consent", (_, text) => {
    expect(text).not.toMatch(HUMAN_HEALTH);
    expect(text).toMatch(/clients' contact details|first open appointment/);
  });

  it("names no public body's or health custodian's privacy law for a private practice", () => {
    expect(kelowna).not.toMatch(/FIPPA|E-Health Act/);
    expect(kelowna).toContain("British Columbia's Personal Information Protection Act (PIPA)");
    expect(ottawa).not.toMatch(/PHIPA|Personal Health Information Protection Act/);
    expect(ottawa).toContain("PIPEDA");
    expect(calgary).not.toMatch(/Health Information Act|\bHIA\b/);
    expect(calgary).toContain("Alberta's Personal Information Protection Act (PIPA)");
    expect(montreal).toContain("Law 25");
  });

  // Not triggers: the clinics the option's words were written for keep their health acts.
  it("keeps a family practice's health information act, without the public body's acts in BC", () => {
    const bc = read(
      vet({ companyName: "Mission Creek Family Practice", headOfficeLocation: "interior" }),
    );
    expect(bc).toContain("patient information at private clinics");
    expect(bc).not.toMatch(/FIPPA|E-Health Act/);
    expect(bc).toMatch(/third next available|Permanente|NHS/);
    const on = read(
      vet({
        companyName: "Rideau Family Health Team",
        headOfficeLocation: "other",
        customLocation: "Ottawa, Ontario",
      }),
    );
    expect(on).toContain("Personal Health Information Protection Act (PHIPA)");
  });

  it("keeps FIPPA and the E-Health Act for a BC health authority", () => {
    const authority = read(
      vet({ companyName: "Northern Interior Health Authority", headOfficeLocation: "northern-bc" }),
    );
    expect(authority).toContain("E-Health Act");
  });
});

describe("a grocer under Retail", () => {
  const store = (more: Partial<AssessmentInput>) => ({
    ...quiet,
    companyIndustry: "retail" as const,
    companyEmployees: "51-200" as const,
    businessChallenges: challenges("retail", 3, 0),
    ...more,
  });
  // The roadmap JSON's "fit" key is no word the executive reads.
  const APPAREL = /\bfit\b(?!":)|apparel|product pages|not as described|Amazon/i;

  it.each([
    [
      "a Nelson grocery co-op",
      store({
        companyName: "Kootenay Lake Community Grocery",
        headOfficeLocation: "interior",
        otherChallenge: "We throw out too much fresh produce every week.",
      }),
    ],
    [
      "a Winnipeg supermarket",
      store({
        companyName: "Red River Supermarkets Ltd.",
        headOfficeLocation: "other",
        customLocation: "Winnipeg, Manitoba",
        otherChallenge: "Shrink in meat and bakery is eating our margin.",
      }),
    ],
    [
      "a Québec épicerie, in French",
      store({
        executiveName: "Luc Fortin",
        executiveTitle: "Président",
        companyName: "Épicerie Fortin et Frères inc.",
        headOfficeLocation: "other",
        customLocation: "Trois-Rivières, Québec",
        otherChallenge: "Nos pertes de fruits et légumes frais augmentent chaque été.",
      }),
    ],
  ])("reads %s's losses as shrink and write-offs, never apparel returns", (_, answers) => {
    const text = read(answers);
    expect(text).not.toMatch(APPAREL);
    expect(text).toContain("shrink and write-offs as a share of sales");
  });

  it("reads a supermarket's bakery counter as a department, not a bakery's business", () => {
    const text = read(
      store({
        companyName: "Prairie Fresh Supermarkets Ltd.",
        headOfficeLocation: "other",
        customLocation: "Regina, Saskatchewan",
        otherChallenge: "Our bakery and deli throw out too much at close.",
      }),
    );
    expect(text).toContain("Prairie Fresh Supermarkets Ltd., a grocer");
    expect(text).not.toMatch(/bake plan|head baker/);
  });

  it("keeps the returns for fit of a clothing store the option was written for (not a trigger)", () => {
    const text = read(
      store({
        companyName: "Okanagan Outfitters Ltd.",
        headOfficeLocation: "interior",
        otherChallenge: "Online orders come back because the sizes run small.",
      }),
    );
    expect(text).toMatch(/returns for fit|fit and use guidance|fit and product/);
  });
});

describe("a sawmill under Manufacturing", () => {
  const plant = (more: Partial<AssessmentInput>) => ({
    ...quiet,
    companyIndustry: "manufacturing" as const,
    companyEmployees: "201-500" as const,
    businessChallenges: challenges("manufacturing", 5, 0),
    ...more,
  });
  const PARTS_PLANT = /scrap write-offs|spot welds|Audi/i;

  it.each([
    [
      "a Quesnel sawmill",
      plant({
        companyName: "Cariboo Dimension Lumber Ltd.",
        headOfficeLocation: "northern-bc",
        otherChallenge: "Our dry kilns burn more gas every winter.",
      }),
    ],
    [
      "a pellet plant in Alberta",
      plant({
        companyName: "Athabasca Bioenergy Inc.",
        headOfficeLocation: "other",
        customLocation: "Whitecourt, Alberta",
        otherChallenge: "The pellet dryers are our biggest energy cost.",
      }),
    ],
    [
      "a Saguenay scierie, in French",
      plant({
        executiveName: "Marc Tremblay",
        executiveTitle: "Directeur général",
        companyName: "Scierie du Fjord inc.",
        headOfficeLocation: "other",
        customLocation: "Saguenay, Québec",
        otherChallenge: "Nos séchoirs à bois consomment trop de gaz naturel.",
      }),
    ],
  ])("measures %s's energy and material per unit, not scrap write-offs", (_, answers) => {
    const text = read(answers);
    expect(text).not.toMatch(PARTS_PLANT);
    expect(text).toContain("energy and material cost per unit produced");
  });

  it("keeps a metal fabricator's scrap write-offs (not a trigger)", () => {
    const text = read(
      plant({
        companyName: "Fraser Valley Metal Fabricators Ltd.",
        headOfficeLocation: "lower-mainland",
        otherChallenge: "Steel prices keep rising.",
      }),
    );
    expect(text).toContain("scrap write-offs");
  });
});
