import type { AssessmentInput } from "@/lib/assessment/schemas";
import { generateReport } from "@/lib/report/builtin";
import { makeAnswers } from "@/lib/scoring/test-answers";
import { reportMarkdown } from "./documents";
import { challenges, inputFor } from "./test-personas";

/**
 * A business in Quebec, read in the Markdown report: its private-sector act as amended by Law 25
 * (never "PIPEDA is the rule", which only a federally regulated business outside Quebec hears),
 * and the Charter of the French Language for what AI drafts for staff and customers.
 */

function markdown(overrides: Partial<AssessmentInput>): string {
  const input = inputFor(makeAnswers(overrides));
  return reportMarkdown(generateReport(input).reportData, input);
}

const place = (customLocation: string) => ({
  headOfficeLocation: "other" as const,
  customLocation,
});

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
        ...place("Sherbrooke, QC"),
      },
    ],
    [
      "a Quebec City retailer",
      {
        companyName: "Boutique Champlain",
        companyIndustry: "retail" as const,
        businessChallenges: challenges("retail", 0, 1),
        ...place("Québec, Quebec"),
      },
    ],
    [
      "a Gatineau accounting practice",
      {
        companyName: "Lapointe CPA inc.",
        companyIndustry: "consulting" as const,
        businessChallenges: challenges("consulting", 0, 1),
        ...place("Gatineau, QC"),
      },
    ],
  ])("holds %s to Law 25 and the Charter, never PIPEDA alone", (_, answers) => {
    const text = markdown(answers);
    expect(text).toContain("as amended by Law 25");
    expect(text).toContain("privacy officer");
    expect(text).toContain(CHARTER);
    expect(text).not.toContain("PIPEDA is the rule");
  });

  it("keeps PIPEDA for a federally regulated carrier in Quebec, with Law 25 beside it", () => {
    const text = markdown({
      companyName: "Transport Rive-Sud inc.",
      companyIndustry: "other",
      companyBusinessModel: "b2b",
      officeExpansion: ["other-provinces"],
      businessChallenges: challenges("other", 1, 5),
      otherChallenge:
        "Nos répartiteurs ressaisissent les appels d'offres de chargement dans le TMS.",
      otherPlatforms: "McLeod",
      ...place("Longueuil, QC"),
    });
    expect(text).toContain("is federally regulated, so the federal Personal Information");
    expect(text).toContain("is written for every business in Quebec");
    expect(text).toContain("PIPEDA, and Law 25 wherever Quebec's act reaches");
    expect(text).not.toContain("PIPEDA is the rule");
  });

  it("names the Charter once where the executive set a French rule of their own", () => {
    const text = markdown({
      companyName: "Groupe Fortin",
      companyIndustry: "retail",
      businessChallenges: challenges("retail", 0, 1),
      aiFriction: "Tous nos outils doivent fonctionner en français, sans exception.",
      ...place("Trois-Rivières, QC"),
    });
    expect(text).toContain("against your rule and the Charter of the French Language");
    expect(text).not.toContain(CHARTER);
  });

  it.each([
    ["an Ottawa retailer", place("Ottawa, Ontario")],
    ["a Moncton retailer", place("Moncton, New Brunswick")],
    ["a Kelowna retailer", { headOfficeLocation: "interior" as const }],
  ])("names neither Law 25 nor the Charter for %s", (_, where) => {
    const text = markdown({
      companyName: "Northgate Outfitters",
      companyIndustry: "retail",
      businessChallenges: challenges("retail", 0, 1),
      ...where,
    });
    expect(text).not.toContain("Law 25");
    expect(text).not.toContain("Charter of the French Language");
  });
});
