import { challenges, headOfficeAt, markdownOf } from "@/tests/helpers/test-personas";

/**
 * A business in Quebec, read in the Markdown report: its private-sector act as amended by Law 25
 * (never "PIPEDA is the rule", which only a federally regulated business outside Quebec hears),
 * and the Charter of the French Language for what AI drafts for staff and customers.
 */

const CHARTER = "the Charter of the French Language, as amended by Bill 96";

describe("businesses in Quebec", () => {
  it.each([
    [
      "a Sherbrooke manufacturer writing in French",
      {
        companyName: "Usinage Estrie inc.",
        companyIndustry: "manufacturing" as const,
        businessChallenges: challenges("manufacturing", 0, 1),
        otherChallenge: "Nos soumissions prennent trois jours à préparer.",
        ...headOfficeAt("Sherbrooke, QC"),
      },
    ],
    [
      "a Quebec City retailer",
      {
        companyName: "Boutique Champlain",
        companyIndustry: "retail" as const,
        businessChallenges: challenges("retail", 0, 1),
        ...headOfficeAt("Québec, Quebec"),
      },
    ],
    [
      "a Gatineau accounting practice",
      {
        companyName: "Lapointe CPA inc.",
        companyIndustry: "consulting" as const,
        businessChallenges: challenges("consulting", 0, 1),
        ...headOfficeAt("Gatineau, QC"),
      },
    ],
  ])("holds %s to Law 25 and the Charter, never PIPEDA alone", (_, answers) => {
    const text = markdownOf(answers);
    expect(text).toContain("as amended by Law 25");
    expect(text).toContain("privacy officer");
    expect(text).toContain(CHARTER);
    expect(text).not.toContain("PIPEDA is the rule");
  });

  it("keeps PIPEDA for a federally regulated carrier in Quebec, with Law 25 beside it", () => {
    const text = markdownOf({
      companyName: "Transport Rive-Sud inc.",
      companyIndustry: "other",
      companyBusinessModel: "b2b",
      officeExpansion: ["other-provinces"],
      businessChallenges: challenges("other", 1, 5),
      otherChallenge:
        "Nos répartiteurs ressaisissent les appels d'offres de chargement dans le TMS.",
      otherPlatforms: "McLeod",
      ...headOfficeAt("Longueuil, QC"),
    });
    expect(text).toContain("is federally regulated, so the federal Personal Information");
    expect(text).toContain("is written for every business in Quebec");
    expect(text).toContain("PIPEDA, and Law 25 wherever Quebec's act reaches");
    expect(text).not.toContain("PIPEDA is the rule");
  });

  it("names the Charter once where the executive set a French rule of their own", () => {
    const text = markdownOf({
      companyName: "Groupe Fortin",
      companyIndustry: "retail",
      businessChallenges: challenges("retail", 0, 1),
      aiFriction: "Tous nos outils doivent fonctionner en français, sans exception.",
      ...headOfficeAt("Trois-Rivières, QC"),
    });
    expect(text).toContain("against your rule and the Charter of the French Language");
    expect(text).not.toContain(CHARTER);
  });

  it.each([
    ["an Ottawa retailer", headOfficeAt("Ottawa, Ontario")],
    ["a Moncton retailer", headOfficeAt("Moncton, New Brunswick")],
    ["a Kelowna retailer", { headOfficeLocation: "interior" as const }],
  ])("names neither Law 25 nor the Charter for %s", (_, where) => {
    const text = markdownOf({
      companyName: "Northgate Outfitters",
      companyIndustry: "retail",
      businessChallenges: challenges("retail", 0, 1),
      ...where,
    });
    expect(text).not.toContain("Law 25");
    expect(text).not.toContain("Charter of the French Language");
  });
});
