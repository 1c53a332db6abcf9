import type { AssessmentInput } from "@/model/assessment/schemas";
import { challenges, headOfficeAt, proseOf } from "@/tests/helpers/test-personas";

/**
 * Kinds recognised by a few words of their trade, with the rules they answer to (issue 34):
 * a self-storage operator its province's storage lien law, never residential tenancy law; a
 * collision repair shop its public auto insurer's estimating rules where there is one and its
 * province's rules for isocyanate paints; a food importer the CFIA's import licence and labels.
 */

const quiet: Partial<AssessmentInput> = {
  executiveTitle: "Owner",
  companyEmployees: "11-50",
  aiFriction: "",
  aiExperience: "",
  otherPlatforms: "",
  orgAiElements: [],
};

const TENANCY =
  /Residential Tenanc(?:y|ies) Act|Landlord and Tenant Board|Tribunal administratif du logement|BC Financial Services Authority|Real Estate Council|\bleases?\b|property manager/i;

describe("a self-storage operator", () => {
  it.each([
    [
      "in Ontario",
      {
        companyName: "Barrie Self Storage Inc.",
        ...headOfficeAt("Barrie, Ontario"),
        otherChallenge:
          "Thirty of our storage units are behind on rent and the lien sale notices take days.",
      },
      /Ontario's Repair and Storage Liens Act/,
    ],
    [
      "in BC",
      {
        companyName: "Harbour Mini Storage",
        headOfficeLocation: "vancouver-island",
        otherChallenge: "Our climate-controlled units sit empty every winter.",
      },
      /BC's Warehouse Lien Act/,
    ],
    [
      "in Québec, in French",
      {
        executiveTitle: "Propriétaire",
        companyName: "Entreposage Laurentides",
        ...headOfficeAt("Saint-Jérôme, Québec"),
        otherChallenge:
          "Nous gérons 400 unités d'entreposage libre-service et les retards de paiement nous prennent deux jours par mois.",
      },
      /the province's storage lien law/,
    ],
  ] as const)("%s answers to its storage lien law, never tenancy law", (_, answers, law) => {
    const prose = proseOf({
      ...quiet,
      companyIndustry: "real-estate",
      businessChallenges: challenges("real-estate", 5, 2),
      ...answers,
    });
    expect(prose).toMatch(/a self-storage operator/);
    expect(prose).toMatch(law);
    expect(prose).toMatch(/storage agreements, not residential tenancies/);
    expect(prose.match(new RegExp(`.{0,60}(?:${TENANCY.source}).{0,30}`, "gi"))).toBeNull();
  });
});

describe("a collision repair shop", () => {
  it("in BC writes estimates to ICBC's rules and sprays under WorkSafeBC", () => {
    const prose = proseOf({
      ...quiet,
      companyName: "Fraser Auto Body Ltd.",
      companyIndustry: "other",
      headOfficeLocation: "lower-mainland",
      businessChallenges: challenges("other", 0, 1),
      otherChallenge: "Our estimators spend two hours on every ICBC estimate and supplement.",
    });
    expect(prose).toMatch(/a collision repair shop/);
    expect(prose).toMatch(/ICBC accredits the shops that repair vehicles on its claims/);
    expect(prose).toMatch(/WorkSafeBC's rules for spray painting with isocyanate paints/);
  });

  it("in Québec, in French, names no ICBC but the insurers and the province's safety law", () => {
    const prose = proseOf({
      ...quiet,
      executiveTitle: "Propriétaire",
      companyName: "Carrosserie Beauport",
      companyIndustry: "other",
      ...headOfficeAt("Québec, Québec"),
      businessChallenges: challenges("other", 0, 1),
      otherChallenge: "Nos estimateurs passent deux heures sur chaque réclamation d'assurance.",
    });
    expect(prose).toMatch(/a collision repair shop/);
    expect(prose).not.toMatch(/ICBC|SGI|MPI/);
    expect(prose).toMatch(/the insurers whose claims it repairs/);
    expect(prose).toMatch(/isocyanate paints/);
  });
});

describe("a food importer", () => {
  it.each([
    [
      "a tea importer in Vancouver",
      {
        companyName: "Cloud Mountain Tea Co.",
        companyIndustry: "retail",
        headOfficeLocation: "lower-mainland",
        businessChallenges: challenges("retail", 0, 1),
        otherChallenge: "We import teas from six countries and relabel every shipment by hand.",
      },
    ],
    [
      "a spice importer in Montréal, in French",
      {
        executiveTitle: "Président",
        companyName: "Épices du Monde inc.",
        companyIndustry: "other",
        ...headOfficeAt("Montréal, Québec"),
        businessChallenges: challenges("other", 0, 1),
        otherChallenge:
          "Nous importons des épices de douze pays et chaque étiquette est refaite à la main.",
      },
    ],
  ] as const)("%s answers to the CFIA's import licence and the labelling rules", (_, answers) => {
    const prose = proseOf({ ...quiet, ...answers });
    expect(prose).toMatch(/a food importer/);
    expect(prose).toMatch(/licence under the Safe Food for Canadians Regulations/);
    expect(prose).toMatch(/Food and Drug Regulations/);
    expect(prose).not.toMatch(/\bdiners\b|\bkitchens?\b|a restaurant/);
  });
});
