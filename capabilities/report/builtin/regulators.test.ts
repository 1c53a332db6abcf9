import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { buildContext } from "./context";
import { selectRisks } from "./risks";
import { challenges, inputFor, proseOf, quietClinic } from "@/tests/helpers/test-personas";

/**
 * The regulator and law a report names come from the profession the answers show (issue 34):
 * each test contrasts two companies that differ only in what shows their profession, so each
 * fails if the report names the other's regulator.
 */

const risks = (overrides: Partial<AssessmentInput>) =>
  selectRisks(buildContext(inputFor(makeAnswers(overrides))))
    .map((r) => `${r.risk} ${r.mitigation} ${r.why}`)
    .join("\n");

const montreal = { headOfficeLocation: "other" as const, customLocation: "Montreal, Quebec" };

// Scheduling, billing and follow-up: challenges every kind of clinic chooses.
const clinic = (companyName: string, otherPlatforms: string) =>
  quietClinic(companyName, otherPlatforms, [1, 2, 5]);
const dental = clinic("Harbourview Dental Group", "Dentrix");
const medical = clinic("Harbourview Family Practice", "Oscar Pro EMR");
const unshown = clinic("Harbourview Health Group", "");

const PHYSICIANS = /College of Physicians|CPSBC|Collège des médecins|\bMSP\b|Medical Services Plan/;

describe("health professions", () => {
  it("holds a dental group to the dental college, with no physicians' college, MSP or nurse", () => {
    const text = proseOf(dental);
    expect(text).toContain("BC College of Oral Health Professionals (BCCOHP)");
    // Its name says it is a dental group: no "shown by" machinery beside it (#34).
    expect(text).not.toContain("shown by");
    expect(text).not.toMatch(PHYSICIANS);
    expect(text).not.toMatch(/\bnurses?\b/i);
  });

  it("says what shows a dental practice whose name does not: its use of Dentrix", () => {
    expect(proseOf(clinic("Harbourview Group", "Dentrix"))).toContain(
      "shown by its use of Dentrix",
    );
  });

  it("holds a medical clinic to the College of Physicians and Surgeons, not the dental college", () => {
    const text = risks(medical);
    expect(text).toContain("College of Physicians and Surgeons of BC (CPSBC)");
    expect(text).not.toContain("Oral Health");
  });

  // A group of animal hospitals was held to the physicians' college from the word "hospital".
  it("holds an animal hospital group to the veterinary college, never the physicians'", () => {
    const vets = {
      ...clinic("Salish Sea Animal Hospitals Ltd.", ""),
      otherChallenge: "Our 24h emergency hospital is the only overnight vet ER on the island.",
    };
    const text = proseOf(vets);
    expect(text).toContain("College of Veterinarians of British Columbia (CVBC)");
    expect(text).toContain("a veterinary practice");
    expect(text).not.toMatch(PHYSICIANS);
    expect(
      risks({ ...vets, headOfficeLocation: "other", customLocation: "Calgary, Alberta" }),
    ).toContain("Alberta Veterinary Medical Association (ABVMA)");
  });

  // A pharmacy group that chose "clinician burden" was held to the physicians' college.
  it("holds a pharmacy to its college of pharmacy, never the physicians'", () => {
    const pharmacy = {
      ...clinic("Riverbend Pharmacy Group Ltd.", ""),
      businessChallenges: challenges("healthcare", 0, 1),
      headOfficeLocation: "other" as const,
      customLocation: "Saskatoon, Saskatchewan",
    };
    const text = proseOf(pharmacy);
    expect(text).toContain("Saskatchewan College of Pharmacy Professionals (SCPP)");
    expect(text).not.toMatch(PHYSICIANS);
  });

  it("names no college for a health organisation whose professions the answers do not show", () => {
    const text = risks(unshown);
    expect(text).toContain("the colleges that license your clinicians");
    expect(text).toContain("names no single college");
    expect(text).not.toMatch(/College of|Collège|Ordre/);
    expect(risks({ ...unshown, otherPlatforms: "Dentrix" })).toContain("College of Oral Health");
  });

  it("names the Ordre des dentistes and Law 25 for a Montreal dental clinic, BC's for Vancouver", () => {
    const quebec = risks({ ...dental, ...montreal });
    expect(quebec).toContain("Ordre des dentistes du Québec");
    expect(quebec).toContain("Law 25");
    const bc = risks(dental);
    expect(bc).not.toMatch(/Ordre des dentistes|Law 25/);
  });

  it("names the College of Dental Surgeons of Alberta and the HIA for a Calgary dental clinic", () => {
    const text = risks({ ...dental, headOfficeLocation: "other", customLocation: "Calgary" });
    expect(text).toContain("College of Dental Surgeons of Alberta (CDSA)");
    expect(text).toContain("Health Information Act (HIA)");
  });

  it("names each Atlantic and prairie province's dental regulator, never a body described (review r25)", () => {
    for (const [customLocation, body] of [
      ["Halifax, Nova Scotia", "Provincial Dental Board of Nova Scotia (PDBNS)"],
      ["Winnipeg, Manitoba", "Manitoba Dental Association (MDA)"],
      ["Moncton, New Brunswick", "New Brunswick Dental Society"],
      ["Charlottetown, Prince Edward Island", "Dental Council of Prince Edward Island"],
      ["St. John's, Newfoundland and Labrador", "Newfoundland and Labrador Dental Board"],
    ]) {
      const text = risks({ ...dental, headOfficeLocation: "other", customLocation });
      expect(text).toContain(body);
      expect(text).not.toContain("the body that regulates dentists");
    }
  });
});

