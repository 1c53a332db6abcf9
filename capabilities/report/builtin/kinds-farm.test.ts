import type { AssessmentInput } from "@/model/assessment/schemas";
import { challenges, headOfficeAt, proseOf } from "@/tests/helpers/test-personas";

/**
 * A farm that grows and packs fresh produce, often entered under "Other" (issue 34, round 15: an
 * orchard and packinghouse read as a generic office firm, with no word of its harvest, packline,
 * crews or rules). It reads as a grower-packer, and names each of its regimes only where its
 * answers name the work: ESDC's conditions where seasonal foreign workers are named, the PMRA's
 * labels where spraying is, the CFIA and CanadaGAP where produce is packed or exported.
 */

const quiet: Partial<AssessmentInput> = {
  executiveTitle: "Owner",
  companyEmployees: "51-200",
  companyIndustry: "other",
  businessChallenges: challenges("other", 1, 2),
  aiFriction: "",
  aiExperience: "",
  otherPlatforms: "",
  orgAiElements: [],
};

const ESDC = /ESDC\) conditions for employers of seasonal and temporary foreign workers/;
const PMRA = /PMRA product labels, binding under the Pest Control Products Act/;
const CFIA = /the CFIA under the Safe Food for Canadians Regulations/;

describe("a grower-packer", () => {
  it("in Ontario, with SAWP crews, spraying and exports, hears all three regimes", () => {
    const prose = proseOf({
      ...quiet,
      companyName: "Norfolk Ridge Apples Inc.",
      ...headOfficeAt("Simcoe, Ontario"),
      otherChallenge:
        "We grow and pack apples on 600 acres with 90 SAWP workers each season, and export a third of the crop to the UK. Our spray records are still on paper.",
    });
    expect(prose).toMatch(/a grower-packer/);
    expect(prose).toMatch(
      /Arrival quality traced back to the lot, the packline and the cold chain/,
    );
    expect(prose).toMatch(ESDC);
    expect(prose).toMatch(PMRA);
    expect(prose).toMatch(CFIA);
    expect(prose).toMatch(
      /Ontario's Occupational Health and Safety Act|occupational health and safety/,
    );
  });

  it("in Québec, in French, names the foreign-worker and spraying duties its words show", () => {
    const prose = proseOf({
      ...quiet,
      executiveTitle: "Propriétaire",
      companyName: "Les Jardins Bérubé inc.",
      ...headOfficeAt("Sherrington, Québec"),
      otherChallenge:
        "Nous sommes maraîchers sur 400 hectares avec 60 travailleurs étrangers temporaires; les registres de pulvérisation prennent une journée par semaine.",
    });
    expect(prose).toMatch(/a vegetable farm|a grower-packer/);
    expect(prose).toMatch(ESDC);
    expect(prose).toMatch(PMRA);
    expect(prose).not.toMatch(CFIA);
  });

  it("names no regime its answers do not show: a berry farm with local crews and no spraying", () => {
    const prose = proseOf({
      ...quiet,
      companyName: "Fraser Valley Berry Farms Ltd.",
      headOfficeLocation: "lower-mainland",
      otherChallenge:
        "Our pickers are local students and the harvest schedule lives in a notebook.",
    });
    expect(prose).toMatch(/a grower-packer/);
    expect(prose).not.toMatch(/ESDC|PMRA|Pest Control Products Act|Safe Food for Canadians/);
    expect(prose).toMatch(/WorkSafeBC|Workers Compensation Act/);
  });
});
