import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { generateReport } from "./index";
import { challenges, inputFor, proseOf } from "@/tests/helpers/test-personas";

/**
 * Organisations no industry option names get their own sector's report (issue 34): a charity,
 * an agricultural co-operative, an oilfield services company and an accounting practice, each
 * against the same answers without what shows it, so each test fails if the report carries the
 * generic company's words.
 */

const quiet: Partial<AssessmentInput> = {
  otherChallenge: "",
  aiFriction: "",
  aiExperience: "",
  otherPlatforms: "",
};

const summaryOf = (answers: Partial<AssessmentInput>) =>
  generateReport(inputFor(makeAnswers(answers))).reportData.executiveSummary;

describe("a charity against a small company under Other", () => {
  const base: Partial<AssessmentInput> = {
    ...quiet,
    companyIndustry: "other",
    companyEmployees: "1-10",
    companyBusinessModel: "b2c",
    headOfficeLocation: "lower-mainland",
    executiveTitle: "Executive Director",
    businessChallenges: challenges("other", 1, 4, 5),
    aiDepartments: ["operations", "marketing"],
  };
  const charity = proseOf({
    ...base,
    companyName: "Strathcona Literacy Society",
    otherChallenge: "Grant applications and funder reports take two days a week.",
  });
  const company = proseOf({ ...base, companyName: "Strathcona Print Shop" });

  it("reports to funders and donors, not on gross margin or to consumers under CASL", () => {
    expect(charity).not.toMatch(/gross margin|Anti-Spam|CASL|line of business/);
    expect(charity).toContain("hours per grant application or funder report");
    expect(charity).toContain("BC's Societies Act");
    expect(charity).toContain("Canada Revenue Agency");
    expect(company).toMatch(/gross margin/);
    expect(company).toContain("Anti-Spam");
  });

  it("names the charity as one in the summary", () => {
    expect(summaryOf({ ...base, companyName: "Strathcona Literacy Society" })).toContain(
      "Strathcona Literacy Society, a non-profit society",
    );
  });
});

describe("an agricultural co-operative against a retailer", () => {
  const base: Partial<AssessmentInput> = {
    ...quiet,
    companyIndustry: "retail",
    companyEmployees: "51-200",
    customLocation: "Humboldt, Saskatchewan",
    headOfficeLocation: "other",
    businessChallenges: challenges("retail", 0, 5),
    aiDepartments: ["supply_chain", "sales"],
  };
  const coop = proseOf({
    ...base,
    companyName: "Quill Lakes Co-operative Association Ltd.",
    otherChallenge: "Seeding and harvest double the workload at our grain elevators.",
  });
  // The chain Retail's words were written for, shown by its words (#34): without them, a
  // retailer reads the option's general words.
  const retailer = proseOf({
    ...base,
    companyName: "Quill Lakes Outfitters Ltd.",
    otherChallenge: "Our six stores run out of the popular sizes every fall.",
  });
  const CONSUMER_RETAIL =
    /Morrisons|Starbucks|Walmart|Amazon|apparel|shoppers|Forecasting store traffic by hour/i;

  it("handles members' grain under the Canada Grain Act, with no consumer retailer's examples", () => {
    expect(coop).not.toMatch(CONSUMER_RETAIL);
    expect(coop).toContain("Canada Grain Act");
    expect(coop).toContain("emergency transfers between sites");
    expect(retailer).toMatch(CONSUMER_RETAIL);
  });

  it("gives the work to a co-op's roles, not a chain's merchandise planners", () => {
    expect(coop).not.toMatch(/Head of Merchandise Planning|Director of Store Operations/);
    expect(coop).toContain("Agro Centre Manager");
    expect(retailer).not.toContain("Agro Centre Manager");
    // A retailer of this size has no head or director its answers do not show (#34).
    expect(retailer).not.toMatch(/Head of Merchandise Planning|Director of Store Operations/);
  });
});

describe("an oilfield services company against a company under Other", () => {
  const base: Partial<AssessmentInput> = {
    ...quiet,
    companyIndustry: "other",
    companyEmployees: "201-500",
    customLocation: "Nisku, Alberta",
    headOfficeLocation: "other",
    businessChallenges: challenges("other", 1, 2, 5),
    aiDepartments: ["operations", "finance"],
  };
  const oilfield = proseOf({ ...base, companyName: "Athabasca Wellsite Services Ltd." });
  const company = proseOf({ ...base, companyName: "Athabasca Services Ltd." });
  const GENERIC = /consultants using GPT-4|Klarna|Unilever/;

  it("works from field tickets under Alberta's OHS Act and Code, with no consultant's example", () => {
    expect(oilfield).not.toMatch(GENERIC);
    expect(oilfield).toContain("days from job completion to invoice sent");
    expect(oilfield).toContain("Alberta's Occupational Health and Safety Act and Code");
    expect(company).toMatch(GENERIC);
    expect(company).not.toContain("Occupational Health and Safety");
  });
});

describe("an accounting practice against a management consultancy", () => {
  const base: Partial<AssessmentInput> = {
    ...quiet,
    companyIndustry: "consulting",
    companyEmployees: "11-50",
    businessChallenges: challenges("consulting", 1, 2, 3),
    aiDepartments: ["operations", "customer_service"],
  };
  const practice = proseOf({
    ...base,
    companyName: "Siddiqui Abernathy CPA Professional Corporation",
    otherPlatforms: "CaseWare Working Papers and TaxPrep",
  });
  const consultancy = proseOf({ ...base, companyName: "Siddiqui Abernathy Partners" });
  const MANAGEMENT_CONSULTING = /bench time|per consultant|ten consultants|\bLilli\b|Harvey/;

  it("works through tax season and review notes, not a consultant's utilisation", () => {
    expect(practice).not.toMatch(MANAGEMENT_CONSULTING);
    expect(practice).toContain("preparer hours per T1 return");
    expect(practice).toContain("review notes");
    expect(consultancy).toMatch(MANAGEMENT_CONSULTING);
  });
});