describe("banks, credit unions and telecoms", () => {
  const financial = (companyName: string): Partial<AssessmentInput> => ({
    companyName,
    companyIndustry: "financial-services",
    businessChallenges: challenges("financial-services", 1, 5),
  });

  it("places a federally regulated bank under PIPEDA and OSFI, never BC's PIPA", () => {
    const text = risks(financial("Pacific Crown Bank"));
    expect(text).toContain("Personal Information Protection and Electronic Documents Act (PIPEDA)");
    expect(text).toContain("OSFI's Guideline E-23");
    expect(text).toContain("Guideline B-13");
    expect(text).not.toMatch(/\bPIPA\b|British Columbia's Personal Information/);
  });

  it("places a BC credit union under BC's PIPA and BCFSA", () => {
    const text = risks(financial("Fraser Valley Credit Union"));
    expect(text).toContain("British Columbia's Personal Information Protection Act (PIPA)");
    expect(text).toContain("BC Financial Services Authority (BCFSA)");
    expect(text).not.toContain("Guideline B-13");
  });

  it("says both when the answers do not show whether the firm is federally regulated", () => {
    const text = risks(financial("Fraser Financial Group"));
    expect(text).toContain("(or PIPEDA, if Fraser Financial Group is federally regulated");
  });

  it("places a telecom under the CRTC and PIPEDA, a software firm under BC's PIPA", () => {
    const telecom = risks({ companyName: "Kootenay Broadband", companyIndustry: "technology" });
    expect(telecom).toContain("CRTC");
    expect(telecom).not.toMatch(/\bPIPA\b/);
    const software = risks({ companyName: "Kootenay Software", companyIndustry: "technology" });
    expect(software).toContain("British Columbia's Personal Information Protection Act (PIPA)");
    expect(software).not.toContain("CRTC");
  });
});

describe("wineries, breweries and distilleries", () => {
  const SHIPPING = "Shipping our wine to customers in Ontario and Alberta is a maze of rules.";
  const foodBusiness = (
    companyName: string,
    otherChallenge = SHIPPING,
  ): Partial<AssessmentInput> => ({
    companyName,
    companyIndustry: "food-services",
    headOfficeLocation: "interior",
    otherChallenge,
    aiDepartments: ["sales", "marketing", "operations"],
    businessChallenges: challenges("food-services", 0, 3, 4),
  });
  const RESTAURANT_WORDS =
    /\b(kitchens?|diners?|drive-thru|(?:forecast|actual) covers|menus?|restaurants?)\b/i;

  it("names liquor law and shipping rules for a winery that ships, and no restaurant words", () => {
    const text = proseOf(foodBusiness("Naramata Bench Winery"));
    expect(text).toContain("Liquor and Cannabis Regulation Branch (LCRB)");
    expect(text).toContain("Importation of Intoxicating Liquors Act");
    expect(text).toContain("“Shipping our wine to customers in Ontario and Alberta is a maze");
    expect(text).not.toMatch(RESTAURANT_WORDS);
  });

  it("writes a restaurant group as a restaurant, without liquor rules", () => {
    const text = proseOf(
      foodBusiness("Northern Table Restaurant Group", "Suppliers change prices every week."),
    );
    expect(text).toMatch(RESTAURANT_WORDS);
    expect(text).not.toContain("Liquor and Cannabis Regulation Branch");
  });

  it("names the liquor authority of each province the answers ship to, and none unnamed", () => {
    const text = risks(foodBusiness("Naramata Bench Winery"));
    expect(text).toContain(
      "the Alcohol and Gaming Commission of Ontario (AGCO) and the LCBO for Ontario and Alberta Gaming, Liquor and Cannabis (AGLC) for Alberta",
    );
    expect(text).toContain("what it ships or sells into Ontario and Alberta answers to");
    const alberta = risks({
      ...foodBusiness(
        "Salt Spring Ales",
        "We ship our beer to Alberta and want to sell more there.",
      ),
      companyIndustry: "manufacturing",
      businessChallenges: challenges("manufacturing", 1, 3),
    });
    expect(alberta).toContain("Alberta Gaming, Liquor and Cannabis (AGLC) for Alberta");
    expect(alberta).not.toMatch(/AGCO|LCBO/);
    const nowhere = risks(foodBusiness("Naramata Bench Winery", "Our tasting room is too busy."));
    expect(nowhere).toContain("each province's rules on direct delivery");
    expect(nowhere).not.toMatch(/AGLC|AGCO/);
  });

  it("names Ontario's authorities for a Quebec microbrewery shipping there, in French", () => {
    const text = risks({
      ...foodBusiness(
        "Microbrasserie du Fjord",
        "Nous expédions nos bières en Ontario depuis l'an dernier.",
      ),
      ...montreal,
    });
    expect(text).toContain("licensed by the Régie des alcools, des courses et des jeux (RACJ)");
    expect(text).toContain(
      "the Alcohol and Gaming Commission of Ontario (AGCO) and the LCBO for Ontario",
    );
  });

  it("finds the winery under Manufacturing too", () => {
    const text = risks({ companyName: "Okanagan Crush Cellars", companyIndustry: "manufacturing" });
    expect(text).toContain("Liquor and Cannabis Regulation Branch (LCRB)");
  });
});

describe("law, accounting and engineering", () => {
  const firm = (otherChallenge: string, place: Partial<AssessmentInput> = {}) =>
    risks({
      companyName: "Northwind Partners",
      companyIndustry: "consulting",
      otherChallenge,
      ...place,
    });

  it("holds a law firm to the Law Society, an accounting firm to CPABC", () => {
    const law = firm("Our lawyers spend evenings on precedents.");
    expect(law).toContain("Law Society of British Columbia");
    expect(law).not.toContain("CPABC");
    const cpa = firm("Tax season buries the whole team every spring.");
    expect(cpa).toContain("CPABC's Code of Professional Conduct");
    expect(cpa).not.toContain("Law Society");
  });

  it("names the Barreau du Québec and Law 25 for a Montreal law firm", () => {
    const text = firm("Les avocats du cabinet passent trop de temps sur la recherche.", montreal);
    expect(text).toContain("Barreau du Québec");
    expect(text).toContain("Law 25");
  });

  it("holds an engineering firm to Engineers and Geoscientists BC", () => {
    expect(firm("Design review of drawing sets takes our engineers days.")).toContain(
      "Engineers and Geoscientists BC",
    );
  });

  it("names no law society for a software firm whose lawyers are mentioned", () => {
    const text = risks({
      companyIndustry: "technology",
      otherChallenge: "Our lawyers take weeks to review customer contracts.",
    });
    expect(text).not.toContain("Law Society");
  });
});
