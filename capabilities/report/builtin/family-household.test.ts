import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { inputFor } from "@/tests/helpers/test-personas";
import { childAdviceIn, familyFitViolations } from "@/tests/report-audit/family-rules";
import { generateReport } from "./documents";

/**
 * The family section fits the household the family step states: a household whose words say no
 * child lives at home ("just my partner and me", "our kids are grown", "nos enfants sont
 * adultes") gets household advice, never school, parental-control or age-group advice, even
 * when the concerns about children were ticked because the question had to be answered.
 */

type Household = Pick<
  AssessmentInput,
  "householdAiUse" | "householdAiUseOther" | "childAiConcerns" | "rulesForChildren"
>;

const reportOf = (household: Household, company: Partial<AssessmentInput>) =>
  generateReport(inputFor(makeAnswers({ ...company, ...household }))).reportData;

const cpa: Partial<AssessmentInput> = {
  companyName: "Okanagan Ledger CPA",
  companyIndustry: "consulting",
  companyEmployees: "11-50",
  headOfficeLocation: "interior",
};
const bakery: Partial<AssessmentInput> = {
  companyName: "Boulangeries Gagnon",
  companyIndustry: "food-services",
  headOfficeLocation: "other",
  customLocation: "Québec, QC",
};

const familySection = (report: ReturnType<typeof reportOf>) => {
  const f = report.familyStrategies!;
  return [
    f.preparednessAssessment,
    f.householdUsageAnalysis,
    ...f.childSafetyRecommendations.flatMap((r) => [r.title, r.description]),
    ...f.familyBestPractices.flatMap((p) => [p.ageGroup, p.title, p.description]),
  ].join(" ");
};

describe.each([
  [
    "a couple whose children are grown, in English",
    cpa,
    {
      householdAiUse: ["travel", "other"],
      householdAiUseOther: "Just my partner and me now; our kids are grown.",
      childAiConcerns: ["privacy"],
      rulesForChildren: "informal",
    },
  ],
  [
    "a couple with no children, ticked none and no rules",
    cpa,
    {
      householdAiUse: ["other"],
      householdAiUseOther: "Nothing much, it's only my husband and me.",
      childAiConcerns: ["none"],
      rulesForChildren: "no_rules",
    },
  ],
  [
    "parents of adult children, in French",
    bakery,
    {
      householdAiUse: ["finances", "other"],
      householdAiUseOther: "Nos enfants sont adultes et ont quitté la maison.",
      childAiConcerns: ["shortcuts", "content"],
      rulesForChildren: "difficult",
    },
  ],
] as const)("%s", (_household, company, household) => {
  const report = reportOf(
    {
      ...household,
      householdAiUse: [...household.householdAiUse],
      childAiConcerns: [...household.childAiConcerns],
    },
    company,
  );

  it("is scored and described as a household without children", () => {
    expect(report.familyScorecard!.noChildrenAtHome).toBe(true);
    expect(report.familyScorecard!.summary).toMatch(/there are no children at home/i);
  });

  it("gives no advice about children, school or parents", () => {
    expect(childAdviceIn(familySection(report))).toBeNull();
    expect(familyFitViolations(report)).toEqual([]);
  });

  it("never quotes who lives at home as a household use of AI", () => {
    expect(JSON.stringify(report.familyStrategies)).not.toMatch(
      /my partner and me|my husband and me|enfants sont adultes/,
    );
  });
});

describe.each([
  [
    "a parent whose words name a teenager",
    {
      householdAiUse: ["education", "other"],
      householdAiUseOther:
        "My partner and I use it for trips; our daughter is 15 and uses it for essays.",
      childAiConcerns: ["shortcuts"],
      rulesForChildren: "informal",
    },
  ],
  [
    "grandparents whose grandchildren visit, whose own children are grown",
    {
      householdAiUse: ["other"],
      householdAiUseOther: "Our kids are grown but the grandkids visit every weekend.",
      childAiConcerns: ["content"],
      rulesForChildren: "no_rules",
    },
  ],
  [
    "a parent in French",
    {
      householdAiUse: ["education"],
      householdAiUseOther: "Mes enfants utilisent l'IA pour leurs devoirs.",
      childAiConcerns: ["thinking"],
      rulesForChildren: "informal",
    },
  ],
] as const)("%s keeps the advice about children", (_household, household) => {
  const report = reportOf(
    {
      ...household,
      householdAiUse: [...household.householdAiUse],
      childAiConcerns: [...household.childAiConcerns],
    },
    cpa,
  );

  it("as a household with children", () => {
    expect(report.familyScorecard!.noChildrenAtHome).toBeUndefined();
    expect(report.familyStrategies!.childSafetyRecommendations.length).toBeGreaterThan(0);
    expect(childAdviceIn(familySection(report))).not.toBeNull();
  });
});

describe.each([
  ["ticked, learning among the uses", ["education", "travel"] as const, undefined],
  ["in words, learning among the uses", ["education", "other"] as const, "No kids, just us two."],
])("a household without children, %s", (_how, uses, words) => {
  const report = reportOf(
    {
      householdAiUse: [...uses],
      householdAiUseOther: words,
      childAiConcerns: words ? ["content"] : ["no_children"],
      rulesForChildren: "no_rules",
    },
    cpa,
  );

  it("reads its learning as learning, never homework", () => {
    expect(report.familyScorecard!.noChildrenAtHome).toBe(true);
    expect(familySection(report)).toContain("learning and courses");
    expect(childAdviceIn(familySection(report))).toBeNull();
  });
});
