import type { AssessmentInput } from "@/model/assessment/schemas";
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

/**
 * The Charter's francization binds an enterprise of 25 or more employees in Quebec, Ontario's
 * AI-in-job-postings rule an employer of 25 or more (#34): where the headcount settles it, each
 * is stated plainly for the company, never hedged "if you employ 25 or more".
 */
describe("headcount thresholds stated for the known headcount", () => {
  const retailer = (more: Partial<AssessmentInput>) =>
    markdownOf({
      companyName: "Boutique Champlain",
      companyIndustry: "retail",
      businessChallenges: challenges("retail", 0, 1),
      officeExpansion: ["only-bc"],
      ...headOfficeAt("Laval, QC"),
      ...more,
    });
  const HEDGED = /if you employ 25 or more/;

  it("tells a Quebec business of 1 – 10 that francization does not bind it", () => {
    const text = retailer({ companyEmployees: "1-10" });
    expect(text).toContain(
      "with 1 – 10 employees, Boutique Champlain is below the 25 employees in Quebec from which francization",
    );
    expect(text).not.toMatch(HEDGED);
  });

  it("tells a Quebec business of 51 – 200 that it does, and reads a stated headcount in French", () => {
    expect(retailer({ companyEmployees: "51-200" })).toContain(
      "with 51 – 200 employees, Boutique Champlain is past the Charter's threshold of 25 employees in Quebec",
    );
    const stated = retailer({
      companyEmployees: "11-50",
      otherChallenge: "Nous sommes 40 employés et les commandes arrivent par téléphone.",
    });
    expect(stated).toContain(
      "with 40 employees, Boutique Champlain is past the Charter's threshold",
    );
    expect(stated).not.toMatch(HEDGED);
  });

  it("never speaks of offices the business only plans (review 15: three stores, 'across your offices')", () => {
    const text = retailer({ companyEmployees: "51-200", officeExpansion: ["other-provinces"] });
    expect(text).toContain(
      "with 51 – 200 employees, francization with the Office québécois de la langue française (OQLF) applies once 25 or more of them work in Quebec",
    );
    expect(text).not.toContain("across your offices");
  });

  it("keeps the condition only where the band straddles 25", () => {
    expect(retailer({ companyEmployees: "11-50" })).toContain(
      "with 11 – 50 employees, francization with the Office québécois de la langue française (OQLF) applies once 25 or more of them work in Quebec",
    );
  });

  it("names the same threshold in the rule the executive set on French tools", () => {
    const text = retailer({
      companyEmployees: "1-10",
      aiFriction: "Tous nos outils doivent fonctionner en français, sans exception.",
    });
    expect(text).toContain("Boutique Champlain is below the 25 employees in Quebec");
    expect(text).not.toMatch(HEDGED);
  });

  it("states Ontario's job-posting rule for an employer of 25 or more, and leaves it out below", () => {
    const toronto = (companyEmployees: AssessmentInput["companyEmployees"]) =>
      markdownOf({
        companyName: "Northgate Outfitters",
        companyIndustry: "retail",
        businessChallenges: challenges("retail", 0, 1),
        aiDepartments: ["hr"],
        companyEmployees,
        ...headOfficeAt("Toronto, Ontario"),
      });
    expect(toronto("51-200")).toContain(
      "With 51 – 200 employees, Northgate Outfitters is among the Ontario employers (25 or more employees) that must say in publicly advertised job postings when AI screens",
    );
    expect(toronto("1-10")).not.toContain("publicly advertised job postings");
  });
});
