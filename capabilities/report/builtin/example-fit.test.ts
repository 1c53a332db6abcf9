import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { caseIsCurrent, caseYear } from "./example-fit";
import { generateReport } from "./index";
import { challenges, inputFor } from "@/tests/helpers/test-personas";

/**
 * A landscape's published case is shown only when it is at most five years older than the
 * report and, when it is a study of work done in every sector, labelled as such (issue 34,
 * review classes 8 and 12: "McKinsey estimated in 2013 …", "UPS said in 2015 …", a call-centre
 * study offered as a plant's evidence). What the executive reads is the Markdown landscape.
 */

const landscapeOf = (overrides: Partial<AssessmentInput>, createdAt?: string) => {
  const input = inputFor(makeAnswers(overrides));
  const markdown = generateReport(
    createdAt ? { ...input, createdAt: new Date(createdAt) } : input,
  ).markdownReport;
  return markdown.slice(
    markdown.indexOf("## AI Solution Landscape"),
    markdown.indexOf("## Recommended AI Applications"),
  );
};

const bookshops: Partial<AssessmentInput> = {
  companyName: "Prairie Page Booksellers",
  companyIndustry: "retail",
  companyEmployees: "51-200",
  headOfficeLocation: "other",
  customLocation: "Calgary, Alberta",
  businessChallenges: challenges("retail", 2, 5, 4),
  otherChallenge: "Our four shops lose walk-in sales to online retailers every December.",
  aiFriction: "",
  aiExperience: "",
};

const machineShop: Partial<AssessmentInput> = {
  companyName: "Kamloops Precision Machining Ltd.",
  companyIndustry: "manufacturing",
  companyEmployees: "11-50",
  headOfficeLocation: "interior",
  businessChallenges: challenges("manufacturing", 5, 4),
  otherChallenge: "Our CNC lead hand retires next spring and nobody else can set up the five-axis.",
  aiFriction: "",
  aiExperience: "",
};

const carrier: Partial<AssessmentInput> = {
  executiveName: "Mélanie Gagnon",
  executiveTitle: "Présidente",
  companyName: "Transports Gagnon et Fille inc.",
  companyIndustry: "other",
  companyEmployees: "51-200",
  headOfficeLocation: "other",
  customLocation: "Drummondville, Québec",
  businessChallenges: challenges("other", 1, 5),
  otherChallenge:
    "Nos répartiteurs planifient à la main les voyages de nos 40 camions et de nos chauffeurs, et le carburant nous coûte de plus en plus cher.",
  aiFriction: "",
  aiExperience: "",
};

const YEAR_OLD = /\b(?:in|\()\s?(?:19\d\d|20(?:0\d|1\d|20))\b/;

describe("landscape cases older than five years", () => {
  it("reads a case's year from its source, the newest year it gives", () => {
    expect(
      caseYear({
        industryExample: "McKinsey estimated in 2013 that …",
        industryExampleSource: "McKinsey (October 2013); Linden, Smith and York (2003)",
      }),
    ).toBe(2013);
    expect(
      caseYear({
        industryExample: "A retailer adds …",
        industryExampleSource: "Illustrative example",
      }),
    ).toBeNull();
    expect(
      caseIsCurrent({ industryExample: "x", industryExampleSource: "Walmart (2024)" }, 2026),
    ).toBe(true);
    expect(caseIsCurrent({ industryExample: "x", industryExampleSource: "UPS (2015)" }, 2026)).toBe(
      false,
    );
  });

  it("shows a bookshop chain no 2013 Amazon estimate or 2014 Starbucks schedules, but keeps the area", () => {
    const text = landscapeOf(bookshops);
    expect(text).toContain("### Personalization and recommendations");
    expect(text).not.toContain("McKinsey estimated in 2013");
    expect(text).not.toContain("Starbucks");
    expect(text).not.toMatch(YEAR_OLD);
    // A recent case stays (not a trigger): Walmart's 2024 product data.
    expect(text).toContain("Walmart said in August 2024");
  });

  it("shows a machine shop no 2016 data-centre case, and labels the call-centre study cross-industry", () => {
    const text = landscapeOf(machineShop);
    expect(text).not.toContain("DeepMind reported in 2016");
    expect(text).toContain("### Energy and material optimization");
    expect(text).toContain(
      "*Cross-industry example (a study of work done in every sector):* In a 2023 study of 5,179 support agents",
    );
    expect(text).not.toMatch(/\*Example:\* In a 2023 study of 5,179/);
  });

  it("shows a Québec carrier answering in French no 2015 UPS or Milan case", () => {
    const text = landscapeOf(carrier);
    expect(text).toMatch(/camions|TMS|load tenders|appels d'offres|transport/i);
    expect(text).not.toContain("UPS said in 2015");
    expect(text).not.toContain("in 2015");
    expect(text).not.toMatch(YEAR_OLD);
    // The same carrier's report of 2018 still shows it.
    expect(landscapeOf(carrier, "2018-01-01T12:00:00Z")).toContain("in 2015");
  });

  it("keeps a case that was recent when the report was made (not a trigger)", () => {
    const text = landscapeOf(bookshops, "2017-06-01T12:00:00Z");
    expect(text).toContain("McKinsey estimated in 2013");
  });

  it("keeps the illustrative example, which has no date (not a trigger)", () => {
    const text = landscapeOf({
      ...machineShop,
      businessChallenges: challenges("manufacturing", 3),
    });
    // Labelled as a typical scenario, never printed as its own source.
    expect(text).toContain("*Example (illustrative):*");
    expect(text).not.toContain("Source:* Illustrative example");
  });
});

describe("the benchmark figures", () => {
  const adoption = (overrides: Partial<AssessmentInput>) =>
    generateReport(inputFor(makeAnswers(overrides))).reportData.industryBenchmarks.adoptionRate;

  it.each([
    ["a bookshop chain", bookshops, "a retailer"],
    ["a machine shop", machineShop, "a manufacturer"],
    [
      "a Montréal veterinary clinic answering in French",
      {
        companyName: "Clinique vétérinaire Rosemont",
        companyIndustry: "healthcare" as const,
        headOfficeLocation: "other" as const,
        customLocation: "Montréal, Québec",
        otherChallenge: "Nos vétérinaires croulent sous les dossiers le soir.",
      },
      "a veterinary practice",
    ],
  ])("say that they are cross-industry for %s", (_, answers, noun) => {
    expect(adoption(answers)).toContain(
      `The published figures in this section are cross-industry, none of them specific to ${noun}.`,
    );
  });

  it("say nothing of the kind where Statistics Canada reports the sector (not a trigger)", () => {
    const credit = adoption({
      companyName: "Fraser Valley Credit Union",
      companyIndustry: "financial-services",
      businessChallenges: challenges("financial-services", 0),
    });
    expect(credit).toContain("30.6% of finance and insurance businesses");
    expect(credit).not.toContain("cross-industry");
  });
});

describe("a study a tool's vendor published about its own product (review r22)", () => {
  it("is labelled as the vendor's study, never as a company's case", () => {
    const landscape = landscapeOf({
      companyName: "Chinook Condominium Services",
      companyIndustry: "real-estate",
      companyEmployees: "51-200",
      businessChallenges: ["speeding_up_transaction_paperwork_and_due_diligence"],
      otherChallenge:
        "We manage 90 condominium corporations and our managers write board minutes every evening.",
    });
    expect(landscape).toContain(
      "*Study published by the tool's vendor:* Microsoft reported in November 2023",
    );
    expect(landscape).not.toMatch(/far larger company[^\n]*Microsoft reported/);
  });
});
