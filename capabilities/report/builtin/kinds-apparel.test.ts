import type { AssessmentInput } from "@/model/assessment/schemas";
import { challenges, headOfficeAt, proseOf } from "@/tests/helpers/test-personas";

/**
 * Returns for size and fit are a clothing or footwear retailer's (issue 34, round 15: a chain of
 * hardware stores read "return-reason analysis feeding fit and product guidance" and "fewer
 * returns for fit"). Any other retailer reads returns in general words.
 */

const quiet: Partial<AssessmentInput> = {
  executiveTitle: "Owner",
  companyEmployees: "51-200",
  companyIndustry: "retail",
  // Reducing returns and shrinkage.
  businessChallenges: challenges("retail", 3),
  aiFriction: "",
  aiExperience: "",
  otherPlatforms: "",
  orgAiElements: [],
};

const FIT = /\bfit\b|size and fit/i;

describe("returns at a retailer", () => {
  it.each([
    [
      "a hardware chain in Alberta",
      {
        companyName: "Foothills Hardware Ltd.",
        ...headOfficeAt("Red Deer, Alberta"),
        otherChallenge: "Our four stores take back too many power tools and plumbing parts.",
      },
    ],
    [
      "a quincaillerie in Québec, in French",
      {
        executiveTitle: "Propriétaire",
        companyName: "Quincaillerie Gagnon inc.",
        ...headOfficeAt("Rimouski, Québec"),
        otherChallenge: "Nos trois magasins reprennent trop de pièces de plomberie.",
      },
    ],
  ] as const)("reads %s's returns in general words, never for fit", (_, answers) => {
    const prose = proseOf({ ...quiet, ...answers });
    expect(prose).toMatch(/Return-reason analysis feeding product guidance/);
    expect(prose).toMatch(/fewer avoidable returns/);
    expect(prose.match(new RegExp(`.{0,60}(?:${FIT.source}).{0,30}`, "gi"))).toBeNull();
  });

  it("keeps returns for fit at a shoe store, in French", () => {
    const prose = proseOf({
      ...quiet,
      executiveTitle: "Propriétaire",
      companyName: "Boutique Pas à Pas inc.",
      ...headOfficeAt("Laval, Québec"),
      otherChallenge: "Nos trois magasins de chaussures reçoivent trop de retours.",
    });
    expect(prose).toMatch(/a footwear retailer/);
    expect(prose).toMatch(/fewer returns for fit/);
  });
});
